// @vitest-environment node
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { projectSummaryOf, readContent, summaryOf } from '../../../src/content-model/load';
import type { Update, UpdateSummary } from '../../../src/content-model/schema';
import { writeFixtureProject } from '../../lab/unit-tests/fixture-content';
import { contentPlugin } from './plugin';

const roots: string[] = [];
const servers: ViteDevServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

/** A dev server over a fixture project, with nothing but the content plugin. */
async function serverFor(root: string): Promise<ViteDevServer> {
  const server = await createServer({
    configFile: false,
    root,
    logLevel: 'silent',
    appType: 'custom',
    server: { middlewareMode: true, watch: null },
    plugins: [contentPlugin(root)],
  });
  servers.push(server);
  return server;
}

function fixtureProject(): string {
  const root = writeFixtureProject();
  roots.push(root);
  return root;
}

/** What the main module must carry, exactly: the profile, Home and the tracked projects; nothing build-only. */
function mainContent(root: string) {
  const { profile, home, trackedProjects, copyrightYears, resumePdf, hasResumePage } =
    readContent(root);
  // The owner's links go as a list, not as the profile's fields (the fixture writes both).
  const {
    professionalNetworkUrl,
    professionalNetworkName,
    artPortfolioUrl,
    artPortfolioName,
    ...pageProfile
  } = profile;
  return JSON.parse(
    JSON.stringify({
      profile: pageProfile,
      home,
      trackedProjects: trackedProjects.map(projectSummaryOf),
      copyrightYears,
      resumePdf,
      hasResumePage,
      ownerLinks: [
        { kind: 'professionalNetwork', url: professionalNetworkUrl, name: professionalNetworkName },
        { kind: 'artPortfolio', url: artPortfolioUrl, name: artPortfolioName },
      ],
    }),
  ) as unknown;
}

/** What `virtual:updates/<project>` exports. */
interface ListModule {
  summaries: UpdateSummary[];
  entries: Record<string, () => Promise<{ default: Update }>>;
}

describe('the content plugin (virtual:content)', () => {
  it('serves the content as the loader reads it, to the browser’s environment', async () => {
    const root = fixtureProject();
    const server = await serverFor(root);
    // As `npm run dev` and Vitest's jsdom tests fetch it: one module exporting the data.
    const served = await server.environments.client.fetchModule('virtual:content');
    const code = 'code' in served ? served.code : '';
    const data = /^export default (\{.*\});?\s*$/s.exec(code)?.[1];
    expect(data, code.slice(0, 200)).toBeDefined();
    expect(JSON.parse(data!)).toEqual(mainContent(root));
  });

  it('serves the same to the server-side render', async () => {
    const root = fixtureProject();
    const server = await serverFor(root);
    const module = (await server.ssrLoadModule('virtual:content')) as { default: unknown };
    expect(module.default).toEqual(mainContent(root));
  });

  it('serves the resume in a module of its own, loaded with its page, and null without resume.yml', async () => {
    const root = fixtureProject();
    const server = await serverFor(root);
    const module = (await server.ssrLoadModule('virtual:resume')) as { default: unknown };
    expect(module.default).toEqual(JSON.parse(JSON.stringify(readContent(root).resume)));
    const main = JSON.stringify(mainContent(root));
    expect(main).not.toContain(readContent(root).resume!.work[0]!.position);
    rmSync(join(root, 'content/resume.yml'));
    writeFileSync(
      join(root, 'content/profile.yml'),
      readFileSync(join(root, 'content/profile.yml'), 'utf8').replace(
        /^email: /m,
        'resumeFile: my-cv.pdf\nemail: ',
      ),
    );
    writeFileSync(join(root, 'public/my-cv.pdf'), '%PDF-1.4\n%%EOF\n');
    const without = (await (await serverFor(root)).ssrLoadModule('virtual:resume')) as {
      default: unknown;
    };
    expect(without.default).toBeNull();
  });

  it('stops with the loader’s list of mistakes when the content has one', async () => {
    const root = fixtureProject();
    const timeline = join(root, 'content/tracked/gripper-arm/timeline.yml');
    writeFileSync(
      timeline,
      readFileSync(timeline, 'utf8').replace('status: current', 'status: in progress'),
    );
    const server = await serverFor(root);
    await expect(server.ssrLoadModule('virtual:content')).rejects.toThrow(
      /content\/tracked\/gripper-arm\/timeline\.yml:\d+:\d+: milestones\[\d+\]\.status: .*\(found "in progress"\)/,
    );
  });

  it('leaves the updates’ text out of the main module: a count and the newest, summed up', async () => {
    const root = fixtureProject();
    const { updates, trackedProjects } = readContent(root);
    const log = updates['gripper-arm']!;
    expect(log.length).toBeGreaterThan(1);
    const server = await serverFor(root);
    const served = await server.environments.client.fetchModule('virtual:content');
    const code = 'code' in served ? served.code : '';
    for (const update of log) expect(code, update.slug).not.toContain(JSON.stringify(update.body));
    const data = JSON.parse(/^export default (\{.*\});?\s*$/s.exec(code)![1]!) as {
      trackedProjects: Array<{ slug: string; updateCount: number; latestUpdate?: object }>;
    };
    expect(data).not.toHaveProperty('updates');
    const arm = data.trackedProjects.find((project) => project.slug === 'gripper-arm')!;
    expect(arm.updateCount).toBe(log.length);
    expect(arm.latestUpdate).toEqual(JSON.parse(JSON.stringify(summaryOf(log[0]!))));
    expect(arm.latestUpdate).not.toHaveProperty('body');
    expect(trackedProjects.map((project) => project.slug)).toEqual(
      data.trackedProjects.map((project) => project.slug),
    );
  });

  it('keeps each tracked project to its summary in the main module, and serves it whole with its pages', async () => {
    const root = fixtureProject();
    const { trackedProjects } = readContent(root);
    const withTimeline = trackedProjects.find((project) => project.timeline)!;
    const server = await serverFor(root);
    const served = await server.environments.client.fetchModule('virtual:content');
    const code = 'code' in served ? served.code : '';
    // A page-only section (the timeline's milestones) is not in what every page loads.
    const milestone = withTimeline.timeline!.milestones[0]!.title;
    expect(code).not.toContain(JSON.stringify(milestone));
    const modules = (await server.ssrLoadModule('virtual:projects')) as {
      default: Record<string, () => Promise<{ default: unknown }>>;
    };
    expect(Object.keys(modules.default)).toEqual(trackedProjects.map(({ slug }) => slug));
    for (const project of trackedProjects)
      expect((await modules.default[project.slug]!()).default).toEqual(
        JSON.parse(JSON.stringify(project)),
      );
    expect(projectSummaryOf(withTimeline).hasTimeline).toBe(true);
  });

  it('serves each project’s list of updates, summed up, with a loader for each one’s text', async () => {
    const root = fixtureProject();
    const { updates } = readContent(root);
    const server = await serverFor(root);
    const modules = (await server.ssrLoadModule('virtual:updates')) as {
      default: Record<string, () => Promise<ListModule>>;
    };
    expect(Object.keys(modules.default).sort()).toEqual(Object.keys(updates).sort());
    for (const [project, log] of Object.entries(updates)) {
      const list = await modules.default[project]!();
      expect(list.summaries).toEqual(JSON.parse(JSON.stringify(log.map(summaryOf))));
      for (const summary of list.summaries) expect(summary).not.toHaveProperty('body');
      // One loader per update, in the list's order (newest first).
      expect(Object.keys(list.entries)).toEqual(log.map((update) => update.slug));
      for (const update of log) {
        const loaded = await list.entries[update.slug]!();
        expect(loaded.default).toEqual(JSON.parse(JSON.stringify(update)));
      }
    }
    expect(updates['tide-clock']).toEqual([]);
  });

  it('serves an update’s module with its text; the list’s module, to the browser, imports each one apart', async () => {
    const root = fixtureProject();
    const log = readContent(root).updates['gripper-arm']!;
    const server = await serverFor(root);
    for (const update of log) {
      const module = (await server.ssrLoadModule(`virtual:update/gripper-arm/${update.slug}`)) as {
        default: Update;
      };
      expect(module.default.body).toBe(update.body);
      expect(module.default).toEqual(JSON.parse(JSON.stringify(update)));
    }
    const served = await server.environments.client.fetchModule('virtual:updates/gripper-arm');
    const code = 'code' in served ? served.code : '';
    for (const update of log) {
      expect(code).toContain(`virtual:update/gripper-arm/${update.slug}`);
      expect(code, update.slug).not.toContain(JSON.stringify(update.body));
    }
    // As the browser gets an update's own module: its text is there, as the checks above would see it.
    const own = await server.environments.client.fetchModule(
      `virtual:update/gripper-arm/${log[0]!.slug}`,
    );
    expect('code' in own ? own.code : '').toContain(JSON.stringify(log[0]!.body));
    await expect(server.ssrLoadModule('virtual:update/gripper-arm/no-such-update')).rejects.toThrow(
      'No update no-such-update in gripper-arm',
    );
  });
});
