import { avatarSvg, rocketFinSvg, wingRibSvg } from './drawings';
import { copperSvg, faviconSvg, heroSvg, panelSvg, prototypeSvg, stackupSvg } from './rule';

/** Every drawn illustration: its path under `public/` and the function that draws it. */
export const illustrations: Record<string, () => string> = {
  'images/pcbrule-hero.svg': heroSvg,
  'images/pcbrule-prototype.svg': prototypeSvg,
  'images/pcbrule-panel.svg': panelSvg,
  'images/milestone-copper.svg': copperSvg,
  'images/milestone-stackup.svg': stackupSvg,
  'images/rocket-fin-cad.svg': rocketFinSvg,
  'images/wing-rib.svg': wingRibSvg,
  'images/avatar.svg': avatarSvg,
  'favicon.svg': faviconSvg,
};
