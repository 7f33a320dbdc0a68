/** The bar's height decides where anchored sections land, so the bar, stylesheet and tests share it. */

/** The project page's sticky navigation bar (Tailwind's `h-nav`), in rem. */
export const navHeight = 4;

/** Room left between the bar and a section the page scrolled to, in rem. */
export const anchorGap = 1;

/** A section's scroll margin (Tailwind's `scrollMargin.nav`) in rem: the bar plus the room. */
export const anchorMargin = navHeight + anchorGap;

/** Where an anchored section's top lands, in CSS pixels at the browser's default 16px root size. */
export const anchorTopPx = anchorMargin * 16;
