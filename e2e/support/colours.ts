/** Browsers report colours as "rgb(r, g, b)", so the tests compare against palette colours in that form. */
import { rgb } from '../../src/styles/palette';

/** A #rrggbb colour as getComputedStyle writes it. */
export const computedColour = (hex: string): string => `rgb(${rgb(hex).join(', ')})`;
