/** Words that belong to the site's frame rather than to one section. */
export const site = {
  /** The year in the copyright line of every footer (SPEC §9). */
  copyrightYear: 2025,
  /** Per-page title and description: the browser tab, search results and link previews. */
  meta: {
    home: {
      title: 'Jordan Avery · Mechanical Engineering Student',
      description:
        'Portfolio of Jordan Avery, a mechanical-engineering student: CAD, analysis and PCBrule, a pocket slide rule made from printed circuit boards.',
      imageAlt:
        'Jordan Avery, Mechanical Engineering Student, above a black circuit-board slide rule',
    },
    pcbrule: {
      title: 'PCBrule · A pocket slide rule made from PCBs · Jordan Avery',
      description:
        'The development log of PCBrule, a 6.5-inch slide rule made from matte black, ENIG gold and white silkscreen circuit boards: timeline, specifications, costs and next steps.',
      imageAlt: 'PCBrule, a black circuit-board slide rule with gold edges, set to multiply 2 by 3',
    },
  },
  skipLink: 'Skip to content',
  nav: {
    label: 'Main',
    home: 'Home',
    pcbrule: 'PCBrule',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    // The theme toggle's name; its pressed state says whether the dark theme is on.
    darkTheme: 'Dark theme',
  },
  heroActions: {
    heading: 'Resume and links',
    resume: { label: 'View resume', detail: 'PDF' },
    professionalNetwork: { label: 'Professional profile' },
    artPortfolio: { label: 'Art & design portfolio' },
    email: { label: 'Email me' },
  },
  featuredHeading: 'Featured Project',
} as const;
