/**
 * The words of the resume (src/app/routes/resume.tsx, a route's own chunk, and the PDF the build
 * writes, scripts/site/files/resume-pdf.ts). Apart from ./site-words.ts, whose words every page's
 * script carries, so that Home's does not (docs/decisions.md, "Words where they are used"). The
 * page's title and Home's link to it are there: every page's script makes every title.
 */
export const resumeWords = {
  pdfLink: 'Download PDF',
  jsonLink: 'JSON Resume',
  sections: {
    summary: 'Summary',
    work: 'Experience',
    projects: 'Projects',
    education: 'Education',
    skills: 'Skills',
    awards: 'Awards',
  },
  present: 'Present',
  expected: 'expected',
  courses: 'Courses',
  contact: 'Contact details',
} as const;
