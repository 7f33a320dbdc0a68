/** Route paths and in-page anchors. Nothing else in the code types these as loose strings. */
export const paths = {
  home: '/',
  pcbrule: '/pcbrule',
} as const;

/** The hash that asks the project page to scroll to its timeline (SPEC §2). */
export const timelineHash = '#timeline';

/** Element ids used as anchors and for aria-labelledby. */
export const sectionIds = {
  main: 'main-content',
  timeline: 'timeline-section',
  timelineHeading: 'timeline-heading',
  mobileMenu: 'mobile-menu',
} as const;

/** Delay before the timeline scroll, so the page has laid out (SPEC §9). */
export const timelineScrollDelayMs = 200;
