// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { resumeFile } from '../../../src/content-model/content-files';
import { resumePdfWarning } from '../files/resume';
import { resumeWarnings } from './resume-warnings';

const profile = (data: object) => ({ path: 'content/profile.yml', data, place: () => '' });
const resume = { path: resumeFile, data: { work: [] }, place: () => '' };

describe('what the build says of a resume that publishes but is probably not meant', () => {
  it('a PDF of the owner’s own named beside resume.yml: View resume opens it, not the built one', () => {
    const { text, markdown } = resumeWarnings([profile({ resumeFile: 'resume.pdf' }), resume]);
    expect(text).toMatch(
      /^warning: content\/profile\.yml: resumeFile: View resume opens public\/resume\.pdf, not the PDF the build makes from content\/resume\.yml; delete the resumeFile line/,
    );
    expect(markdown).toContain('public/resume.pdf');
  });

  it('says nothing of an own PDF without resume.yml, or of resume.yml alone', () => {
    expect(resumeWarnings([profile({ resumeFile: 'cv.pdf' })]).text).toBe('');
    expect(resumeWarnings([profile({}), resume]).text).toBe('');
  });

  it('a built PDF longer than two pages or heavier than 150 kB', () => {
    expect(resumePdfWarning({ pages: 2, bytes: 150 * 1024 })).toBe('');
    expect(resumePdfWarning({ pages: 3, bytes: 20_000 })).toMatch(
      /^warning: resume\.pdf is 3 pages \(a recruiter reads one or two\): shorten/,
    );
    expect(resumePdfWarning({ pages: 1, bytes: 200 * 1024 })).toMatch(/is 200 kB/);
  });
});
