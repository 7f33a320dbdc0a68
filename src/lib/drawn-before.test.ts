import { afterEach, describe, expect, it } from 'vitest';
import { drawBefore } from './drawn-before';
import { firstFrameAttribute } from './paths';

afterEach(() => document.body.replaceChildren());

describe('drawing what lies before a part scrolled to', () => {
  it('draws every part before the target, and its ancestors’ earlier parts, up to the main content', () => {
    document.body.innerHTML = `
      <header id="bar"></header>
      <main id="main-content">
        <section id="hero"></section>
        <div id="cards"></div>
        <section id="log"><h2 id="first"></h2><ol id="target"></ol><p id="after-in"></p></section>
        <section id="after"></section>
      </main>
      <footer id="foot"></footer>`;
    document.documentElement.setAttribute(firstFrameAttribute, 'm2 m3 f');
    drawBefore(document.getElementById('target')!);
    // Parts still held from the first frame, the target's own among them, are let go.
    expect(document.documentElement.hasAttribute(firstFrameAttribute)).toBe(false);
    const drawn = (id: string) => document.getElementById(id)!.style.contentVisibility;
    for (const id of ['hero', 'cards', 'first']) expect(drawn(id), id).toBe('visible');
    // What comes after stays drawn when near; nothing outside the main content is touched.
    for (const id of ['target', 'log', 'after-in', 'after', 'bar', 'foot'])
      expect(drawn(id), id).toBe('');
  });
});
