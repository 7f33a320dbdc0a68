import { Link } from 'react-router-dom';
import { hasResumePage, ownerLinks, profile, resumePdf } from '../../content-model';
import type { ProfileLinkKind } from '../../content-model/profile-links';
import { site } from '../../content-model/site-words';
import { publicUrl } from '../../lib/assets';
import { cn } from '../../lib/cn';
import { resumePath } from '../../lib/paths';
import { Avatar } from '../ui/avatar';
import { Badge } from '../ui/badge';
import { Card } from '../ui/card';
import { ExternalLink } from '../ui/external-link';
import { Icon, type IconName } from '../ui/icons';
import { RichText } from '../ui/rich-text';

const { heroActions } = site;

/** Each of the owner's links: its icon on the card. */
const linkIcons: Record<ProfileLinkKind, IconName> = {
  professionalNetwork: 'network',
  artPortfolio: 'camera',
};

/**
 * The card's actions (docs/spec.md §2): the resume and the owner's links open in a new tab, the
 * last opens the mail client. Four for an owner with both links; a link left out of profile.yml
 * is left off the card.
 */
const actions: ReadonlyArray<{
  href: string;
  newTab: boolean;
  icon: IconName;
  label: string;
  detail: string;
}> = [
  {
    href: publicUrl(resumePdf),
    newTab: true,
    icon: 'document',
    label: heroActions.resume.label,
    detail: heroActions.resume.detail,
  },
  ...ownerLinks.map(({ kind, url, name }) => ({
    href: url,
    newTab: true,
    icon: linkIcons[kind],
    label: heroActions[kind].label,
    detail: name,
  })),
  {
    href: `mailto:${profile.email}`,
    newTab: false,
    icon: 'mail',
    label: heroActions.email.label,
    detail: profile.email,
  },
];

const actionClass =
  'group flex min-h-14 items-center gap-4 rounded-xl border border-line bg-surface px-4 py-3 font-semibold transition-colors hover:border-accent hover:bg-sunken';

/** Home hero: portrait, name, the two badges, bio and the card of actions (docs/spec.md §2). */
export function HomeHero() {
  return (
    <section
      aria-labelledby="hero-name"
      className="mx-auto grid max-w-page grid-cols-1 gap-10 px-5 pb-16 pt-12 sm:px-8 sm:pt-20 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-center"
    >
      <div>
        <Avatar
          picture={{ ...profile.avatar, alt: site.portraitOf(profile.name) }}
          name={profile.name}
        />
        <h1 id="hero-name" className="mt-8 text-4xl font-bold tracking-tight text-ink sm:text-5xl">
          {profile.name}
        </h1>
        <ul className="mt-4 flex flex-wrap gap-2" aria-label="Role">
          <li>
            <Badge tone="accent">{profile.jobTitle}</Badge>
          </li>
          <li>
            <Badge>{profile.school}</Badge>
          </li>
        </ul>
        <RichText
          html={profile.bio}
          className="mt-6 max-w-prose text-lg leading-relaxed text-muted"
        />
        {/* The card's View resume opens the PDF (docs/spec.md §2); the same resume reads better on a phone as a page. */}
        {hasResumePage && (
          <p className="mt-4">
            <Link
              to={resumePath}
              className="inline-flex min-h-11 items-center gap-2 font-semibold text-accent-ink underline decoration-line underline-offset-4 hover:decoration-accent"
            >
              {site.resume.homeLink}
              <Icon name="arrowRight" aria-hidden="true" />
            </Link>
          </p>
        )}
      </div>

      <Card padding="snug" className="min-w-0">
        <h2 className="mb-4 font-mono text-xs font-semibold uppercase tracking-widest text-muted">
          {heroActions.heading}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
          {actions.map(({ href, newTab, icon, label, detail }, index) => {
            const body = (
              <>
                <span className="flex size-10 items-center justify-center rounded-lg bg-accent/15 text-accent-ink">
                  <Icon name={icon} />
                </span>
                <span className="flex min-w-0 flex-col">
                  <span>{label}</span>{' '}
                  <span className="break-words text-sm font-normal text-muted">{detail}</span>
                </span>
              </>
            );
            // min-w-0: a long detail (an e-mail address) wraps instead of widening the column past the card.
            // An odd one out (three actions, an owner with one link) takes the row in two columns.
            const alone = index === actions.length - 1 && actions.length % 2 === 1;
            return (
              <li key={label} className={cn('min-w-0', alone && 'sm:col-span-2 lg:col-span-1')}>
                {newTab ? (
                  <ExternalLink className={actionClass} href={href}>
                    {body}
                  </ExternalLink>
                ) : (
                  <a className={actionClass} href={href}>
                    {body}
                  </a>
                )}
              </li>
            );
          })}
        </ul>
      </Card>
    </section>
  );
}
