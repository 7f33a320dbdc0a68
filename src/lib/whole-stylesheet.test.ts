import { afterEach, describe, expect, it } from 'vitest';
import { wholeStylesheetLoaded } from './whole-stylesheet';

/** What `promise` has resolved to once the queued work has run, or 'pending'. */
async function outcome(promise: Promise<boolean>): Promise<boolean | 'pending'> {
  let result: boolean | 'pending' = 'pending';
  void promise.then((value) => (result = value));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return result;
}

function addLink(attributes: string) {
  document.head.insertAdjacentHTML(
    'beforeend',
    `<link rel="stylesheet" href="data:text/css," ${attributes} />`,
  );
  return document.head.querySelector<HTMLLinkElement>('link[data-whole-stylesheet]')!;
}

afterEach(() => document.head.replaceChildren());

describe('wholeStylesheetLoaded', () => {
  it('has nothing to wait for without the link (development, or no stylesheet)', async () => {
    expect(await outcome(wholeStylesheetLoaded())).toBe(true);
  });

  it('answers at once when the loader has seen the stylesheet load or fail', async () => {
    addLink('data-whole-stylesheet data-stylesheet="loaded"');
    expect(await outcome(wholeStylesheetLoaded())).toBe(true);
    document.head.replaceChildren();
    addLink('data-whole-stylesheet data-stylesheet="failed"');
    expect(await outcome(wholeStylesheetLoaded())).toBe(false);
  });

  it('waits for the stylesheet to load, switching it on if the loader has not', async () => {
    const link = addLink('disabled data-whole-stylesheet');
    const waiting = wholeStylesheetLoaded();
    expect(link.disabled).toBe(false);
    expect(await outcome(waiting)).toBe('pending');
    link.dispatchEvent(new Event('load'));
    expect(await outcome(waiting)).toBe(true);
  });

  it('answers false when the stylesheet fails to load', async () => {
    const link = addLink('data-whole-stylesheet');
    const waiting = wholeStylesheetLoaded();
    expect(await outcome(waiting)).toBe('pending');
    link.dispatchEvent(new Event('error'));
    expect(await outcome(waiting)).toBe(false);
  });
});
