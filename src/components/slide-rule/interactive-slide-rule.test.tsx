import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { slideRule } from '../../content-model/slide-rule';
import InteractiveSlideRule from './interactive-slide-rule';

const slide = () => screen.getByRole('slider', { name: slideRule.slideLabel });
const cursor = () => screen.getByRole('slider', { name: slideRule.cursorLabel });
// The readout: a product ("2 × 3 = 6.00"), or how to get one.
const readout = () =>
  screen.getByText((text) => text.includes(' × ') || text === slideRule.offScale);

describe('the working slide rule', () => {
  it('starts set to 2 × 3, with both parts named and valued for screen readers', () => {
    render(<InteractiveSlideRule />);
    expect(readout()).toHaveTextContent('2 × 3 = 6.00');
    expect(slide()).toHaveAttribute('aria-valuetext', '1 of C over 2 on D');
    expect(cursor()).toHaveAttribute('aria-valuetext', '6 on D, 3 on C');
    expect(cursor()).toHaveAttribute('aria-valuenow', '6');
  });

  it('moves the cursor a graduation per arrow key, and further with Page keys', async () => {
    const user = userEvent.setup();
    render(<InteractiveSlideRule />);
    cursor().focus();
    await user.keyboard('{ArrowRight}');
    expect(cursor()).toHaveAttribute('aria-valuenow', '6.05');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(cursor()).toHaveAttribute('aria-valuenow', '5.95');
    await user.keyboard('{PageUp}');
    expect(cursor()).toHaveAttribute('aria-valuenow', '6');
    await user.keyboard('{PageUp}');
    expect(cursor()).toHaveAttribute('aria-valuenow', '6.5');
    expect(readout()).toHaveTextContent('2 × 3.25 = 6.50');
    await user.keyboard('{End}');
    expect(readout()).toHaveTextContent('2 × 5 = 10.0');
  });

  it('wraps round the decade when the slide goes past closed to the right index', async () => {
    const user = userEvent.setup();
    render(<InteractiveSlideRule />);
    slide().focus();
    // From C’s 1 over 2, Home pulls the slide fully left; then step back right to C’s 10 over 2.
    await user.keyboard('{Home}');
    expect(slide()).toHaveAttribute('aria-valuetext', '10 of C over 1 on D');
    // The Page keys stop at every labelled or half graduation: 1.05, 1.1 … 2 (20 steps).
    for (let i = 0; i < 20; i += 1) await user.keyboard('{PageUp}');
    expect(slide()).toHaveAttribute('aria-valuetext', '10 of C over 2 on D');
    // With C’s 10 over 2, C covers D from 0.2 to 2 only: the cursor at 6 is off it.
    expect(readout()).toHaveTextContent(slideRule.offScale);
    cursor().focus();
    // Down from 6 on D to 1.2: 5.5 … 4 (4 steps), 3.9 … 2 (20), 1.95 … 1.2 (16).
    for (let i = 0; i < 40; i += 1) await user.keyboard('{PageDown}');
    // 1.2 on D under 6 on C: 2 × 6 = 12, a decade above what D shows.
    expect(cursor()).toHaveAttribute('aria-valuetext', '1.2 on D, 6 on C');
    expect(readout()).toHaveTextContent('2 × 6 = 12.0');
  });

  it('says when the cursor is off the C scale', async () => {
    const user = userEvent.setup();
    render(<InteractiveSlideRule />);
    cursor().focus();
    await user.keyboard('{Home}');
    expect(readout()).toHaveTextContent(slideRule.offScale);
    expect(cursor()).toHaveAttribute('aria-valuetext', '1 on D, off the C scale');
  });

  describe('pointer', () => {
    /** The rule laid out 1080 px wide (board units = px), which jsdom cannot do by itself. */
    function layOut() {
      const svg = screen.getByRole('group', { name: slideRule.label });
      svg.getBoundingClientRect = () =>
        ({ left: 0, top: 0, width: 1080, height: 316, right: 1080, bottom: 316 }) as DOMRect;
      return svg;
    }
    const xOf = (value: number) => 96 + Math.log10(value) * 888;

    it('treats a touch on the rule as a possible scroll until it lifts or moves sideways', () => {
      render(<InteractiveSlideRule />);
      const svg = layOut();
      fireEvent.pointerDown(svg, { pointerType: 'touch', pointerId: 1, clientX: xOf(4.5) });
      expect(cursor()).toHaveAttribute('aria-valuenow', '6');
      // The browser took the touch for a scroll: nothing moved.
      fireEvent.pointerCancel(svg, { pointerId: 1 });
      expect(cursor()).toHaveAttribute('aria-valuenow', '6');
      // A tap brings the cursor there, on a graduation.
      fireEvent.pointerDown(svg, { pointerType: 'touch', pointerId: 2, clientX: xOf(4.52) });
      fireEvent.pointerUp(svg, { pointerId: 2 });
      expect(cursor()).toHaveAttribute('aria-valuenow', '4.5');
    });

    it('drags the slide with a finger, and puts it back if the browser cancels', () => {
      render(<InteractiveSlideRule />);
      layOut();
      const dx = (Math.log10(3) - Math.log10(2)) * 888;
      fireEvent.pointerDown(slide(), { pointerType: 'touch', pointerId: 3, clientX: 500 });
      fireEvent.pointerMove(slide(), { pointerType: 'touch', pointerId: 3, clientX: 500 + dx / 2 });
      fireEvent.pointerCancel(slide(), { pointerId: 3 });
      expect(slide()).toHaveAttribute('aria-valuetext', '1 of C over 2 on D');
      fireEvent.pointerDown(slide(), { pointerType: 'touch', pointerId: 4, clientX: 500 });
      fireEvent.pointerMove(slide(), { pointerType: 'touch', pointerId: 4, clientX: 500 + dx });
      fireEvent.pointerUp(slide(), { pointerId: 4 });
      expect(slide()).toHaveAttribute('aria-valuetext', '1 of C over 3 on D');
    });

    it('ignores the right mouse button', () => {
      render(<InteractiveSlideRule />);
      const svg = layOut();
      fireEvent.pointerDown(svg, { pointerType: 'mouse', button: 2, clientX: xOf(4.5) });
      expect(cursor()).toHaveAttribute('aria-valuenow', '6');
    });
  });

  it('stays quiet until moved, then announces the settled product once', async () => {
    vi.useFakeTimers();
    try {
      render(<InteractiveSlideRule />);
      const live = screen.getByTestId('slide-rule-announcement');
      expect(live).toHaveAttribute('aria-live', 'polite');
      // Loaded before it is in view: nothing to say yet.
      act(() => vi.advanceTimersByTime(2000));
      expect(live).toHaveTextContent(/^$/);

      const press = (key: string) => fireEvent.keyDown(cursor(), { key });
      press('ArrowRight');
      press('ArrowRight');
      // Not at each step: only once the keys have paused.
      act(() => vi.advanceTimersByTime(300));
      expect(live).toHaveTextContent(/^$/);
      act(() => vi.advanceTimersByTime(400));
      expect(live).toHaveTextContent('2 times 3.05 is 6.10');

      // Back to the same reading after a detour: announced again.
      press('ArrowRight');
      press('ArrowLeft');
      act(() => vi.advanceTimersByTime(700));
      expect(live.textContent).not.toBe('2 times 3.05 is 6.10');
      expect(live.textContent?.trim()).toBe('2 times 3.05 is 6.10');
    } finally {
      vi.useRealTimers();
    }
  });
});
