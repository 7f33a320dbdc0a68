import { resumePdf } from '../../content-model';
import type { Resume } from '../../content-model/schema';
import { resumeWords as words } from '../../content-model/resume-words';
import { publicUrl } from '../../lib/assets';
import { resumeFiles } from '../../lib/paths';
import { buttonClasses } from '../ui/button-link';
import { ExternalLink } from '../ui/external-link';
import { Icon } from '../ui/icons';

const contactClass = 'underline decoration-line underline-offset-4 hover:decoration-accent';

/** The resume's top: the name, the title, how to reach the owner, and the PDF and JSON to take away. */
export function ResumeHeader({ basics }: { basics: Resume['basics'] }) {
  return (
    <header>
      <h1 className="text-4xl font-bold tracking-tight text-ink sm:text-5xl">{basics.name}</h1>
      <p className="mt-2 text-lg text-muted">{basics.label}</p>
      <ul aria-label={words.contact} className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm">
        <li>
          <a className={contactClass} href={`mailto:${basics.email}`}>
            {basics.email}
          </a>
        </li>
        {basics.profiles.map((profile) => (
          <li key={profile.url}>
            <ExternalLink className={contactClass} href={profile.url}>
              {profile.network}
            </ExternalLink>
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-wrap gap-3">
        <ExternalLink className={buttonClasses('primary')} href={publicUrl(resumePdf)}>
          <Icon name="document" />
          {words.pdfLink}
        </ExternalLink>
        <a className={buttonClasses('secondary')} href={publicUrl(resumeFiles.json)}>
          {words.jsonLink}
        </a>
      </div>
    </header>
  );
}
