/**
 * Which other hosts a visitor's browser may contact on a build, and when: read
 * from each page's Content-Security-Policy, which names every one
 * (scripts/site/pages/content-security-policy.ts), so the review says what the
 * owner's settings turned on and what a change adds or removes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { giscusOrigin } from '../../../src/lib/other-hosts';
import { youtubeOrigin } from '../../site/pages/content-security-policy';

/** One host a build's pages name, what for and when, and on how many of its pages. */
export interface OtherHost {
  host: string;
  when: string;
  pages: number;
}

/** When a visitor's browser contacts a host, by what the policy allows it as. */
function whenContacted(directive: string, origin: string): string {
  if (origin === youtubeOrigin) return 'the video’s player, when a visitor presses play';
  if (origin === giscusOrigin) return 'the comments’ frame, when a visitor opens them';
  if (/\.goatcounter\.com\/count$/.test(origin)) return 'the page-view counter, once per page seen';
  return `allowed by ${directive}`;
}

/** The other hosts the pages of the build in `dist` name, by host, sorted. */
export function otherHosts(dist: string): OtherHost[] {
  const found = new Map<string, OtherHost>();
  const pages = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.html') && !file.startsWith('admin'),
  );
  for (const file of pages) {
    const policy = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(
      readFileSync(join(dist, file), 'utf8'),
    )?.[1];
    const named = new Set<string>();
    for (const part of policy?.split(';') ?? []) {
      const [directive, ...sources] = part.trim().split(/\s+/);
      for (const source of sources.filter((value) => /^https?:\/\//.test(value))) {
        const host = new URL(source).host;
        if (named.has(host)) continue;
        named.add(host);
        const entry = found.get(host) ?? {
          host,
          when: whenContacted(directive!, source),
          pages: 0,
        };
        entry.pages += 1;
        found.set(host, entry);
      }
    }
  }
  return [...found.values()].sort((a, b) => a.host.localeCompare(b.host));
}

/** The review's lines on other hosts: each of the head's, and what the change adds or removes. */
export function otherHostsLines(before: OtherHost[], after: OtherHost[]): string[] {
  const had = new Set(before.map((entry) => entry.host));
  const has = new Set(after.map((entry) => entry.host));
  const lines = after.map(
    (entry) =>
      `- \`${entry.host}\`: ${entry.when} (named on ${entry.pages} page(s))${had.has(entry.host) ? '' : ' **new**'}`,
  );
  for (const entry of before)
    if (!has.has(entry.host)) lines.push(`- \`${entry.host}\`: no longer contacted`);
  return lines.length
    ? ['', '#### Other hosts a visitor’s browser may contact', '', ...lines]
    : ['', 'No page lets a visitor’s browser contact another host.'];
}
