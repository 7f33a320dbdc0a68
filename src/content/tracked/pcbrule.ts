import type { TrackedProject } from '../schema';
import { milestones } from './pcbrule-timeline';

/**
 * PCBrule: its card on Home and everything on its page at /pcbrule. The
 * timeline's milestones are in pcbrule-timeline.ts beside this file.
 */
export const pcbrule: TrackedProject = {
  slug: 'pcbrule',
  title: 'PCBrule',
  tagline: 'A pocket slide rule made from printed circuit boards.',
  description:
    'The development log of PCBrule, a 6.5-inch slide rule made from matte black, ENIG gold and white silkscreen circuit boards: timeline, specifications, costs and next steps.',
  badge: 'In Development',
  heroImage: {
    file: 'pcbrule-hero.svg',
    alt: 'The PCBrule: a black circuit-board slide rule with white C and D scales, gold edges and a sliding centre board'
  },

  card: {
    badge: 'Currently Developing',
    summary:
      'A 6.5-inch pocket slide rule made entirely from printed circuit boards: matte black soldermask, ENIG gold and white silkscreen scales, with a stainless shim that keeps the slide moving smoothly.',
    highlights: [
      'Logarithmic scales generated from the maths, placed to the PCB fab’s tolerance',
      'Layered board stack; 0.1 mm stainless shims set the slide’s running clearance',
      'Costed for a 40-unit run at an estimated $24.50 per rule',
    ],
    image: {
      file: 'pcbrule-hero.svg',
      alt: 'The PCBrule: a black circuit-board slide rule with white scales and gold edges'
    },
    timelineButtonLabel: 'View development timeline',
  },

  donation: {
    label: 'Support development',
    // SAMPLE: replace with your own donation page (https only).
    url: 'https://ko-fi.com/sampleprofile',
    note: 'Optional, opens the donation page in a new tab',
  },

  story: [
    {
      title: 'The Story',
      paragraphs: [
        'PCBrule began as a side question during a circuits lab: printed circuit boards are flat, stiff, precisely cut and printed with crisp white lettering. That is most of what a slide rule needs.',
        'Every layer of the rule is a board from an ordinary PCB order. The scales are silkscreen, the edges and index marks are ENIG gold, and the only other parts are two stainless shims and a few M2 screws.',
      ],
    },
    {
      title: 'Inspiration',
      paragraphs: [
        'Engineers designed bridges, engines and spacecraft with slide rules until the 1970s. Using one makes you think about magnitude and precision in a way a calculator never does.',
        'I wanted an object that shows both sides of my degree, mechanical design and manufacturing, and that people can hold, use and keep in a pocket.',
      ],
    },
    {
      title: 'What is a slide rule?',
      paragraphs: [
        'A slide rule is a mechanical calculator. Its scales are spaced by logarithms, so sliding one scale along another adds lengths, and adding logarithms multiplies numbers.',
        'To multiply 2 by 3, put the 1 of the sliding C scale over 2 on the fixed D scale, then read the D scale under 3 on C: it says 6. Division runs the same steps backwards.',
      ],
      // The working PCBrule under this card (src/components/slide-rule/).
      interactive: 'slide-rule',
    },
  ],

  panel: {
    image: {
      file: 'pcbrule-panel.svg',
      alt: 'The manufacturing panel: stator and slide boards nested with routed slots, mouse bites and fiducials'
    },
    caption:
      'The front-layer panel: both stators and the slide for one rule, nested with routed slots and breakaway tabs.',
  },

  timeline: {
    heading: 'Development Timeline',
    intro:
      'Eleven milestones from the first sketch to the first batch. Completed work is marked in green; the current stage pulses.',
    milestones,
  },

  specs: {
    heading: 'Technical Specifications',
    items: [
      { label: 'Length', value: '6.5 inches' },
      { label: 'Surface finish', value: 'ENIG gold' },
      { label: 'Soldermask', value: 'Matte black' },
      { label: 'Legend', value: 'White silkscreen' },
    ],
    costs: {
      heading: 'Estimated cost per unit',
      lines: [
        {
          label: 'Fabrication',
          amount: 15.57,
          detail: 'per board, for a 40-unit order from the board manufacturer',
        },
        { label: 'Hardware', amount: 2.25, detail: 'estimate: screws, nuts and shims' },
        { label: 'Shipping and packaging', amount: 6.75, detail: 'estimate per unit' },
      ],
      totalLabel: 'Total estimated unit cost',
      // The owner's stated total, shown as given (not recomputed from the lines above).
      total: 24.5,
    },
    shim: {
      heading: 'Shim',
      items: [
        { label: 'Material', value: '0.1 mm stainless steel' },
        { label: 'Holes', value: '2 mm hole punch' },
      ],
    },
  },

  video: {
    heading: 'Prototype Demo',
    intro: 'The first assembled prototype, multiplying and dividing.',
    // SAMPLE: replace with the id of your own YouTube video (the part after "v=").
    youtubeId: 'M7lc1UVf-VE',
    title: 'PCBrule prototype demo video',
    poster: { file: 'pcbrule-prototype.svg', alt: '' },
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
    ],
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
};
