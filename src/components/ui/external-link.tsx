import type { ReactNode } from 'react';
import { site } from '../../content-model/site-words';

interface ExternalLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
}

/**
 * A link that opens in a new tab. `noopener noreferrer` stops the new page from
 * reaching back into ours, and screen readers are told a tab will open.
 */
export function ExternalLink({ href, className, children }: ExternalLinkProps) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only">{site.newTab}</span>
    </a>
  );
}
