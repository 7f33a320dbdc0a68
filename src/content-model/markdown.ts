/**
 * The owner's Markdown, turned into HTML at build time (never in the browser):
 * CommonMark with links, emphasis and lists; every character the owner types
 * is kept as typed (no typographic quotes: 6'2" and 0.25" stay as written). Raw HTML typed
 * into content is shown as text, never run (markdown-it's `html: false`), and
 * markdown-it refuses javascript:, vbscript: and data: links. A link that leaves
 * the site opens in a new tab with `rel="noopener noreferrer"` and says so to a
 * screen reader, as every other external link of the site does
 * (src/components/ui/external-link.tsx).
 */
import { decodeHTML } from 'entities';
import MarkdownIt from 'markdown-it';
import { parseBasePath } from '../lib/paths.ts';

/** HTML made from the owner's Markdown by the build: safe to set as innerHTML. */
export type Html = string & { readonly __html: unique symbol };

/** Said after an external link's text to a screen reader (as ExternalLink does). */
export const newTabNote = ' (opens in a new tab)';

// Bare addresses with their protocol (https://…) become links; a bare www.… stays text, since
// it would become an http: link. Headings are off (a text sits under the page's own headings:
// a `#` line would be a second h1) and so are pictures (they go through the build's photo step
// as a `pictures:` list, sized and under the base path): both are shown as the text typed.
const markdown = new MarkdownIt({ html: false, linkify: true }).disable([
  'heading',
  'lheading',
  'image',
]);
markdown.linkify.set({ fuzzyLink: false });

/**
 * The site's base path (BASE_PATH, as the build sets Vite's `base`): a link the
 * owner writes from the site's top (`[the timeline](/pcbrule#timeline)`) works
 * under a project site's /<repo>/ too.
 */
const base = parseBasePath(process.env.BASE_PATH);

const renderLinkOpen = markdown.renderer.rules.link_open;
markdown.renderer.rules.link_open = (tokens, index, options, env, self) => {
  const token = tokens[index]!;
  const href = token.attrGet('href') ?? '';
  if (/^\/(?![/\\])/.test(href) && !href.startsWith(base))
    token.attrSet('href', base + href.slice(1));
  if (/^https?:\/\//i.test(href)) {
    token.attrSet('target', '_blank');
    token.attrSet('rel', 'noopener noreferrer');
    token.meta = { ...token.meta, external: true };
  }
  return renderLinkOpen
    ? renderLinkOpen(tokens, index, options, env, self)
    : self.renderToken(tokens, index, options);
};
markdown.renderer.rules.link_close = (tokens, index, options, _env, self) => {
  // The matching link_open is the last one before this close at the same level.
  let open = index - 1;
  while (open >= 0 && tokens[open]!.type !== 'link_open') open -= 1;
  const note = tokens[open]?.meta?.external
    ? `<span class="sr-only">${markdown.utils.escapeHtml(newTabNote)}</span>`
    : '';
  return `${note}${self.renderToken(tokens, index, options)}`;
};

/** Paragraphs, lists and the rest of a block of Markdown, as HTML. */
export function renderBlock(source: string): Html {
  return markdown.render(source).trim() as Html;
}

/** One line of Markdown (emphasis, links, code), as HTML with no paragraph around it. */
export function renderInline(source: string): Html {
  return markdown.renderInline(source.trim()) as Html;
}

/** The words of HTML made here, without markup or screen-reader notes: for link previews and structured data. */
export function textOf(html: Html): string {
  return decodeHTML(
    html.replace(/<span class="sr-only">[^<]*<\/span>/g, '').replace(/<[^>]*>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .replace(/ ([.,;:!?’”)])/g, '$1')
    .trim();
}
