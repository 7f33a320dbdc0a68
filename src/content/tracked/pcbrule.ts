import type { Challenge, CostLine, Picture, Specification, StoryCard } from './types';

/** Everything on the PCBrule project page except the timeline (see timeline.ts). */
export const pcbrule = {
  badge: 'In Development',
  title: 'PCBrule',
  tagline: 'A pocket slide rule made from printed circuit boards.',
  donation: {
    label: 'Support development',
    // SAMPLE: replace with your own donation page (https only).
    url: 'https://ko-fi.com/sampleprofile',
    note: 'Optional, opens the donation page in a new tab',
  },
  heroImage: {
    file: 'pcbrule-hero.svg',
    alt: 'The PCBrule: a black circuit-board slide rule with white C and D scales, gold edges and a sliding centre board',
    width: 1200,
    height: 420,
  } satisfies Picture,

  story: {
    title: 'The Story',
    paragraphs: [
      'PCBrule began as a side question during a circuits lab: printed circuit boards are flat, stiff, precisely cut and printed with crisp white lettering. That is most of what a slide rule needs.',
      'Every layer of the rule is a board from an ordinary PCB order. The scales are silkscreen, the edges and index marks are ENIG gold, and the only other parts are two stainless shims and a few M2 screws.',
    ],
  } satisfies StoryCard,
  inspiration: {
    title: 'Inspiration',
    paragraphs: [
      'Engineers designed bridges, engines and spacecraft with slide rules until the 1970s. Using one makes you think about magnitude and precision in a way a calculator never does.',
      'I wanted an object that shows both sides of my degree, mechanical design and manufacturing, and that people can hold, use and keep in a pocket.',
    ],
  } satisfies StoryCard,
  slideRule: {
    title: 'What is a slide rule?',
    paragraphs: [
      'A slide rule is a mechanical calculator. Its scales are spaced by logarithms, so sliding one scale along another adds lengths, and adding logarithms multiplies numbers.',
      'To multiply 2 by 3, put the 1 of the sliding C scale over 2 on the fixed D scale, then read the D scale under 3 on C: it says 6. Division runs the same steps backwards.',
    ],
    /** The working slide rule under this card (src/components/slide-rule/). */
    playground: {
      label: 'A working PCBrule',
      stillLabel:
        'The PCBrule set to 2 × 3: C’s 1 over 2 on D; the cursor over 3 on C reads 6 on D',
      slideLabel: 'Slide (C scale)',
      cursorLabel: 'Cursor',
      hint: 'Try it: drag C’s 1 over 2 on D, move the cursor to 3 on C, read 6 on D. By keyboard: Tab to the slide or the cursor, then use the arrow keys.',
      /** In place of the hint when JavaScript is off, and the still picture cannot move. */
      noScriptHint:
        'Set to 2 × 3: C’s 1 over 2 on D, and the cursor over 3 on C reads 6 on D. With JavaScript on, you can move the slide and the cursor yourself.',
      offScale: 'Move the cursor over the C scale to read a product',
    },
  },

  panelImage: {
    file: 'pcbrule-panel.svg',
    alt: 'The manufacturing panel: stator and slide boards nested with routed slots, mouse bites and fiducials',
    width: 1200,
    height: 600,
  } satisfies Picture,
  panelCaption:
    'The front-layer panel: both stators and the slide for one rule, nested with routed slots and breakaway tabs.',

  timeline: {
    heading: 'Development Timeline',
    intro:
      'Eleven milestones from the first sketch to the first batch. Completed work is marked in green; the current stage pulses.',
    statusLabels: { completed: 'Completed', current: 'In Progress', future: 'Future' },
    /** The summary above the timeline; its figures are counted from timeline.ts. */
    progress: {
      summary: (completed: number, total: number) => `${completed} of ${total} milestones complete`,
      current: 'In progress',
    },
  },

  specs: {
    heading: 'Technical Specifications',
    items: [
      { label: 'Length', value: '6.5 inches' },
      { label: 'Surface finish', value: 'ENIG gold' },
      { label: 'Soldermask', value: 'Matte black' },
      { label: 'Legend', value: 'White silkscreen' },
    ] satisfies Specification[],
    costsHeading: 'Estimated cost per unit',
    costs: [
      {
        label: 'Fabrication',
        amount: 15.57,
        detail: 'per board, for a 40-unit order from the board manufacturer',
      },
      { label: 'Hardware', amount: 2.25, detail: 'estimate: screws, nuts and shims' },
      { label: 'Shipping and packaging', amount: 6.75, detail: 'estimate per unit' },
    ] satisfies CostLine[],
    // The owner's stated total, shown as given (not recomputed from the lines above).
    totalLabel: 'Total estimated unit cost',
    totalShort: 'stated total',
    costsColumns: { item: 'Item', amount: 'Cost per unit' },
    total: 24.5,
    /** Shown under the total: the lines are estimates too, and their sum is not the stated total. */
    totalNote: (sumOfLines: string) =>
      `The total is the project’s own rounded estimate; the three lines above add up to ${sumOfLines}.`,
    shimHeading: 'Shim',
    shim: [
      { label: 'Material', value: '0.1 mm stainless steel' },
      { label: 'Holes', value: '2 mm hole punch' },
    ] satisfies Specification[],
  },

  video: {
    heading: 'Prototype Demo',
    intro: 'The first assembled prototype, multiplying and dividing.',
    // SAMPLE: replace with the id of your own YouTube video (the part after "v=").
    youtubeId: 'M7lc1UVf-VE',
    title: 'PCBrule prototype demo video',
    poster: {
      file: 'pcbrule-prototype.svg',
      alt: '',
      width: 1200,
      height: 675,
    } satisfies Picture,
    playLabel: 'Play the prototype demo video',
    consentNote: 'The video loads from YouTube (privacy-enhanced mode) only when you press play.',
    watchOnYouTube: 'Watch it on YouTube instead',
  },

  nextSteps: {
    heading: 'Next Steps and Current Challenges',
    challengesHeading: 'Current challenges',
    challenges: [
      {
        title: 'Slide friction',
        description:
          'FR-4 thickness varies by up to ±10% between boards, so the same shim gives a slide that is loose on one rule and stiff on the next. I am testing shim stacks and screw torques to find a fit that tolerates the spread.',
      },
      {
        title: 'Scale accuracy',
        description:
          'Silkscreen registration can drift by a few tenths of a millimetre. Near the right-hand end of the D scale that is a visible error, so I am measuring drift across boards and compensating in the artwork.',
      },
      {
        title: 'Cursor',
        description:
          'A real slide rule has a clear cursor with a hairline. PCB materials are opaque, so I am prototyping a thin clear acrylic cursor and an all-PCB alternative with a cut window and exposed-copper line.',
      },
    ] satisfies Challenge[],
    iterationsHeading: 'Upcoming iterations',
    iterations: [
      'Shim thickness and screw torque test matrix',
      'Silkscreen drift compensation in the scale generator',
      'Clear acrylic cursor with engraved hairline',
      'All-PCB cursor with exposed-copper line',
      'Assembly jig and shim punch fixture',
      'Protective sleeve and packaging prototype',
    ],
  },

  purchasing: {
    heading: 'About Purchasing & Development Support',
    paragraphs: [
      'PCBrule is not for sale: there are no preorders and no sales, and nothing on this page takes an order.',
      'If you would like to help the project along, optional donations are accepted and go straight into prototype boards and test materials. A donation does not buy a rule or reserve one.',
    ],
  },
} as const;
