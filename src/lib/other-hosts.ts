/**
 * The hosts a visitor's browser may contact besides the site's own, other than
 * the video's player (scripts/site/pages/content-security-policy.ts), each
 * only when the owner turned it on in profile.yml and, for the comments, the
 * visitor asked: the page's policy names them from here.
 */

/** giscus's origin: the frame an update's or a project page's comments are drawn in, after a tap. */
export const giscusOrigin = 'https://giscus.app';

/** The address the page-view counter of GoatCounter site `code` is counted at (src/lib/page-views.ts). */
export function goatcounterCountUrl(code: string): string {
  return `https://${code}.goatcounter.com/count`;
}
