// @vitest-environment node
import arial from '@capsizecss/metrics/arial';
import courierNew from '@capsizecss/metrics/courierNew';
import jetBrainsMono from '@capsizecss/metrics/jetBrainsMono';
import spaceGrotesk from '@capsizecss/metrics/spaceGrotesk';
import { describe, expect, it } from 'vitest';
import { fontFamilies, type FontFamilyName } from '../../../src/styles/font-families';
import { fallbackFaces, localFonts, metricsOf, overrides } from './fallback-faces';

/** The descriptors of the face a rule declares for `family`, as numbers (percentages as fractions). */
function descriptorsOf(css: string, family: string) {
  const rule = css.match(
    new RegExp(`@font-face\\{font-family:"${family}";font-weight:100 549;[^}]*\\}`),
  )![0];
  const number = (name: string) => Number(rule.match(new RegExp(`${name}:([\\d.]+)%`))![1]) / 100;
  return {
    rule,
    sizeAdjust: number('size-adjust'),
    ascent: number('ascent-override'),
    descent: number('descent-override'),
    lineGap: number('line-gap-override'),
  };
}

describe('the metric-matched fallbacks', () => {
  it('make a Latin letter of the fallback as wide as the family’s, and its lines as tall', async () => {
    const { css, names } = await fallbackFaces('Space Grotesk');
    expect(names).toEqual(['Space Grotesk Fallback Arial', 'Space Grotesk Fallback Roboto']);
    const face = descriptorsOf(css, 'Space Grotesk Fallback Arial');
    expect(face.rule).toContain('src:local("Arial")');
    const width = (metrics: typeof arial) => metrics.subsets.latin.xWidthAvg / metrics.unitsPerEm;
    expect(face.sizeAdjust).toBeCloseTo(width(spaceGrotesk) / width(arial), 5);
    // Scaled by the size-adjust, the fallback's line metrics are the family's own.
    const em = spaceGrotesk.unitsPerEm;
    expect(face.ascent * face.sizeAdjust).toBeCloseTo(spaceGrotesk.ascent / em, 5);
    expect(face.descent * face.sizeAdjust).toBeCloseTo(-spaceGrotesk.descent / em, 5);
    expect(face.lineGap * face.sizeAdjust).toBeCloseTo(spaceGrotesk.lineGap / em, 5);
    // Bold text is drawn in the local font's own bold, with the same overrides.
    expect(css).toMatch(/font-weight:550 900;src:local\("Arial Bold"\)[^}]*size-adjust/);
  });

  it('match a monospace on Courier New, whose every letter is as wide as the family’s', async () => {
    const face = descriptorsOf(
      (await fallbackFaces('JetBrains Mono')).css,
      'JetBrains Mono Fallback Courier New',
    );
    const expected = overrides(jetBrainsMono, courierNew);
    expect(face.sizeAdjust).toBeCloseTo(
      jetBrainsMono.xWidthAvg /
        jetBrainsMono.unitsPerEm /
        (courierNew.xWidthAvg / courierNew.unitsPerEm),
      5,
    );
    expect(face.ascent).toBeCloseTo(expected.ascent, 5);
  });

  it('find every family’s metrics and every local font’s in the library', async () => {
    for (const family of Object.keys(fontFamilies) as FontFamilyName[])
      expect((await metricsOf(family)).familyName).toBe(family);
    for (const local of [...localFonts.sans, ...localFonts.mono])
      expect((await metricsOf(local.metrics)).familyName).toBe(local.name);
  });
});
