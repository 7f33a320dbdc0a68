import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pcbrule } from '../../content/pcbrule';
import { milestones } from '../../content/timeline';
import { renderApp } from '../../test/render';

describe('Project page (SPEC §2)', () => {
  it('presents its content in the spec’s order', async () => {
    await renderApp('/pcbrule');
    const main = screen.getByRole('main');
    const landmarks = [
      screen.getByText('In Development'),
      screen.getByRole('heading', { level: 1, name: 'PCBrule' }),
      screen.getByText(pcbrule.tagline),
      within(main).getAllByRole('link', { name: /support development/i })[0]!,
      screen.getByRole('img', { name: pcbrule.heroImage.alt }),
      screen.getByRole('heading', { name: 'The Story' }),
      screen.getByRole('heading', { name: 'Inspiration' }),
      screen.getByRole('heading', { name: 'What is a slide rule?' }),
      screen.getByRole('img', { name: pcbrule.panelImage.alt }),
      screen.getByRole('heading', { name: 'Development Timeline' }),
      screen.getByRole('heading', { name: 'Technical Specifications' }),
      screen.getByRole('heading', { name: 'Prototype Demo' }),
      screen.getByRole('heading', { name: 'Next Steps and Current Challenges' }),
      screen.getByRole('heading', { name: 'About Purchasing & Development Support' }),
    ];
    for (let i = 1; i < landmarks.length; i += 1) {
      const order = landmarks[i - 1]!.compareDocumentPosition(landmarks[i]!);
      expect(
        order & Node.DOCUMENT_POSITION_FOLLOWING,
        `item ${i} follows item ${i - 1}`,
      ).toBeTruthy();
    }
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2025');
  });

  it('opens the donation page in a new tab', async () => {
    await renderApp('/pcbrule');
    for (const link of screen.getAllByRole('link', { name: /support development/i })) {
      expect(link).toHaveAttribute('href', pcbrule.donation.url);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('shows the specifications, costs with the stated total, and the shim', async () => {
    await renderApp('/pcbrule');
    const specs = screen
      .getByRole('heading', { name: 'Technical Specifications' })
      .closest('section')!;
    for (const text of [
      '6.5 inches',
      'ENIG gold',
      'Matte black',
      'White silkscreen',
      '0.1 mm stainless steel',
      '2 mm hole punch',
    ]) {
      expect(within(specs).getByText(text)).toBeInTheDocument();
    }
    // The costs are a table for screen readers: a row per line, then the stated total.
    const costs = within(specs).getByRole('table', { name: 'Estimated cost per unit' });
    const rows = within(costs)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'ItemCost per unit',
      expect.stringMatching(/^Fabrication.*40-unit order.*\$15\.57$/),
      expect.stringMatching(/^Hardware.*\$2\.25$/),
      expect.stringMatching(/^Shipping and packaging.*\$6\.75$/),
      'Total estimated unit cost$24.50',
    ]);
    // The stated total stays as given; the note says what the lines themselves add up to.
    expect(within(specs).getByText(/the three lines above add up to \$24\.57/)).toBeInTheDocument();
  });

  it('draws the unit cost as a stacked bar in proportion, hidden from screen readers', async () => {
    await renderApp('/pcbrule');
    const table = screen.getByRole('table', { name: 'Estimated cost per unit' });
    const bar = table.previousElementSibling!;
    expect(bar).toHaveAttribute('aria-hidden', 'true');
    const segments = [...bar.querySelectorAll('svg > g > rect')].map((rect) =>
      parseFloat(rect.getAttribute('width')!),
    );
    const total = 15.57 + 2.25 + 6.75;
    expect(segments.map((width) => Math.round(width * 10) / 10)).toEqual(
      [15.57, 2.25, 6.75].map((amount) => Math.round((amount / total) * 1000) / 10),
    );
    expect(bar).toHaveTextContent('$15.57$2.25$6.75$24.50stated total');
  });

  it('sums up progress above the timeline from the milestones themselves', async () => {
    await renderApp('/pcbrule');
    const progress = screen.getByRole('progressbar', { name: '7 of 11 milestones complete' });
    expect(progress).toHaveAttribute('aria-valuenow', '7');
    expect(progress).toHaveAttribute('aria-valuemax', '11');
    expect(progress).toHaveAttribute('aria-valuetext', '7 of 11; in progress: Prototyping');
    expect(
      [...progress.querySelectorAll('[data-segment]')].map((s) => s.getAttribute('data-segment')),
    ).toEqual([...Array(7).fill('completed'), 'current', ...Array(3).fill('future')]);
    expect(progress.parentElement).toHaveTextContent('In progress: 08 Prototyping');
  });

  it('lists three current challenges and six upcoming iterations', async () => {
    await renderApp('/pcbrule');
    const challenges = screen.getByRole('heading', { name: 'Current challenges' }).parentElement!;
    expect(within(challenges).getAllByRole('listitem')).toHaveLength(3);
    const iterations = screen.getByRole('heading', { name: 'Upcoming iterations' }).parentElement!;
    expect(within(iterations).getAllByRole('listitem')).toHaveLength(6);
  });

  it('states that there are no preorders or sales, only optional donations', async () => {
    await renderApp('/pcbrule');
    const section = screen.getByRole('region', { name: 'About Purchasing & Development Support' });
    expect(section).toHaveTextContent(/no preorders and no sales/);
    expect(section).toHaveTextContent(/optional donations are accepted/);
  });
});

describe('Development Timeline (SPEC §4)', () => {
  it('is a labelled section with the anchor id and an ordered list of the eleven milestones', async () => {
    await renderApp('/pcbrule');
    const section = screen.getByRole('region', { name: 'Development Timeline' });
    expect(section).toHaveAttribute('id', 'timeline-section');
    const list = section.querySelector('ol')!;
    const items = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expect(
      items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(milestones.map((m) => m.title));
  });

  it('gives each status its badge, dot and title style', async () => {
    await renderApp('/pcbrule');
    const section = screen.getByRole('region', { name: 'Development Timeline' });
    const list = section.querySelector('ol')!;
    const items = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    const expected = { completed: 'Completed', current: 'In Progress', future: 'Future' } as const;
    items.forEach((item, index) => {
      const { status } = milestones[index]!;
      expect(item).toHaveTextContent(expected[status]);
      const dot = item.querySelector(`[data-status-dot="${status}"]`);
      expect(dot, `dot of milestone ${index + 1}`).not.toBeNull();
      expect(dot!.querySelector('.animate-pulse-ring') !== null).toBe(status === 'current');
      const title = within(item).getByRole('heading', { level: 3 });
      expect(title.classList.contains('text-muted')).toBe(status === 'future');
    });
    expect(items[7]).toHaveAttribute('aria-current', 'step');
    expect(items.filter((item) => item.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('shows a milestone’s image when it has one', async () => {
    await renderApp('/pcbrule');
    for (const milestone of milestones) {
      if (milestone.image)
        expect(screen.getAllByRole('img', { name: milestone.image.alt }).length).toBeGreaterThan(0);
    }
  });
});
