import { afterEach, describe, expect, it, vi } from 'vitest';
import { asksNotToBeTracked, countPageView, countUrl, referrerHost } from './page-views';

afterEach(() => vi.unstubAllGlobals());

/** The pictures the counter asked for: each one's address and referrer policy. */
function countedPictures() {
  const asked: Array<{ src: string; referrerPolicy: string }> = [];
  vi.spyOn(HTMLImageElement.prototype, 'src', 'set').mockImplementation(function (
    this: HTMLImageElement,
    src: string,
  ) {
    asked.push({ src, referrerPolicy: this.referrerPolicy });
  });
  return asked;
}

describe('the page-view counter', () => {
  it('asks GoatCounter’s pixel for the path and the referring site’s host, and nothing else', () => {
    const url = new URL(countUrl('ada', '/robot-arm/updates/first-light', 'www.linkedin.com'));
    expect(`${url.origin}${url.pathname}`).toBe('https://ada.goatcounter.com/count');
    expect([...url.searchParams.keys()].sort()).toEqual(['p', 'r', 'rnd']);
    expect(url.searchParams.get('p')).toBe('/robot-arm/updates/first-light');
    expect(url.searchParams.get('r')).toBe('www.linkedin.com');
    expect(new URL(countUrl('ada', '/')).searchParams.has('r')).toBe(false);
  });

  it('keeps only another site’s host of a referrer', () => {
    expect(referrerHost('https://www.linkedin.com/feed/update/123?x=1', 'ada.github.io')).toBe(
      'www.linkedin.com',
    );
    expect(referrerHost('https://ada.github.io/portfolio/', 'ada.github.io')).toBeUndefined();
    expect(referrerHost('', 'ada.github.io')).toBeUndefined();
    expect(referrerHost('android-app://com.slack/', 'ada.github.io')).toBeUndefined();
  });

  it('counts a view with one picture, sent with no referrer', () => {
    const asked = countedPictures();
    expect(countPageView('ada', '/')).toBe(true);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.src).toMatch(/^https:\/\/ada\.goatcounter\.com\/count\?p=%2F&rnd=/);
    expect(asked[0]!.referrerPolicy).toBe('no-referrer');
  });

  it.each([
    [
      'Global Privacy Control',
      () => vi.stubGlobal('navigator', { ...navigator, globalPrivacyControl: true }),
    ],
    ['Do Not Track', () => vi.stubGlobal('navigator', { ...navigator, doNotTrack: '1' })],
  ])('counts nothing for a browser that asks not to be tracked (%s)', (_name, ask) => {
    const asked = countedPictures();
    expect(asksNotToBeTracked()).toBe(false);
    ask();
    expect(asksNotToBeTracked()).toBe(true);
    expect(countPageView('ada', '/')).toBe(false);
    expect(asked).toEqual([]);
  });
});
