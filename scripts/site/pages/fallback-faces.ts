/**
 * The faces a chosen family's text is drawn in until the family arrives (or if it never does): a
 * font every visitor has, resized and with its line metrics overridden so that it fills the
 * same boxes as the family, and the family's arrival moves nothing. The numbers are computed
 * from both fonts' metrics as @capsizecss/metrics keeps them (read from the fonts' own tables),
 * in the way Next.js's next/font and fontaine match a fallback: size-adjust makes the average
 * width of a Latin letter the family's, and the ascent, descent and line gap are the family's,
 * divided by that scale, since the browser scales the overrides with the face.
 */
import { fontFamilyToCamelCase } from '@capsizecss/metrics';
import type { FontFamilyName } from '../../../src/styles/font-families';
import { fontFamilies } from '../../../src/styles/font-families';

/** The fields of @capsizecss/metrics's entries this file reads. */
export interface FontMetrics {
  familyName: string;
  ascent: number;
  descent: number;
  lineGap: number;
  unitsPerEm: number;
  xWidthAvg: number;
  subsets?: { latin?: { xWidthAvg: number } };
}

/** A font the visitor has, by the names local() finds it under, and its metrics' module. */
export interface LocalFont {
  /** The word in its fallback family's name: "Inter Fallback Arial". */
  name: string;
  metrics: string;
  regular: readonly string[];
  bold: readonly string[];
}

/**
 * The fonts a fallback is made of, by kind of family. Arial is on Windows, macOS and iOS;
 * Liberation Sans and Arimo, drawn to Arial's widths, on many a Linux and ChromeOS; Roboto is
 * Android's, a face of its own since its metrics are not Arial's. Courier New and its
 * metric twins for the monospaces. A visitor with none of them gets the system's stack.
 */
export const localFonts: Record<'sans' | 'mono', readonly LocalFont[]> = {
  sans: [
    {
      name: 'Arial',
      metrics: 'arial',
      regular: [
        'Arial',
        'ArialMT',
        'Liberation Sans',
        'LiberationSans',
        'Arimo Regular',
        'Arimo-Regular',
      ],
      bold: [
        'Arial Bold',
        'Arial-BoldMT',
        'Liberation Sans Bold',
        'LiberationSans-Bold',
        'Arimo Bold',
        'Arimo-Bold',
      ],
    },
    {
      name: 'Roboto',
      metrics: 'roboto',
      regular: ['Roboto', 'Roboto Regular', 'Roboto-Regular'],
      bold: ['Roboto Bold', 'Roboto-Bold'],
    },
  ],
  mono: [
    {
      name: 'Courier New',
      metrics: 'courierNew',
      regular: [
        'Courier New',
        'CourierNewPSMT',
        'Liberation Mono',
        'LiberationMono',
        'Cousine Regular',
        'Cousine-Regular',
      ],
      bold: [
        'Courier New Bold',
        'CourierNewPS-BoldMT',
        'Liberation Mono Bold',
        'LiberationMono-Bold',
        'Cousine Bold',
        'Cousine-Bold',
      ],
    },
  ],
};

/** A family's metrics, or a local font's (by its module's name), from @capsizecss/metrics. */
export async function metricsOf(name: string): Promise<FontMetrics> {
  // The modules are named in camel case: "IBM Plex Sans" is iBMPlexSans, "courierNew" itself.
  const module = (await import(`@capsizecss/metrics/${fontFamilyToCamelCase(name)}`)) as {
    default: FontMetrics;
  };
  return module.default;
}

/**
 * The overrides, as the fractions the rules write (percentages to four decimals), that draw
 * `local` in the boxes of `family`: the line metrics are worked out from the size-adjust as
 * written, so that the numbers on the page multiply back to the family's own. (Chrome on Linux
 * still draws a line a pixel shorter where the family's ascent falls on a half pixel, as
 * Inter's does at 16 px: FreeType rounds a font's own ascent up, the override's to nearest.)
 */
export function overrides(family: FontMetrics, local: FontMetrics) {
  const widthOf = (metrics: FontMetrics) =>
    (metrics.subsets?.latin?.xWidthAvg ?? metrics.xWidthAvg) / metrics.unitsPerEm;
  const written = 1e6;
  const sizeAdjust = Math.round((widthOf(family) / widthOf(local)) * written) / written;
  const em = family.unitsPerEm * sizeAdjust;
  const line = (value: number) => Math.round((value / em) * written) / written;
  return {
    sizeAdjust,
    ascent: line(family.ascent),
    descent: line(Math.abs(family.descent)),
    lineGap: line(family.lineGap),
  };
}

const percent = (fraction: number) => `${(fraction * 100).toFixed(4)}%`;

/** The name of the fallback family a local font makes for `family`: "Inter Fallback Arial". */
export const fallbackName = (family: string, local: LocalFont) =>
  `${family} Fallback ${local.name}`;

/**
 * The @font-face rules of `family`'s fallbacks, and their names in the order a stack lists them.
 * Each fallback has a regular and a bold face: text the family draws bold is drawn in the local
 * font's own bold (with the regular's overrides: the metrics library keeps the regular's
 * numbers, and a family's bold is no taller), never in a bold the browser makes up.
 */
export async function fallbackFaces(
  family: FontFamilyName,
): Promise<{ css: string; names: string[] }> {
  const metrics = await metricsOf(family);
  const rules: string[] = [];
  const names: string[] = [];
  for (const local of localFonts[fontFamilies[family].kind]) {
    const name = fallbackName(family, local);
    const { sizeAdjust, ascent, descent, lineGap } = overrides(
      metrics,
      await metricsOf(local.metrics),
    );
    const descriptors =
      `size-adjust:${percent(sizeAdjust)};ascent-override:${percent(ascent)};` +
      `descent-override:${percent(descent)};line-gap-override:${percent(lineGap)}`;
    const src = (fonts: readonly string[]) => fonts.map((font) => `local("${font}")`).join(',');
    rules.push(
      `@font-face{font-family:"${name}";font-weight:100 549;src:${src(local.regular)};${descriptors}}`,
      `@font-face{font-family:"${name}";font-weight:550 900;src:${src(local.bold)};${descriptors}}`,
    );
    names.push(name);
  }
  return { css: rules.join(''), names };
}
