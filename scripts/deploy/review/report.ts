/** The review as a reviewer reads it: one model (./report-model.ts), rendered as the comment and as the page. */
export * from './report-model';
export { reviewComment } from './comment';
export { reportPage } from './report-page';
