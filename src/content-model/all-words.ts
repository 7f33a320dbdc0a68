/**
 * Every module of the interface's words, for what must know all the words the app can show: the
 * build, which cuts the fonts to the text a page may draw (scripts/site/pages/prerender.ts), and
 * the browser tests that look for a word no interface holds. Never imported by the app: each
 * module is imported where its words are shown (docs/decisions.md, "Words where they are used").
 * A unit test checks that every `*-words.ts` beside this file is listed.
 */
import { commentWords } from './comment-words.ts';
import { modelWords } from './model-words.ts';
import { photoViewerWords } from './photo-viewer-words.ts';
import { resumeWords } from './resume-words.ts';
import { searchWords } from './search-words.ts';
import { site } from './site-words.ts';

export const allWords = {
  'comment-words': commentWords,
  'model-words': modelWords,
  'photo-viewer-words': photoViewerWords,
  'resume-words': resumeWords,
  'search-words': searchWords,
  'site-words': site,
} as const;
