import { afterEach, describe, expect, it } from 'vitest';
import { wholeStylesheetSettled } from './whole-stylesheet';

/** Resolves to whether `promise` has settled by the time the queued work has run. */
async function settledYet(promise: Promise<void>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return settled;
}

function addLink(attributes: string) {
  document.head.insertAdjacentHTML(
    'beforeend',
    `<link rel="stylesheet" href="data:text/css," ${attributes} />`,
  );
  return document.head.querySelector<HTMLLinkElement>('link[data-whole-stylesheet]')!;
}

afterEach(() => document.head.replaceChildren());

describe('wholeStylesheetSettled', () => {
  it('has nothing to wait for without the link (development, or no stylesheet)', async () => {
    expect(await settledYet(wholeStylesheetSettled())).toBe(true);
  });

  it('has nothing to wait for once the loader has marked the stylesheet settled', async () => {
    addLink('data-whole-stylesheet data-settled');
    expect(await settledYet(wholeStylesheetSettled())).toBe(true);
  });

  it('waits for the stylesheet to load, switching it on if the loader has not', async () => {
    const link = addLink('disabled data-whole-stylesheet');
    const waiting = wholeStylesheetSettled();
    expect(link.disabled).toBe(false);
    expect(await settledYet(waiting)).toBe(false);
    link.dispatchEvent(new Event('load'));
    expect(await settledYet(waiting)).toBe(true);
  });

  it('lets the app start when the stylesheet fails to load', async () => {
    const link = addLink('data-whole-stylesheet');
    const waiting = wholeStylesheetSettled();
    expect(await settledYet(waiting)).toBe(false);
    link.dispatchEvent(new Event('error'));
    expect(await settledYet(waiting)).toBe(true);
  });
});
