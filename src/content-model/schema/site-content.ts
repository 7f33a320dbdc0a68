/** The whole of content/, as the build assembles it from the files' schemas. */
import type { z } from 'zod';
import type { Html } from './fields.ts';
import type { HomeContent } from './home.ts';
import type { Look } from './look.ts';
import type { Profile } from './profile.ts';
import type { ProfileLink, ProfileLinkField } from '../profile-links.ts';
import type { projectFileSchema } from './project.ts';
import type { purchasingSchema } from './purchasing.ts';
import type { Resume } from './resume.ts';
import type { StoryCard } from './story.ts';
import type { timelineSchema } from './timeline.ts';
import type { Update, UpdateSummary } from './update.ts';

/**
 * A tracked project as the site reads it: its project.yml, its address from
 * the folder's name, and the sections kept in files of their own.
 */
export type TrackedProject = z.infer<typeof projectFileSchema> & {
  slug: string;
  story?: StoryCard[];
  timeline?: z.infer<typeof timelineSchema>;
  purchasing?: z.infer<typeof purchasingSchema> & { body: Html };
  /** How many dated updates it has (updates/*.md), and the newest: the rest load with its pages. */
  updateCount: number;
  latestUpdate?: UpdateSummary;
};

/**
 * What every page's script carries of a tracked project: what Home's card, the navigation bar and
 * each page's title, description and link preview need. The rest (the story, timeline, specifications, costs,
 * video, files…) is a chunk of its own, loaded with the project's pages (src/content-model/projects.ts),
 * so that the owner's projects, however full, add nothing to Home's script.
 */
export type ProjectSummary = Pick<
  TrackedProject,
  | 'slug'
  | 'title'
  | 'tagline'
  | 'description'
  | 'featured'
  | 'badge'
  | 'heroImage'
  | 'card'
  | 'updateCount'
  | 'latestUpdate'
> & {
  /** Whether it has a timeline (Home's card links to it). */
  hasTimeline: boolean;
};

/** The years of the footer's copyright line: "© 2024–2026", or "© 2026" when they are one. */
export interface CopyrightYears {
  /** The earliest year the content dates (or profile.yml's copyrightYear, if earlier). */
  first: number;
  /** The year the site was built. */
  last: number;
}

/** Everything the owner wrote, checked and with its Markdown made into HTML. */
export interface SiteContent {
  profile: Profile;
  home: HomeContent;
  /** The colours, corners and type (content/look.yml, or the board's look without it). */
  look: Look;
  /** Featured first, then by `order`, then by folder name. */
  trackedProjects: TrackedProject[];
  /** Made by the build from the content's dates and its own (never typed). */
  copyrightYears: CopyrightYears;
  /** The PDF Home's View resume opens, in public/ or made by the build: profile.yml's resumeFile, or resume.pdf. */
  resumePdf: string;
  /** Whether content/resume.yml is there, and with it the /resume page. */
  hasResumePage: boolean;
  /** The owner's links besides e-mail, those profile.yml writes (../profile-links.ts). */
  ownerLinks: ProfileLink[];
}

/**
 * The content every page's script carries: each tracked project as its summary, the owner's
 * links as the list.
 */
export type PageContent = Omit<SiteContent, 'profile' | 'trackedProjects' | 'look'> & {
  // Without the links' fields (ownerLinks has them), and typed so: a page that read one would
  // get none.
  profile: Omit<Profile, ProfileLinkField> & { [field in ProfileLinkField]?: never };
  trackedProjects: ProjectSummary[];
};

/** Everything, with each project's dated updates in full (the pages get them a page at a time). */
export type LoadedSiteContent = SiteContent & {
  /** Each project's updates, newest first. */
  updates: Record<string, Update[]>;
  /** The file of each update, by project and address: for the build's messages. */
  updateFiles: Record<string, Record<string, string>>;
  /** The resume, made from content/resume.yml and the other files (../resume.ts), when there is one. */
  resume?: Resume;
};
