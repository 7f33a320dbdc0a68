/**
 * The owner's look, drawn: every colour role from their few colours, kept readable
 * (./colours.ts, ./readable.ts), what the build says of each colour it had to draw differently
 * (./notes.ts), and the CSS variables the stylesheet reads (./stylesheet.ts).
 */
export { drawLook, type Adjustment, type BandColours, type DrawnLook } from './colours.ts';
export { adjustmentNotes } from './notes.ts';
export { lookStylesheet } from './stylesheet.ts';
export {
  bandOf,
  paperOf,
  printAccentOf,
  toolbarOf,
  type CardBand,
  type CardPaper,
} from './cards.ts';
export { composite } from './readable.ts';
