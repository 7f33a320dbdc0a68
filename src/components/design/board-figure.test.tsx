import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { Board } from '../../content-model/schema';
import { site } from '../../content-model/site-words';
import { boardFiles, type BoardFiles } from '../../lib/engineering-files';
import { BoardFigure } from './board-figure';

vi.mock('../../lib/engineering-files', () => ({ boardFiles: vi.fn(), modelFiles: vi.fn() }));

const words = site.projectPage.board;
const board: Board = {
  fabFiles: 'driver.zip',
  alt: 'A motor driver board',
  caption: 'Rev B, as ordered',
  soldermask: 'green',
  finish: 'HASL',
  silkscreen: 'white',
};
const made: BoardFiles = {
  top: 'boards/driver-top.png',
  bottom: 'boards/driver-bottom.png',
  size: '50.0 × 25.0 mm',
  layers: 4,
};

const show = (files: BoardFiles | undefined) => {
  vi.mocked(boardFiles).mockReturnValue(files);
  return render(
    <MemoryRouter>
      <BoardFigure board={board} />
    </MemoryRouter>,
  );
};

describe('BoardFigure', () => {
  it('shows the top, with a flip to the bottom made of two radio buttons, top checked', () => {
    show(made);
    const top = screen.getByRole('radio', { name: `${words.sides}: ${words.top}` });
    const bottom = screen.getByRole('radio', { name: `${words.sides}: ${words.bottom}` });
    expect(top).toBeChecked();
    expect(bottom).not.toBeChecked();
    // The same name: one choice between the two, which works without JavaScript.
    expect(top.getAttribute('name')).toBe(bottom.getAttribute('name'));
    for (const side of ['top', 'bottom'] as const) {
      const picture = screen.getByRole('img', { name: words.faceAlt(board.alt, words[side]) });
      expect(picture.getAttribute('src')).toMatch(new RegExp(`${made[side]}$`));
      // A link to the picture itself: without JavaScript it opens the picture to zoom.
      expect(picture.closest('a')!.getAttribute('href')).toMatch(/driver-(top|bottom)/);
    }
  });

  it('flips when the bottom’s label is pressed', async () => {
    show(made);
    await userEvent.setup().click(screen.getByText(words.bottom));
    expect(screen.getByRole('radio', { name: `${words.sides}: ${words.bottom}` })).toBeChecked();
  });

  it('says the board’s size and copper layers, and its caption', () => {
    show(made);
    const figure = screen.getByRole('figure');
    expect(within(figure).getByText(words.facts(made.size, made.layers))).toBeInTheDocument();
    expect(figure).toHaveTextContent(board.caption!);
  });

  it('shows one labelled placeholder, no links and no flip, when the build could not render the board', () => {
    show(undefined);
    const figure = screen.getByRole('figure');
    expect(figure).not.toHaveTextContent(/copper/);
    expect(figure.querySelector('a[href]')).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(
      screen.getByRole('img', { name: `${site.imageError}: ${board.alt}` }),
    ).toBeInTheDocument();
  });
});
