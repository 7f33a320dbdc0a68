import { PageFrame } from '../../components/layout/page-frame';
import { NavBar } from '../../components/layout/nav-bar';
import { ResumeEntries, ResumeSection, entriesOf } from '../../components/resume/resume-entries';
import { ResumeHeader } from '../../components/resume/resume-header';
import { ResumeSkills } from '../../components/resume/resume-skills';
import type { Resume } from '../../content-model/schema';
import { resumeWords } from '../../content-model/resume-words';
import { site } from '../../content-model/site-words';
import { searchBody } from '../../lib/search-marks';
import { navLinks } from '../pages';

const { sections } = resumeWords;

/**
 * The resume's page (/resume), made from the same facts as its PDF and
 * resume.json (src/content-model/resume.ts): the sections in the order a recruiter
 * reads them, each left out when it has nothing.
 */
export function ResumePage({ resume }: { resume: Resume }) {
  const { basics, work, projects, education, skills, awards } = resume;
  const listed = [
    { id: 'resume-work', heading: sections.work, entries: entriesOf.work(work) },
    { id: 'resume-projects', heading: sections.projects, entries: entriesOf.projects(projects) },
    {
      id: 'resume-education',
      heading: sections.education,
      entries: entriesOf.education(education),
    },
  ];
  return (
    <PageFrame
      header={<NavBar links={navLinks} />}
      marks={searchBody(site.resume.pageTitle)}
      // The footer's links repeat the header's: a printed resume ends with its last section.
      footerOnPaper={false}
    >
      {/* On paper the page's margins are the sheet's: the resume takes the whole width. */}
      <article
        data-resume=""
        className="mx-auto max-w-3xl px-5 pb-16 pt-10 sm:px-8 sm:pt-14 print:max-w-none print:px-0 print:pb-0 print:pt-0"
      >
        <ResumeHeader basics={basics} />
        <ResumeSection id="resume-summary" heading={sections.summary}>
          <p className="mt-4 max-w-prose text-lg leading-relaxed">{basics.summary}</p>
        </ResumeSection>
        {listed.map(
          ({ id, heading, entries }) =>
            entries.length > 0 && (
              <ResumeSection key={id} id={id} heading={heading}>
                <ResumeEntries entries={entries} />
              </ResumeSection>
            ),
        )}
        {skills.length > 0 && (
          <ResumeSection id="resume-skills" heading={sections.skills}>
            <ResumeSkills skills={skills} />
          </ResumeSection>
        )}
        {awards.length > 0 && (
          <ResumeSection id="resume-awards" heading={sections.awards}>
            <ResumeEntries entries={entriesOf.awards(awards)} />
          </ResumeSection>
        )}
      </article>
    </PageFrame>
  );
}
