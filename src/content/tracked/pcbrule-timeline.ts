import type { Milestone } from '../schema';

/**
 * The PCBrule development timeline, in order. To move progress on, set the
 * finished milestone to 'completed' and the next one to 'current'; the badges,
 * dots, progress bar and counts all follow (docs/spec.md §4).
 */
export const milestones: Milestone[] = [
  {
    id: 1,
    title: 'Ideation',
    status: 'completed',
    description:
      'Started from a question: could a slide rule, the tool that took engineers to the Moon, be made with nothing but a PCB order? Sketched a pocket rule that fits a shirt pocket and listed what a board house can and cannot do.',
    tags: ['Concept', 'Sketching'],
    image: null,
  },
  {
    id: 2,
    title: 'Research and Concept',
    status: 'completed',
    description:
      'Studied vintage duplex and simplex rules, how their scales are laid out and how the slide is held. Settled on a simplex layout with C and D scales, a 6.5-inch length and FR-4 as the structural material.',
    tags: ['Research', 'Slide rule history', 'Requirements'],
    image: null,
  },
  {
    id: 3,
    title: 'Mechanical Design',
    status: 'completed',
    description:
      'Designed a layered stack: a back plate, spacer rails either side of the slide and front stators that overlap its edges. A 0.1 mm stainless shim under each stator sets the slide’s running clearance, and M2 screws pass through 2 mm holes punched in the shims.',
    tags: ['CAD', 'Tolerance stack', 'Fasteners'],
    image: {
      file: 'milestone-stackup.svg',
      alt: 'Cross-section of the PCBrule: back plate, spacer rails beside the slide, stainless shims and front stators held by M2 screws'
    },
  },
  {
    id: 4,
    title: 'Design Validation',
    status: 'completed',
    description:
      'Printed the scales on paper at 1:1 and checked them against a vintage rule; cut test coupons to measure how much clearance the slide really needs with FR-4 thickness tolerance of ±10%.',
    tags: ['Testing', 'Metrology'],
    image: null,
  },
  {
    id: 5,
    title: 'Panel Layout',
    status: 'completed',
    description:
      'Nested the boards on manufacturing panels with routed slots and mouse bites, so each order yields complete sets and the parts break out cleanly without damaging the gold edges.',
    tags: ['DFM', 'Panelisation'],
    image: null,
  },
  {
    id: 6,
    title: 'Graphic Design',
    status: 'completed',
    description:
      'Generated every graduation from log₁₀ in a script instead of drawing by hand, then tuned line weights and numeral sizes to the silkscreen process’s minimum feature size so the scales stay legible.',
    tags: ['Scripting', 'Silkscreen', 'Typography'],
    image: null,
  },
  {
    id: 7,
    title: 'PCB Design',
    status: 'completed',
    description:
      'Laid out the boards in KiCad: gold ENIG edges and index marks, exposed-copper cursor line, matte black soldermask and white silkscreen, with the design rules checked against the board house’s capabilities.',
    tags: ['KiCad', 'ENIG', 'DRC'],
    image: {
      file: 'milestone-copper.svg',
      alt: 'The PCBrule copper layer: gold edges, index marks and mounting holes on the board outline'
    },
  },
  {
    id: 8,
    title: 'Prototyping',
    status: 'current',
    description:
      'First boards are in hand. Assembling prototypes to tune shim thickness, screw torque and slide fit, and checking scale accuracy against a calculator across the full range.',
    tags: ['Assembly', 'Fit and finish', 'Accuracy testing'],
    image: {
      file: 'pcbrule-prototype.svg',
      alt: 'An assembled PCBrule prototype with its slide set to multiply 2 by 3'
    },
  },
  {
    id: 9,
    title: 'Development of Mass Manufacture Techniques',
    status: 'future',
    description:
      'Turn the bench process into a repeatable one: a jig for punching the shims, a fixture for assembly and a quick go/no-go check for slide friction.',
    tags: ['Jigs and fixtures', 'Process design'],
    image: null,
  },
  {
    id: 10,
    title: 'Shipping and Logistics',
    status: 'future',
    description:
      'Choose packaging that protects the gold edges and the scales in the post, and work out costs per region within the $6.75 per-unit estimate.',
    tags: ['Packaging', 'Logistics'],
    image: null,
  },
  {
    id: 11,
    title: 'Manufacture and Selling',
    status: 'future',
    description:
      'Build the first batch of 40 and decide, once the prototypes prove out, how the rule could reach people who want one.',
    tags: ['Production', 'Launch'],
    image: null,
  },
];
