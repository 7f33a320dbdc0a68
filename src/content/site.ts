/** Words that belong to the site's frame rather than to one section. */
export const site = {
  skipLink: 'Skip to content',
  nav: {
    label: 'Main',
    home: 'Home',
    pcbrule: 'PCBrule',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
  },
  heroActions: {
    heading: 'Resume and links',
    resume: { label: 'View resume', detail: 'PDF' },
    professionalNetwork: { label: 'Professional profile' },
    artPortfolio: { label: 'Art & design portfolio' },
    email: { label: 'Email me' },
  },
  featuredHeading: 'Featured Project',
  openProject: 'Read the project log',
} as const;
