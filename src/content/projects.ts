import type { OtherProject } from './schema';

/*
 * The other projects on Home, and the 'More Coming Soon' list. Projects with a
 * page and a development log of their own are in tracked/ beside this file.
 */

export const otherProjectsHeading = 'Other Projects';

export const otherProjects: OtherProject[] = [
  {
    title: 'Rocket Fin CAD',
    kind: 'Student rocketry · CAD and analysis',
    description:
      'A clipped-delta fin set for a high-power student rocket, modelled parametrically so root chord, tip chord, sweep and thickness could be traded against stability margin. I checked flutter margin with the NACA TN 4197 method, drew the fin can for a slot-and-tab fit, and produced laser-cut templates for the G10 layup.',
    skills: ['SolidWorks', 'Parametric CAD', 'OpenRocket', 'Flutter analysis', 'GD&T drawings'],
    image: {
      file: 'rocket-fin-cad.svg',
      alt: 'Engineering drawing of a clipped-delta rocket fin with its dimensions'
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
      alt: 'Drawing of an aircraft wing rib with a NACA 2412 profile and lightening holes'
    },
  },
];

export const comingSoon = {
  heading: 'More Coming Soon',
  intro: 'On the bench and in the sketchbook:',
  items: [
    'A 3D-printed planetary gearbox with a measured backlash test rig',
    'A desk-top wind tunnel for comparing fin profiles',
    'Write-ups of the PCBrule tolerance stack and scale-printing tests',
  ],
} as const;
