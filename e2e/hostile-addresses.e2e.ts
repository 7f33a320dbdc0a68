import { describe, expect, it } from 'vitest';
import { appReady, featured, profile, shownInFull, useSite } from './support/site';

/** The made-up featured project's address (every section is there). */
const slug = featured.slug;

/** Addresses people paste, mistype or craft; each must end on our origin, on Home or the project page. */
const addresses = [
  '%E0%A4%A', // malformed percent-encoding
  '%', // a lone percent sign
  '<script>alert(1)</script>',
  '%3Cscript%3Ealert(1)%3C/script%3E',
  `${slug}?q=<script>alert(1)</script>`,
  'x?q=%3Cimg%20src=x%20onerror=alert(1)%3E#<img src=x onerror=alert(2)>',
  `${slug}#"><img src=x onerror=alert(3)>`,
  '/other.example/',
  '/\\other.example/',
  '%2F%2Fother.example/',
  '%5C%5Cother.example',
  '..%2F..%2Fpackage.json',
  `${slug}/../${slug}`, // the browser resolves .. segments before asking
  `a/%2e%2e/${slug}`,
  'a/b/../../',
  'a/'.repeat(1500),
  'PCBRULE',
  `${slug}/`,
  `${slug}.html`,
  `?/${slug}`,
  '?//other.example/x',
  '?/\\other.example',
  '?/%2F%2Fother.example',
  '?/a~and~b&c=~and~#h',
  'javascript:alert(1)',
];

describe('hostile and broken addresses', () => {
  const site = useSite('/portfolio/');

  it.each(
    addresses.map((address) => [
      address.length > 80 ? `${address.slice(0, 40)}… (${address.length} chars)` : address,
      address,
    ]),
  )('%s', async (_label, address) => {
    const { page, errors } = await site.open({
      allowErrors: /Failed to load resource: the server responded with a status of 40[04]/,
    });
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`${site.origin}/portfolio/${address}`);
    // The road ends where the app has taken over the page, and every picture
    // on it, one the address might have slipped in among them, has loaded or
    // failed (so its error handler, if any, has run).
    await appReady(page);
    await shownInFull(page);

    expect(new URL(page.url()).origin).toBe(site.origin);
    expect(dialogs).toEqual([]);
    expect(await page.evaluate(() => 'injected' in window)).toBe(false);
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    expect([profile.name, featured.title]).toContain(heading);
    expect(errors.filter((error) => !/status of 40[04]/.test(error))).toEqual([]);
  });
});
