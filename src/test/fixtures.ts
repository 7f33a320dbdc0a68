/**
 * Made-up content for tests, typed with the content schemas: nothing here is
 * the sample owner's, so a test built on it keeps passing whatever the owner
 * writes in src/content/. Tests that need the live content read it from the
 * content modules instead, and check only what any valid edit keeps.
 */
import type { Milestone, OtherProject, Picture, Profile, TrackedProject } from '../content/schema';

const picture = (file: string, alt: string): Picture => ({ file, alt });

/** Two done, one under way, two to come: every status, in the order the schema asks. */
export const fixtureMilestones: Milestone[] = [
  {
    id: 1,
    title: 'Sketch the gripper',
    status: 'completed',
    description: 'Drew three finger shapes and picked the one that closes around an egg.',
    tags: ['Concept'],
    image: null,
  },
  {
    id: 2,
    title: 'Print the fingers',
    status: 'completed',
    description: 'Printed the fingers in PETG and sanded the joints until they moved freely.',
    tags: ['3D printing', 'PETG'],
    image: picture('fixture-fingers.svg', 'Two printed fingers on a cutting mat'),
  },
  {
    id: 3,
    title: 'Wire the servos',
    status: 'current',
    description: 'Wiring four hobby servos to a microcontroller, one per joint.',
    tags: ['Electronics'],
    image: null,
  },
  {
    id: 4,
    title: 'Pick up an egg',
    status: 'future',
    description: 'The test that matters: lift an egg and put it down unbroken.',
    tags: ['Testing', 'Grip force'],
    image: picture('fixture-egg.svg', 'The gripper closed around an egg'),
  },
  {
    id: 5,
    title: 'Publish the design',
    status: 'future',
    description: 'Share the files and the build notes so anyone can make one.',
    tags: [],
    image: null,
  },
];

/** A tracked project with every section filled in. */
export const fixtureProject: TrackedProject = {
  slug: 'gripper-arm',
  title: 'Gripper Arm',
  tagline: 'A desk robot arm gentle enough to lift an egg.',
  description: 'The build log of a small four-joint robot arm with a soft gripper.',
  badge: 'Being built',
  heroImage: picture('fixture-arm-hero.svg', 'The arm reaching for an egg on a desk'),
  card: {
    badge: 'On the bench now',
    summary: 'A four-joint arm driven by hobby servos, with printed fingers that close softly.',
    highlights: ['Four servos, one per joint', 'Printed PETG fingers'],
    image: picture('fixture-arm-card.svg', 'The arm folded on a desk'),
    timelineButtonLabel: 'Follow the build',
  },
  donation: {
    label: 'Chip in for servos',
    url: 'https://donate.example.org/gripper-arm',
    note: 'Optional; the page opens in a new tab',
  },
  story: [
    { title: 'Why an arm', paragraphs: ['Every robotics club needs one.', 'Mine fits on a desk.'] },
    {
      title: 'How it moves',
      paragraphs: ['Each joint is a servo; the gripper is a fifth one.'],
      interactive: 'slide-rule',
    },
  ],
  panel: {
    image: picture('fixture-arm-parts.svg', 'Every printed part of the arm laid out flat'),
    caption: 'All the printed parts of one arm.',
  },
  timeline: {
    heading: 'Build Log',
    intro: 'From a sketch to an egg held safely.',
    milestones: fixtureMilestones,
  },
  specs: {
    heading: 'Numbers',
    items: [
      { label: 'Reach', value: '30 cm' },
      { label: 'Payload', value: '120 g' },
    ],
    costs: {
      heading: 'Cost of one arm',
      lines: [
        { label: 'Servos', amount: 12.4, detail: 'four of them, bought in a pack' },
        { label: 'Filament', amount: 3.35, detail: 'about 120 g of PETG' },
        { label: 'Board', amount: 4.1, detail: 'a small microcontroller board' },
      ],
      totalLabel: 'Rounded total',
      total: 20,
    },
    shim: { heading: 'Fasteners', items: [{ label: 'Screws', value: 'M3 × 8 socket head' }] },
  },
  video: {
    heading: 'See it move',
    intro: 'The arm lifting an egg, filmed on a phone.',
    youtubeId: 'Ab-cd_EF012',
    title: 'Gripper arm demo',
    poster: picture('fixture-arm-poster.svg', ''),
  },
  nextSteps: {
    heading: 'What Comes Next',
    challengesHeading: 'Problems to solve',
    challenges: [
      { title: 'Jitter', description: 'The servos hum and twitch when the arm holds still.' },
      { title: 'Grip force', description: 'The fingers cannot yet tell an egg from a stone.' },
    ],
    iterationsHeading: 'Planned versions',
    iterations: ['Metal-gear servos', 'Soft silicone fingertips', 'A base that turns'],
  },
  purchasing: {
    heading: 'Can I Buy One?',
    paragraphs: ['The arm is not for sale.', 'The files will be free to download.'],
  },
};

/** A tracked project with only what the schema requires: no section after its opening. */
export const minimalProject: TrackedProject = {
  slug: 'tide-clock',
  title: 'Tide Clock',
  tagline: 'A wall clock that shows the tide instead of the hour.',
  description: 'Plans for a clock whose single hand follows the local tide.',
  badge: 'Just an idea',
  heroImage: picture('fixture-clock.svg', 'A sketch of a round clock face with one hand'),
  card: {
    badge: 'Planned',
    summary: 'A clock with one hand that points at high or low water.',
    highlights: ['One hand, one motor'],
    image: picture('fixture-clock-card.svg', 'The clock face sketched on squared paper'),
    timelineButtonLabel: 'See the plan',
  },
};

/** An owner who is nobody in particular. */
export const fixtureProfile: Profile = {
  name: 'Robin Quill',
  jobTitle: 'Robotics Student',
  school: 'Nowhere Polytechnic',
  bio: 'I build small machines and write down how they went.',
  avatar: { file: 'fixture-portrait.svg' },
  resumeFile: 'fixture-cv.pdf',
  professionalNetworkUrl: 'https://network.example.org/in/robin-quill',
  professionalNetworkName: 'ExampleNet',
  artPortfolioUrl: 'https://pictures.example.org/robinquill',
  artPortfolioName: 'ExamplePics',
  email: 'robin.quill@example.org',
};

/** One of the other projects on Home. */
export const fixtureOtherProject: OtherProject = {
  title: 'Bridge Model',
  kind: 'Course project · statics',
  description: 'A balsa truss bridge that held forty times its own weight.',
  skills: ['Statics', 'Model making'],
  image: picture('fixture-bridge.svg', 'A balsa truss bridge under load'),
};
