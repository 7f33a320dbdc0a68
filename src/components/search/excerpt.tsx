import type { ReactNode } from 'react';

/**
 * Pagefind's excerpt (HTML, the found words in <mark>) as React nodes: the
 * text as text and the marks as <mark>, read with the browser's parser, so
 * nothing in it is ever inserted as markup.
 */
export function Excerpt({ html }: { html: string }): ReactNode {
  const nodes = new DOMParser().parseFromString(html, 'text/html').body.childNodes;
  return Array.from(nodes, (node, index) =>
    node.nodeName === 'MARK' ? (
      <mark key={index} className="rounded-sm bg-now-soft px-0.5 text-ink">
        {node.textContent}
      </mark>
    ) : (
      node.textContent
    ),
  );
}
