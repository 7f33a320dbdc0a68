/**
 * The shapes of the owner's content. Every word and figure on the site lives in
 * the files beside this one; components only map over it.
 */

/** A picture by its file name in `public/images/`, with the text a screen reader hears. */
export interface Picture {
  file: string;
  /** Describe what the picture shows; use '' only for a purely decorative picture. */
  alt: string;
  /** Intrinsic size in pixels, so the page reserves the space and never shifts. */
  width: number;
  height: number;
}

export interface Profile {
  name: string;
  jobTitle: string;
  school: string;
  bio: string;
  avatar: Picture;
  /** File name of the resume PDF in `public/`. */
  resumeFile: string;
  /** The professional-network profile (https). */
  professionalNetworkUrl: string;
  professionalNetworkName: string;
  /** The art and design portfolio on a photo-sharing site (https). */
  artPortfolioUrl: string;
  artPortfolioName: string;
  email: string;
}

export interface FeaturedProject {
  badge: string;
  title: string;
  summary: string;
  highlights: readonly string[];
  image: Picture;
  timelineButtonLabel: string;
}

export interface OtherProject {
  title: string;
  kind: string;
  description: string;
  skills: readonly string[];
  image: Picture;
}

export type MilestoneStatus = 'completed' | 'current' | 'future';

export interface Milestone {
  /** 1 to 11, in order. */
  id: number;
  title: string;
  status: MilestoneStatus;
  description: string;
  tags: readonly string[];
  image: Picture | null;
}

export interface StoryCard {
  title: string;
  paragraphs: readonly string[];
}

export interface Specification {
  label: string;
  value: string;
}

export interface CostLine {
  label: string;
  /** US dollars per unit. */
  amount: number;
  detail: string;
}

export interface Challenge {
  title: string;
  description: string;
}
