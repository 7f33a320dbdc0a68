import { firstFrameAttribute, sectionIds } from './paths';

/**
 * Draws every part of the page before `target` now (src/styles/index.css: parts below the first
 * are drawn only when the visitor nears them). A smooth scroll to a part further down the page
 * passes the parts before it, which are drawn on the way and grow from their estimated height to
 * their real one: the scroll would end where the target was when it began, short of it.
 */
export function drawBefore(target: Element): void {
  // Parts still held from the first frame (src/lib/first-frame.ts), the target's own among them,
  // are let go at once: a held part is not laid out, and what it holds cannot take the focus.
  document.documentElement.removeAttribute(firstFrameAttribute);
  const main = document.getElementById(sectionIds.main);
  for (let part: Element | null = target; part && part !== main; part = part.parentElement)
    for (let before = part.previousElementSibling; before; before = before.previousElementSibling)
      if (before instanceof HTMLElement) before.style.contentVisibility = 'visible';
}
