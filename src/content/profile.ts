import type { Profile } from './schema';

/**
 * The owner's details: the one file to edit to make the site yours.
 *
 * Everything below is a SAMPLE (the example.com address, the "sample-" handles):
 * replace each value with your own. Put your photo in `public/images/` and your
 * resume PDF in `public/`, then change the file names here.
 */
export const profile: Profile = {
  name: 'Jordan Avery',
  jobTitle: 'Mechanical Engineering Student',
  school: 'Example State University',
  bio: 'I design things that get held, bolted down or flown, and I like to see them through from the first sketch to a part I can pass around. Right now that is PCBrule, a pocket slide rule made from printed circuit boards.',
  avatar: {
    file: 'avatar.svg'
  },
  resumeFile: 'resume.pdf',
  professionalNetworkUrl: 'https://www.linkedin.com/in/sample-profile/',
  professionalNetworkName: 'LinkedIn',
  artPortfolioUrl: 'https://www.instagram.com/sample.portfolio/',
  artPortfolioName: 'Instagram',
  email: 'jordan.avery@example.com',
};
