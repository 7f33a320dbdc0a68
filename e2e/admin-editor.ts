/**
 * Driving the form editor at /admin/ (Sveltia CMS, scripts/site/admin/) in
 * Chromium with no network, for the admin-*.e2e.ts files beside this one: a
 * page whose outside requests are refused and whose errors are kept, and the
 * moves a person makes in its forms (sign in, fill a field, add an item, pick
 * a choice or a picture, save, open an entry).
 *
 * Nothing leaves the machine: GitHub is stood in for, the editor's web fonts
 * come from the site itself, and any other outside request is refused, which
 * the page reports as an error and fails the test.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { adminCspSources } from '../scripts/site/admin';
import { type GitHubStub, type StubCommit } from './support/github-stub';

export const base = '/portfolio/';
export const repo = 'fixture-owner/fixture-site';
/** Set ADMIN_SCREENSHOTS to a folder to keep pictures of the editor at a phone's and a laptop's width. */
export const screenshots = process.env.ADMIN_SCREENSHOTS;

/**
 * The errors the editor's page is expected to log: its hourly update check
 * (unpkg.com) and its outage check (githubstatus.com), refused by its CSP on
 * purpose, so that opening it sends nothing to another host (scripts/site/admin/page.ts).
 */
export const refusedChecks =
  /https:\/\/unpkg\.com\/@sveltia\/cms\/package\.json|https:\/\/www\.githubstatus\.com\/api\/v2\/status\.json/;

export interface EditorPage {
  page: Page;
  context: BrowserContext;
  /** Console errors (with the address they came from) and page errors. */
  errors: string[];
  /** Every request that left the test server, as its origin. */
  outside: Set<string>;
}

/**
 * A new page with no network: local requests go through (the editor's fonts among them), anything else is refused.
 * `timezoneId` sets the browser's time zone (an IANA name), for what the editor makes of "today".
 */
export async function openEditor(
  browser: Browser,
  width = 1280,
  timezoneId?: string,
): Promise<EditorPage> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    ...(timezoneId ? { timezoneId } : {}),
  });
  const errors: string[] = [];
  const outside = new Set<string>();
  // Routes added later are asked first: the stand-in for GitHub goes over this refusal.
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.abort('blockedbyclient'),
  );
  const page = await context.newPage();
  page.on('request', (request) => {
    const { origin } = new URL(request.url());
    if (!origin.startsWith('http://127.0.0.1') && /^https?:/.test(origin)) outside.add(origin);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, context, errors, outside };
}

/** The page's errors that the test did not expect. */
export const unexpected = (errors: string[]) =>
  errors.filter((error) => !refusedChecks.test(error));

/** Every origin the editor may reach, by its CSP. */
export const allowedOrigins = new Set(
  Object.values(adminCspSources)
    .flat()
    .filter((source) => source.startsWith('https://')),
);

/** Sign in with a token; resolves when the collections are listed. */
export async function signIn(page: Page) {
  await page.getByRole('button', { name: 'Sign In Using Access Token' }).click();
  await page.getByRole('textbox', { name: 'Personal Access Token' }).fill('github_pat_fixture');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByText('Collections', { exact: true }).waitFor();
}

/**
 * Scrolls the form down until the `index`th of `locator` is there. The editor draws a long form's
 * fields only as they come into view (a placeholder stands for each until then), as a person
 * scrolling would see them: a field below the fold is not in the page yet.
 */
export async function reveal(page: Page, locator: Locator, index = 0): Promise<Locator> {
  const width = page.viewportSize()?.width ?? 1280;
  await expect
    .poll(
      async () => {
        if ((await locator.count()) > index) return true;
        // Over the form (the left half on a wide screen, the whole width on a phone).
        await page.mouse.move(width / 4, 500);
        await page.mouse.wheel(0, 300);
        return false;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return locator.nth(index);
}

/**
 * Fills a text box and waits until it holds the value. A new entry's form keeps settling for a
 * while after it shows (Sveltia fills its defaults in), and may drop a fill made meanwhile: on a
 * loaded two-core machine that took longer than expect.poll's default of one second.
 */
export async function fill(page: Page, name: string, value: string, index = 0) {
  const box = await reveal(page, page.getByRole('textbox', { name, exact: true }), index);
  await expect
    .poll(
      async () => {
        await box.fill(value);
        return box.inputValue();
      },
      { timeout: 30_000 },
    )
    .toBe(value);
}

/** Types at the end of a Markdown field (it opens as plain text). */
export async function typeInto(page: Page, name: string, text: string, index = 0) {
  await (await reveal(page, page.getByRole('textbox', { name, exact: true }), index)).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(text);
}

/**
 * Adds an item to a list field. The form moves the focus to the new item's
 * header a moment later; typing before then would lose the keys after it (a
 * space would even fold the item away), so this waits for that move.
 */
export async function addItem(page: Page, list: string) {
  // The list's own field (its name reads “List” Field, with bidi marks around the label); each of
  // its items has a Collapse button of its own (and so do lists within an item). Counted within the field, not the form: the
  // editor draws other lists' items as they scroll into view, and one of those once passed for
  // the new item while the Add click had come to nothing (the picker test, three CI runs).
  const field = page.getByRole('group', { name: new RegExp(`^\\W*${list}\\W*Field$`) });
  const add = await reveal(page, field.getByRole('button', { name: new RegExp(`Add\\W*${list}`) }));
  const items = field.getByRole('button', { name: 'Collapse', exact: true });
  const before = await items.count();
  await add.click();
  // A click made while the form's drawing moved the button can land on nothing: clicked again
  // after a long wait (a hang guard, not a speed limit), and only while the form is unchanged
  // (Save still off), so that a click that landed, merely slow, is not made twice.
  const added = () =>
    expect
      .poll(
        async () => {
          const count = await items.count();
          // The editor draws an item only once it is in view, and a new one is at the list's end:
          // brought into view here too, as the editor's own move of the focus (below) would, for
          // the times that move never comes (CI saw an item added but never drawn, so not counted,
          // and with Save on, no second click).
          if (count <= before)
            await field.evaluate((element) => element.scrollIntoView({ block: 'end' }));
          return count;
        },
        { timeout: 10_000 },
      )
      .toBeGreaterThan(before);
  await added().catch(async () => {
    if (await page.getByRole('button', { name: 'Save', exact: true }).isDisabled())
      await add.click();
  });
  await added();
  // Brought on screen, as the editor's own move of the focus would: the editor draws a list
  // item's fields only once it is in view, and without that move (below) a new item out of view
  // never had its fields drawn. The new item's own button is the first after those there before
  // (the list adds at its end; the item's own lists have theirs after it).
  await items.nth(before).scrollIntoViewIfNeeded();
  // A hang guard, not a speed limit: poll's own second is too short on a two-core machine busy
  // with another browser test. Once in a while (CI saw it) the move never comes at all; the
  // new item is there, and with no move to wait for, no key can be lost to it.
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')), {
      timeout: 15_000,
    })
    .toBe('Collapse')
    .catch(() => undefined);
}

/**
 * Picks `option` in the select field `field`: a few choices are radio buttons, many a drop-down
 * list; either way picked by label, once the field is drawn (asked at once, neither may be there yet).
 */
export async function pickChoice(page: Page, field: string, option: string) {
  const radio = page.getByRole('radio', { name: option, exact: true });
  const list = page.getByRole('combobox', { name: field, exact: true });
  await radio.or(list).first().waitFor();
  if (await radio.count()) {
    // Sveltia marks the radio checked a moment after the click, not at once as check() reads it.
    await radio.click();
    await expect.poll(() => radio.getAttribute('aria-checked')).toBe('true');
  } else {
    await list.click();
    await page.getByRole('option', { name: option, exact: true }).click();
  }
}

/** Picks a picture from public/images/ in the picture field's dialog. */
export async function pickPicture(
  page: Page,
  button: 'Browse' | 'Replace',
  file: string,
  index = 0,
) {
  await (await reveal(page, page.getByRole('button', { name: button }), index)).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('option', { name: file }).click();
  await dialog.getByRole('button', { name: 'Insert' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** Presses Save and waits for the commit it makes; without one, says what the form found wrong. */
export async function save(page: Page, stub: GitHubStub): Promise<StubCommit> {
  const before = stub.commits.length;
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  try {
    await expect.poll(() => stub.commits.length, { timeout: 10_000 }).toBe(before + 1);
  } catch (error) {
    const alerts = await page.getByRole('alert').allInnerTexts();
    throw new Error(`Save made no commit; the form says: ${JSON.stringify(alerts)}`, {
      cause: error,
    });
  }
  return stub.commits.at(-1)!;
}

/** Opens a collection from the list, then one of its entries or files. */
export async function open(page: Page, collection: string, entry: string) {
  await page.getByText(collection, { exact: true }).first().click();
  await page.getByText(entry, { exact: true }).first().click();
  await page.getByRole('button', { name: 'Save', exact: true }).waitFor();
}
