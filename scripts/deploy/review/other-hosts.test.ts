// @vitest-environment node
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { giscusOrigin } from '../../../src/lib/other-hosts';
import { withSecurityPolicy, youtubeOrigin } from '../../site/pages/content-security-policy';
import { scratchFolders } from '../../lab/scratch-folders';
import { otherHosts, otherHostsLines } from './other-hosts';

const scratch = scratchFolders();
afterAll(scratch.remove);

/** A build whose pages (path → what the policy allows them) carry the site's own policy. */
function build(pages: Record<string, { comments?: boolean; pageViews?: string }>): string {
  const dist = scratch.make('other-hosts-');
  for (const [path, options] of Object.entries(pages)) {
    mkdirSync(dirname(join(dist, path)), { recursive: true });
    writeFileSync(
      join(dist, path),
      withSecurityPolicy(
        '<!doctype html><html><head><meta charset="UTF-8" /></head></html>',
        options,
      ),
    );
  }
  return dist;
}

describe('the other hosts a build lets a visitor’s browser contact', () => {
  it('are read from every page’s policy, each with when it is contacted and on how many pages', () => {
    const dist = build({
      'index.html': { pageViews: 'ada' },
      'robot-arm.html': { comments: true, pageViews: 'ada' },
      'robot-arm/updates/first-light.html': { comments: true, pageViews: 'ada' },
      'admin/index.html': {},
    });
    expect(otherHosts(dist)).toEqual([
      {
        host: 'ada.goatcounter.com',
        when: expect.stringContaining('once per page seen'),
        pages: 3,
      },
      { host: new URL(giscusOrigin).host, when: expect.stringContaining('opens them'), pages: 2 },
      {
        host: new URL(youtubeOrigin).host,
        when: expect.stringContaining('presses play'),
        pages: 3,
      },
    ]);
  });

  it('are listed in the review, with what a change adds and removes', () => {
    const before = otherHosts(build({ 'index.html': { pageViews: 'ada' } }));
    const after = otherHosts(build({ 'index.html': { comments: true } }));
    const lines = otherHostsLines(before, after).join('\n');
    expect(lines).toContain(`\`${new URL(giscusOrigin).host}\`: the comments’ frame`);
    expect(lines).toMatch(/giscus\.app`.*\*\*new\*\*/);
    expect(lines).not.toMatch(/youtube-nocookie\.com`.*\*\*new\*\*/);
    expect(lines).toContain('`ada.goatcounter.com`: no longer contacted');
  });
});
