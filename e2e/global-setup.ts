import { buildSite } from './support/build-site';

/** Builds the site once per base path before any browser test runs. */
export default function setup() {
  for (const base of ['/portfolio/', '/']) buildSite(base);
}
