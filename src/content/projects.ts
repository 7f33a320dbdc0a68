import type { FeaturedProject, OtherProject } from './types';

/** The featured project card on the Home page; the full story is in pcbrule.ts. */
export const featuredProject = {
  badge: 'Currently Developing',
  title: 'PCBrule',
  summary:
    'A 6.5-inch pocket slide rule made entirely from printed circuit boards: matte black soldermask, ENIG gold and white silkscreen scales, with a stainless shim that keeps the slide moving smoothly.',
  highlights: [
    'Logarithmic scales generated from the maths, placed to the PCB fab’s tolerance',
    'Layered board stack; 0.1 mm stainless shims set the slide’s running clearance',
    'Costed for a 40-unit run at an estimated $24.50 per rule',
  ],
  image: {
    file: 'pcbrule-hero.svg',
    alt: 'The PCBrule: a black circuit-board slide rule with white scales and gold edges',
    width: 1200,
    height: 420,
  },
  timelineButtonLabel: 'View development timeline',
} as const satisfies FeaturedProject;

export const otherProjectsHeading = 'Other Projects';

export const otherProjects = [
  {
    title: 'Rocket Fin CAD',
    kind: 'Student rocketry · CAD and analysis',
    description:
      'A clipped-delta fin set for a high-power student rocket, modelled parametrically so root chord, tip chord, sweep and thickness could be traded against stability margin. I checked flutter margin with the NACA TN 4197 method, drew the fin can for a slot-and-tab fit, and produced laser-cut templates for the G10 layup.',
    skills: ['SolidWorks', 'Parametric CAD', 'OpenRocket', 'Flutter analysis', 'GD&T drawings'],
    image: {
      file: 'rocket-fin-cad.svg',
      alt: 'Engineering drawing of a clipped-delta rocket fin with its dimensions',
      width: 800,
      height: 500,
    },
  },
  {
    title: 'Aerospace Internship',
    kind: 'Summer internship · structures team',
    description:
      'Ten weeks with a structures team working on wing ribs for a light aircraft. I rebuilt a rib model around a NACA 2412 section, sized its lightening holes to cut mass while holding the buckling margin, and wrote a small script that checks each drawing’s hole pattern against the stress report.',
    skills: [
      'Finite element analysis',
      'NX CAD',
      'Python',
      'Weight reduction',
      'Technical reports',
    ],
    image: {
      file: 'wing-rib.svg',
      alt: 'Drawing of an aircraft wing rib with a NACA 2412 profile and lightening holes',
      width: 800,
      height: 500,
    },
  },
] as const satisfies readonly OtherProject[];

export const comingSoon = {
  heading: 'More Coming Soon',
  intro: 'On the bench and in the sketchbook:',
  items: [
    'A 3D-printed planetary gearbox with a measured backlash test rig',
    'A desk-top wind tunnel for comparing fin profiles',
    'Write-ups of the PCBrule tolerance stack and scale-printing tests',
  ],
} as const;
