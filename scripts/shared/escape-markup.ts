/**
 * The one escaper for text put into HTML or XML written by hand: pages' heads,
 * feeds, the sitemap, SVG drawings, the editor's pages, the review's report and
 * the résumé's XMP metadata. It escapes the four characters that can end a text
 * node or a double-quoted attribute early in HTML and in XML (`& < > "`), each
 * as entities writes it. entities' own `escapeUTF8` escapes `'` too, which every
 * drawing's font-family="'Inter', …" would then carry as `&apos;`: the same
 * meaning in other bytes; `escapeText` and `escapeAttribute` write U+00A0 as
 * `&nbsp;`, which XML (feeds, SVG) does not define.
 */
import { escapeUTF8 } from 'entities';

/** Escapes `text` for an HTML or XML text node or a double-quoted attribute. */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"]/g, escapeUTF8);
}
