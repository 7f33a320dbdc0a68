import { avatarSvg, wingRibSvg } from './drawings.ts';
import { outlineText } from './outline-text.ts';
import { rocketFinStl } from './rocket-fin-model.ts';
import { heroSvg, prototypeSvg } from './rule.ts';
import { copperSvg, panelSvg, stackupSvg } from './rule-fabrication.ts';
import { playgroundBodySvg, playgroundSlideSvg, playgroundStillSvg } from './rule-playground.ts';

/** Each drawing with its lettering as outlines (./outline-text.ts: why). */
const outlined = (drawings: Record<string, () => string>) =>
  Object.fromEntries(
    Object.entries(drawings).map(([file, draw]) => [file, () => outlineText(draw())]),
  );

/**
 * The sample person's pictures, drawn: each one's path under
 * `sample/public/` and the function that draws it. `npm run draw` writes them;
 * a fork's own copy of them (public/images/) is the owner's to replace.
 */
export const illustrations: Record<string, () => string> = outlined({
  'images/pcbrule-hero.svg': heroSvg,
  'images/pcbrule-prototype.svg': prototypeSvg,
  'images/pcbrule-panel.svg': panelSvg,
  'images/milestone-copper.svg': copperSvg,
  'images/milestone-stackup.svg': stackupSvg,
  'images/wing-rib.svg': wingRibSvg,
  'images/avatar.svg': avatarSvg,
});

/**
 * The site's own drawn files, by their path in the built site: the layers of the working slide
 * rule a story card can hold, in the board's own colours (the object's). They are the
 * template's, not the owner's, so they are no file in public/ (the owner's folder): the build
 * writes them and `npm run dev` serves them (../site/files/drawn-files.ts). (The site's icons are
 * the owner's initials, drawn with the other files around the pages: site-assets.ts.)
 */
export const siteDrawings = (): Record<string, () => string> =>
  outlined({
    'images/slide-rule-body.svg': playgroundBodySvg,
    'images/slide-rule-slide.svg': playgroundSlideSvg,
    'images/slide-rule-still.svg': playgroundStillSvg,
  });

/**
 * The sample person's CAD models, made from the same numbers as their drawings: each one's
 * path under `sample/public/` and the function that makes it. `npm run draw` writes them.
 */
export const sampleModels: Record<string, () => Uint8Array> = {
  'models/rocket-fin.stl': rocketFinStl,
};
