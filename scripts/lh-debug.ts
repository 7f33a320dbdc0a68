import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { join } from 'node:path';
import { chromiumArgs, chromiumPath } from '../e2e/support/browser';
import { startPagesServer } from '../e2e/support/pages-server';
const server = await startPagesServer(join(process.cwd(), 'dist'), '/');
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: chromiumArgs,
});
const r = await lighthouse(server.url + (process.argv[2] ?? ''), {
  port: chrome.port,
  output: 'json',
  logLevel: 'error',
});
const a = r!.lhr.audits;
console.log(JSON.stringify(a['lcp-breakdown-insight']?.details).slice(0, 1200));
console.log(
  'FCP',
  a['first-contentful-paint'].numericValue,
  'LCP',
  a['largest-contentful-paint'].numericValue,
);
const reqs = (a['network-requests']!.details as any).items.map(
  (i: any) =>
    `${i.resourceType} ${i.url.replace(server.url, '/')} ${i.transferSize} ${Math.round(i.networkRequestTime)}-${Math.round(i.networkEndTime)} ${i.priority}`,
);
console.log(reqs.join('\n'));
await chrome.kill();
await server.close();
