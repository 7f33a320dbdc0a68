/** The addresses content/tracked/ names: a project's folder, an update's file name. */
import { z } from 'zod';
import { resumePath } from '../../lib/paths.ts';

/** Names the site itself uses for routes, pages and build folders: no project folder may take one. */
export const reservedSlugs = [
  'home',
  'root',
  'fallback',
  '404',
  'index',
  'assets',
  'images',
  'og',
  'icons',
  'admin',
  // The resume's page.
  resumePath.slice(1),
  // Pull-request previews are published under pr-preview/ (scripts/deploy/publish.ts).
  'pr-preview',
];

/** What an address (a project's folder, an update's file name) may be: lower-case letters, digits and dashes. */
export const addressPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** A project's address, from its folder's name: /<slug>. */
export const slugSchema = z
  .string()
  .regex(
    addressPattern,
    'must be lower-case letters, digits and dashes, like my-robot: rename the folder',
  )
  .refine(
    (slug) => !reservedSlugs.includes(slug),
    `must not be one of ${reservedSlugs.join(', ')}: the site uses those names itself; rename the folder`,
  );
