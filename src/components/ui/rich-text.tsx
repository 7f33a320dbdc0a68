import type { Html } from '../../content-model/schema';
import { cn } from '../../lib/cn';

interface RichTextProps {
  /** HTML the build made from Markdown: the only HTML ever set here. */
  html: Html;
  /** A block of paragraphs goes in a div; one line of Markdown can sit in a p, span, li or caption. */
  as?: 'div' | 'p' | 'span' | 'figcaption';
  className?: string;
}

/** The owner's Markdown, as the build rendered it; its look is `.rich-text` in src/styles/index.css. */
export function RichText({ html, as: Element = 'div', className }: RichTextProps) {
  return (
    <Element className={cn('rich-text', className)} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
