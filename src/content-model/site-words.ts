/**
 * The words of the site's frame: navigation, buttons and labels that every
 * page or project shares. Nothing here names the owner: titles and
 * descriptions that do are made from the profile (src/app/routes/route-table.tsx).
 * Every page's script carries these words: those of a part only some pages or a chunk fetched
 * on demand show live beside it (./comment-words.ts, ./photo-viewer-words.ts, ./search-words.ts,
 * ./model-words.ts, ./resume-words.ts).
 */
export const site = {
  skipLink: 'Skip to content',
  /** What a picture's placeholder says when the picture cannot be loaded (docs/spec.md §8). */
  imageError: 'Error loading image',
  /** After a link's text, for screen readers, where the link opens a new tab. */
  newTab: ' (opens in a new tab)',
  nav: {
    label: 'Main',
    home: 'Home',
    resume: 'Resume',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    // The theme toggle's name; its pressed state says whether the dark theme is on.
    darkTheme: 'Dark theme',
  },
  /** Search's button in the navigation (src/components/search/; its dialog's words: ./search-words.ts). */
  search: {
    open: 'Search',
    /** Said when search's code or index cannot be had: a browser keeps a failed import for the page's life, so a reload. */
    failed: 'Search could not load. Check the connection, then reload the page.',
  },
  heroActions: {
    heading: 'Resume and links',
    resume: { label: 'View resume', detail: 'PDF' },
    professionalNetwork: { label: 'Professional profile' },
    artPortfolio: { label: 'Art & design portfolio' },
    email: { label: 'Email me' },
  },
  /** The resume page's title (every page's script makes every title) and its link on Home; the page's own words: ./resume-words.ts. */
  resume: {
    pageTitle: 'Resume',
    description: (name: string, jobTitle: string, school: string) =>
      `Resume of ${name}, ${jobTitle} at ${school}: experience, education, projects and skills.`,
    /** Home's link to the page, under the hero's actions. */
    homeLink: 'Read the resume on this site',
  },
  featuredHeading: 'Featured Project',
  /** The button from a project's card on Home to its timeline, unless the project words it. */
  timelineButton: 'View development timeline',
  /** The avatar's alt text, made from the owner's name. */
  portraitOf: (name: string) => `Portrait of ${name}`,
  /** Labels every tracked project's page shares. */
  projectPage: {
    statusLabels: { completed: 'Completed', current: 'In Progress', future: 'Future' },
    /** Beside a milestone's badge: "Completed Mar 2025", "Started Jan 2026". */
    milestoneDates: { started: 'Started', completed: 'Completed' },
    /** Under a milestone: the updates that belong to it. */
    milestoneUpdates: 'Updates',
    /** The summary above a timeline; its figures are counted from the milestones. */
    progress: {
      summary: (completed: number, total: number) => `${completed} of ${total} milestones complete`,
      current: 'In progress',
      lastUpdated: 'Last updated',
    },
    costsColumns: { item: 'Item', amount: 'Cost per unit' },
    totalShort: 'stated total',
    /** Shown under the total: the lines are estimates too, and their sum is not the stated total. */
    totalNote: (sumOfLines: string) =>
      `The total is the project’s own rounded estimate; the lines above add up to ${sumOfLines}.`,
    /** The development log: the newest updates on the project page, all of them on their own page. */
    log: {
      heading: 'Development log',
      /** How many of the newest updates the project page shows; the rest are on the log's page. */
      latestCount: 3,
      allUpdates: (count: number) => `All ${count} updates`,
      pageTitle: (project: string) => `${project} development log`,
      pageIntro: (count: number) =>
        `${count} dated ${count === 1 ? 'update' : 'updates'}, newest first.`,
      backToLog: (project: string) => `${project} development log`,
      backToProject: (project: string) => `Back to ${project}`,
      newer: 'Newer',
      older: 'Older',
      neighbours: 'Newer and older updates',
      milestone: 'Milestone',
      follow: 'Follow the updates',
      feedNote:
        'An Atom feed: paste its address into a feed reader (Feedly, NetNewsWire, Thunderbird…) to hear of each new update.',
      latest: 'Latest update',
    },
    /** An update's photos: the lead one and the grid of the others (the viewer's words: ./photo-viewer-words.ts). */
    gallery: {
      heading: (count: number) => `${count} more ${count === 1 ? 'photo' : 'photos'}`,
      /** On a log card, beside the lead picture: how many photos the update has besides it. */
      more: (count: number) => `+${count} ${count === 1 ? 'photo' : 'photos'}`,
    },
    /** A circuit board shown from its fab files (src/components/design/board-figure.tsx). */
    board: {
      sides: 'Side shown',
      top: 'Top',
      bottom: 'Bottom',
      /** A face's description: the board's own, then which face. */
      faceAlt: (alt: string, side: string) => `${alt} (${side.toLowerCase()})`,
      facts: (size: string, layers: number) =>
        `${size} · ${layers} copper ${layers === 1 ? 'layer' : 'layers'}`,
    },
    drawing: {
      /** A sheet's description: the drawing's own, then which sheet when it has several. */
      sheetAlt: (alt: string, sheet: number, sheets: number) =>
        sheets > 1 ? `${alt} (sheet ${sheet} of ${sheets})` : alt,
      /** Under a sheet: "Sheet 2 of 3 · A3 landscape, 420 × 297 mm · scale 1:2". */
      sheetFacts: (sheet: number, sheets: number, paper: string, scale?: string) =>
        [sheets > 1 ? `Sheet ${sheet} of ${sheets}` : '', paper, scale ? `scale ${scale}` : '']
          .filter(Boolean)
          .join(' · '),
      /** The whole drawing, in the figure's caption. */
      sheets: (count: number) => `${count} ${count === 1 ? 'sheet' : 'sheets'}`,
      zoomHint: 'Open a sheet to zoom in',
    },
    video: {
      play: (title: string) => `Play the ${title}`,
      consentNote: 'The video loads from YouTube (privacy-enhanced mode) only when you press play.',
      watchOnYouTube: 'Watch it on YouTube instead',
    },
  },
  /**
   * A CAD model's figure (src/components/model/): its still picture and its button. The 3D view's
   * own words and the assembly's part list, which the build writes, are in ./model-words.ts.
   */
  model: {
    /** Before the sizes, for screen readers: "Size: 120 × 84 × 3 mm". */
    dimensions: 'Size',
    view3d: 'View in 3D',
    loading: 'Loading 3D…',
    /** Said to screen readers once the 3D view is open. */
    controlsHint:
      'Drag to turn, pinch or scroll to zoom, drag with two fingers or the right button to move. Keys: arrows turn, Page Up and Page Down zoom, Shift with arrows moves.',
    noWebGL: 'This browser cannot show 3D here (WebGL is off); the picture above is the model.',
    failed: 'The 3D view could not load; the picture above is the model.',
    download: (file: string, size: string) => `Download ${file} (${size})`,
  },
} as const;
