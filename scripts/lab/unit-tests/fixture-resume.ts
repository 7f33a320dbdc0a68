/**
 * Made-up resumes for the tests of what is made from a resume (resume.pdf):
 * no real person, school or company. The fuller one is as long as a student's
 * resume gets, and its words carry what text handling gets wrong: both
 * apostrophes (' and ’), quotes, colons and accented letters.
 */
import type { JsonResume } from '../../../src/content-model/schema';

const schemaUrl = 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';

/** One job, one school, one project and four skills, no awards: fits on one page. */
export const smallResume: JsonResume = {
  $schema: schemaUrl,
  basics: {
    name: 'Sam Ortega',
    label: 'Mechanical Engineering Student',
    email: 'sam.ortega@example.org',
    url: 'https://sam-ortega.example.org/',
    summary: 'Second-year student who likes building small mechanisms that work the first time.',
    profiles: [{ network: 'LinkedIn', url: 'https://www.linkedin.com/in/sam-ortega-example' }],
  },
  work: [
    {
      name: 'Fernhill Machine Works',
      position: 'Shop Assistant',
      location: 'Dayton, Ohio',
      startDate: '2024-06',
      endDate: '2024-08',
      highlights: ['Ran the manual mill for fixture plates', 'Kept the tool crib in order'],
    },
  ],
  education: [
    {
      institution: 'Lakemont State University',
      studyType: 'Bachelor of Science',
      area: 'Mechanical Engineering',
      startDate: '2023-08',
      endDate: '2027-05',
      courses: [],
    },
  ],
  projects: [
    {
      name: 'Desk Clock Escapement',
      description: 'A laser-cut wooden escapement that keeps time within a minute a day.',
      url: 'https://sam-ortega.example.org/clock',
      status: 'Completed',
      highlights: [],
    },
  ],
  skills: [{ name: 'Tools', keywords: ['SolidWorks', 'Python', 'Lathe', 'Mill'] }],
  awards: [],
  meta: { canonical: 'https://sam-ortega.example.org/resume.json', version: 'v1.0.0' },
};

/**
 * Three jobs, two schools with courses, three projects, twelve skills in four
 * groups and two awards: the most a two-page resume is asked to hold.
 */
export const fullerResume: JsonResume = {
  $schema: schemaUrl,
  basics: {
    name: "Zoë O'Hara-Lindqvist",
    label: 'Mechanical Engineering Student · Aerostructures',
    email: 'zoe.ohara@example.org',
    url: 'https://zoe-ohara.example.net/portfolio/',
    summary:
      'Senior mechanical-engineering student who designs light, testable structures. I’ve built wing ribs, test rigs and a slide rule from circuit boards, and I write up what I learn: "measure twice" is a habit, not a slogan.',
    profiles: [
      { network: 'LinkedIn', url: 'https://www.linkedin.com/in/zoe-ohara-example' },
      { network: 'GitHub', url: 'https://github.com/zoe-ohara-example' },
      { network: 'Behance', url: 'https://www.behance.net/zoe-ohara-example' },
    ],
  },
  work: [
    {
      name: 'Ångström Aero',
      position: 'Structures Intern',
      location: 'Wichita, Kansas',
      url: 'https://angstrom-aero.example.org/',
      startDate: '2025-06',
      endDate: '2025-08',
      summary: 'Worked on the wing box of a four-seat trainer with the stress team.',
      highlights: [
        'Cut wing-rib mass by 18% with "lightening holes" sized by hand calculation and FEA',
        'Built a fixture for coupon tests: 40 specimens run in two weeks, none lost',
        'Wrote the team’s checklist for reading strain-gauge data',
        "Presented the rib study at the summer interns' review",
      ],
    },
    {
      name: 'Brightwater Robotics Lab',
      position: 'Undergraduate Research Assistant',
      location: 'Lakemont, Oregon',
      startDate: '2024-09',
      summary: 'Design and testing of compliant grippers for soft fruit.',
      highlights: [
        'Designed three gripper fingers in SolidWorks and printed them in TPU',
        'Measured grip force on a load cell rig: 0.2 N resolution',
        'Co-wrote a conference poster on finger stiffness',
      ],
    },
    {
      name: 'Café Núñez',
      position: 'Barista and Shift Lead',
      location: 'Lakemont, Oregon',
      startDate: '2022-05',
      endDate: '2024-08',
      highlights: [
        'Trained six new staff on the espresso machine and the till',
        'Ran the Saturday shift of four people',
        'Fixed the grinder’s burr carrier with a part I modelled and printed',
      ],
    },
  ],
  education: [
    {
      institution: 'Lakemont State University',
      url: 'https://lakemont-state.example.edu/',
      studyType: 'Bachelor of Science',
      area: 'Mechanical Engineering',
      startDate: '2023-08',
      endDate: '2027-05',
      score: '3.8 GPA',
      courses: ['Mechanics of Materials', 'Thermodynamics', 'Machine Design', 'Finite Elements'],
    },
    {
      institution: 'Riverside Community College',
      studyType: 'Associate of Science',
      area: 'Engineering',
      startDate: '2021-09',
      endDate: '2023-06',
      courses: ['Statics', 'Calculus III', 'Technical Drawing'],
    },
  ],
  projects: [
    {
      name: 'PCB Slide Rule',
      description:
        'A pocket slide rule made from printed circuit boards: gold scales on black soldermask.',
      url: 'https://zoe-ohara.example.net/portfolio/slide-rule',
      status: 'In development',
      highlights: [
        'Drew the logarithmic scales from code, not by hand',
        'Tuned the cursor’s friction with a spring made from a board offcut',
      ],
    },
    {
      name: 'Wind Tunnel Balance',
      description: 'A three-component balance for the club’s open-circuit wind tunnel.',
      url: 'https://github.com/zoe-ohara-example/tunnel-balance',
      status: 'Completed',
      highlights: ['Calibrated with dead weights to within 1% of full scale'],
    },
    {
      name: 'Bike Brake Lever Study',
      description: 'Topology-optimised lever, printed in aluminium and tested to failure.',
      highlights: [],
    },
  ],
  skills: [
    { name: 'CAD', level: 'Advanced', keywords: ['SolidWorks', 'Fusion 360', 'KiCad'] },
    { name: 'Analysis', keywords: ['ANSYS Mechanical', 'MATLAB', 'Python'] },
    { name: 'Making', level: 'Intermediate', keywords: ['Lathe', 'Mill', 'FDM printing'] },
    { name: 'Languages', keywords: ['English', 'Swedish', 'Spanish'] },
  ],
  awards: [
    {
      title: 'José Núñez Prize for Design',
      awarder: 'Lakemont State University',
      date: '2025-04-12',
      summary: 'For the best second-year design project: "a lever you’d trust on a descent".',
    },
    {
      title: "Dean's List",
      awarder: 'Lakemont State University',
      date: '2024',
    },
  ],
  meta: { canonical: 'https://zoe-ohara.example.net/portfolio/resume.json', version: 'v1.0.0' },
};

/**
 * The small resume of an owner whose facts are in scripts Inter does not have: a
 * name in Devanagari, a job at a company named in Chinese in a city written in
 * Arabic, a highlight in Greek and one in Cyrillic with a stress mark (a
 * combining accent). Each is a whole field, so a test finds it by its field.
 */
export const worldResume: JsonResume = {
  ...smallResume,
  basics: { ...smallResume.basics, name: 'अनन्या शर्मा' },
  work: [
    {
      ...smallResume.work[0]!,
      name: '深圳嘉立创科技',
      location: 'دبي، الإمارات',
      highlights: ['Έλεγχος ποιότητας στη γραμμή', 'Провела́ проверку станков'],
    },
  ],
};
