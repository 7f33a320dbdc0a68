/**
 * The form editor's configuration (dist/admin/config.yml): the GitHub backend
 * (./repository.ts), the media library with its upload limit and the
 * re-encoding that drops a phone's metadata, and the collections
 * (./collections.ts).
 */
import { stringify } from 'yaml';
import { loadContent } from '../../../src/content-model/load.ts';
import type { LoadedSiteContent } from '../../../src/content-model/schema/index.ts';
import { maxOriginalSide } from '../../../src/lib/responsive-image.ts';
import type { SiteConfig } from '../settings.ts';
import {
  mediaFolder,
  projectCollections,
  projectFolders,
  projectsCollection,
  siteCollection,
  type CmsConfig,
} from './collections.ts';
import { adminBranch } from './repository.ts';

/**
 * Uploads bigger than this are refused, with the editor's own message ("exceeds the maximum size
 * of 5 MB"). It applies after the upload is re-encoded below, where a 12-megapixel phone photo
 * comes to about 1 MB: only a file the browser could not re-encode comes near it.
 */
export const maxUploadBytes = 5_000_000;

/**
 * Every photo uploaded through the editor is re-encoded in the browser before it is committed:
 * drawn upright on a canvas and written anew as WebP (the one format the editor writes), which
 * carries none of the phone's metadata (GPS position, camera, date), its longest side at most
 * maxOriginalSide, as `npm run photos:clean` leaves photos added by git.
 */
export const uploadTransformation = {
  format: 'webp',
  quality: 85,
  width: maxOriginalSide,
  height: maxOriginalSide,
} as const;

export interface AdminOptions {
  /** The repository's top folder (content/ and public/ are in it). */
  root: string;
  /**
   * The content as the build has read it (../build.ts); `npm run dev` gives
   * none, and it is read afresh on each load of the editor.
   */
  content?: LoadedSiteContent;
  /** "owner/name" on GitHub. */
  repo: string;
  site: SiteConfig;
}

/** The editor's configuration (https://sveltiacms.app/en/docs/config-basics). */
export function cmsConfig({
  root,
  repo,
  site,
  content = loadContent(root).content,
}: AdminOptions): CmsConfig {
  const ownerName = content?.profile.name;
  const folders = projectFolders(root, content);
  return {
    backend: {
      name: 'github',
      repo,
      branch: adminBranch,
      // Sign-in with a personal access token needs no OAuth server; the OAuth
      // button would open Netlify's, which a GitHub Pages site does not have.
      auth_methods: ['token'],
      commit_messages: {
        create: 'content: add {{collection}} “{{slug}}”',
        update: 'content: update {{collection}} “{{slug}}”',
        delete: 'content: delete {{collection}} “{{slug}}”',
        uploadMedia: 'content: upload “{{path}}”',
        deleteMedia: 'content: delete “{{path}}”',
      },
    },
    app_title: ownerName ? `${ownerName} · content editor` : 'Content editor',
    // The site's favicon, the owner's initials, which every build draws
    // (scripts/site/files/site-assets.ts).
    logo: { src: `${site.basePath}favicon.svg` },
    site_url: `${site.siteUrl}${site.basePath}`,
    // Uploads go to public/images/ and the picture fields store "/images/<file>":
    // the path the site serves them at, which the schema reads as the plain file
    // name (fileName in src/content-model/schema/fields.ts strips "/images/"), and
    // which Sveltia resolves back to the file in public/images/ to show it. The
    // site itself never uses the stored path as an address, so the base path
    // (/<repo>/) does not enter it.
    media_folder: mediaFolder,
    public_folder: '/images',
    media_libraries: {
      default: {
        config: {
          // "IMG 0042 (1).JPG" becomes "img-0042-1.webp": the schema takes plain file names only.
          slugify_filename: true,
          max_file_size: maxUploadBytes,
          transformations: { raster_image: uploadTransformation },
        },
      },
      // Stock photo sites need keys and addresses the editor's CSP does not allow.
      stock_assets: { providers: [] },
    },
    // New folder and file names in the form the site's addresses take (slugSchema): a-z, 0-9 and dashes.
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    output: {
      // An empty optional field is left out of the file (not written as '' or null), which the schema reads as absent.
      omit_empty_optional_fields: true,
    },
    collections: [
      siteCollection(folders),
      projectsCollection(),
      ...folders.flatMap((project) => [
        { name: `${project.slug}-divider`, divider: true },
        ...projectCollections(project),
      ]),
    ],
  };
}

/** The configuration as the YAML file the editor loads. */
export function cmsConfigYaml(config: CmsConfig): string {
  const made =
    '# Made by scripts/site/admin/ from src/content-model/schema/: edit those, not this.';
  return `${made}\n${stringify(config, { lineWidth: 0, aliasDuplicateObjects: false })}`;
}
