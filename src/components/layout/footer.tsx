import { copyrightYears, ownerLinks, profile } from '../../content-model';
import { formatYears } from '../../lib/format';
import { cn } from '../../lib/cn';
import { ExternalLink } from '../ui/external-link';

const linkClass =
  'inline-block py-1 underline decoration-line underline-offset-4 hover:text-ink hover:decoration-accent';

/** The footer of every page: copyright and the ways to reach the owner. */
export function Footer({ className }: { className?: string }) {
  return (
    <footer className={cn('border-t border-line', className)}>
      <div className="mx-auto flex max-w-page flex-col gap-4 px-5 py-10 text-sm text-muted sm:flex-row sm:items-center sm:justify-between sm:px-8">
        <p>
          © {formatYears(copyrightYears)} {profile.name}. All rights reserved.
        </p>
        <ul className="flex flex-wrap gap-x-6 gap-y-2" aria-label="Contact">
          <li>
            <a className={linkClass} href={`mailto:${profile.email}`}>
              Email
            </a>
          </li>
          {ownerLinks.map(({ kind, url, name }) => (
            <li key={kind}>
              <ExternalLink className={linkClass} href={url}>
                {name}
              </ExternalLink>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
