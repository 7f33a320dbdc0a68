import { avatarSvg, rocketFinSvg, wingRibSvg } from './drawings';
import {
  copperSvg,
  faviconSvg,
  heroSvg,
  panelSvg,
  playgroundBodySvg,
  playgroundSlideSvg,
  playgroundStillSvg,
  prototypeSvg,
  stackupSvg,
} from './rule';

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
  'images/slide-rule-body.svg': playgroundBodySvg,
  'images/slide-rule-slide.svg': playgroundSlideSvg,
  'images/slide-rule-still.svg': playgroundStillSvg,
  'favicon.svg': faviconSvg,
};
