/** Browsers report colours as "rgb(r, g, b)", so the tests compare against the look's colours in that form. */
import { rgb } from '../../src/styles/palette';
import { drawLook } from '../../scripts/site/look';
import { fixtureContent } from '../../scripts/lab/unit-tests/fixtures';

/** A #rrggbb colour as getComputedStyle writes it. */
export const computedColour = (hex: string): string => `rgb(${rgb(hex).join(', ')})`;

/** The made-up owner's look as the build draws it: what the browser tests expect to see. */
export const fixtureLook = drawLook(fixtureContent.look, fixtureContent.trackedProjects);
