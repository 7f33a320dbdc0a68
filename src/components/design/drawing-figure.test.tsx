import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { Drawing } from '../../content-model/schema';
import { site } from '../../content-model/site-words';
import { drawingFiles, type DrawingFiles } from '../../lib/engineering-files';
import { DrawingFigure } from './drawing-figure';
import { DrawingWithViewer } from './drawing-viewer';

vi.mock('../../lib/engineering-files', () => ({
  drawingFiles: vi.fn(),
  boardFiles: vi.fn(),
  modelFiles: vi.fn(),
}));

const words = site.projectPage.drawing;
const drawing: Drawing = {
  source: 'bracket.pdf',
  alt: 'The bracket, dimensioned',
  caption: 'Rev C',
  download: true,
};
const made: DrawingFiles = {
  sheets: [
    {
      image: 'drawings/bracket-1.png',
      zoom: { image: 'drawings/bracket-1-zoom.webp', width: 5040, height: 3564 },
      paper: 'A3 landscape, 420 × 297 mm',
      scale: '1:2',
    },
    {
      image: 'drawings/bracket-2.png',
      zoom: { image: 'drawings/bracket-2-zoom.webp', width: 3564, height: 2520 },
      paper: 'A4 landscape, 297 × 210 mm',
    },
  ],
  download: { path: 'drawings/bracket.pdf', bytes: 48_000 },
};

const show = (files: DrawingFiles | undefined, shown: Drawing = drawing) => {
  vi.mocked(drawingFiles).mockReturnValue(files);
  return render(
    <MemoryRouter>
      <DrawingFigure drawing={shown} />
    </MemoryRouter>,
  );
};

describe('DrawingFigure', () => {
  it('shows each sheet as a link to the sheet drawn for zooming, with its paper and scale', () => {
    show(made);
    const sheets = screen.getAllByRole('listitem');
    expect(sheets).toHaveLength(2);
    const first = within(sheets[0]!);
    expect(first.getByRole('link').getAttribute('href')).toMatch(/drawings\/bracket-1-zoom\.webp$/);
    expect(first.getByRole('img').getAttribute('alt')).toBe(words.sheetAlt(drawing.alt, 1, 2));
    expect(sheets[0]!.textContent).toContain(
      words.sheetFacts(1, 2, made.sheets[0]!.paper, made.sheets[0]!.scale),
    );
    expect(sheets[1]!.textContent).toContain(words.sheetFacts(2, 2, made.sheets[1]!.paper));
  });

  it('offers the owner’s file when asked, and not otherwise', () => {
    const { unmount } = show(made);
    const link = screen.getByRole('link', { name: /bracket\.pdf/ });
    expect(link.getAttribute('download')).toBe('bracket.pdf');
    unmount();
    show(made, { ...drawing, download: false });
    expect(screen.queryByRole('link', { name: /bracket\.pdf/ })).toBeNull();
  });

  it('opens a sheet in the viewer on a plain click where there is one, and is a plain link where there is none', () => {
    vi.mocked(drawingFiles).mockReturnValue(made);
    const onOpen = vi.fn();
    const { unmount } = render(<DrawingFigure drawing={drawing} onOpen={onOpen} />);
    const second = within(screen.getAllByRole('listitem')[1]!).getByRole('link');
    // fireEvent returns false when the default (following the link) was prevented.
    expect(fireEvent.click(second)).toBe(false);
    expect(onOpen).toHaveBeenCalledWith(1);
    // A click for a new tab is the browser's.
    expect(fireEvent.click(second, { ctrlKey: true })).toBe(true);
    expect(onOpen).toHaveBeenCalledTimes(1);
    unmount();
    render(<DrawingFigure drawing={drawing} />);
    expect(fireEvent.click(within(screen.getAllByRole('listitem')[0]!).getByRole('link'))).toBe(
      true,
    );
  });

  it('sets each sheet beside its paper and scale when compact (a Home card), its links the same', () => {
    vi.mocked(drawingFiles).mockReturnValue(made);
    const { container } = render(<DrawingFigure drawing={drawing} compact />);
    const caption = container.querySelector('figcaption')!;
    expect(caption.textContent).toContain(
      words.sheetFacts(1, 2, made.sheets[0]!.paper, made.sheets[0]!.scale),
    );
    expect(caption.textContent).toContain(drawing.caption);
    const sheets = within(container.querySelector('ol')!).getAllByRole('link');
    expect(sheets.map((link) => link.getAttribute('href'))).toEqual([
      expect.stringMatching(/bracket-1-zoom\.webp$/),
      expect.stringMatching(/bracket-2-zoom\.webp$/),
    ]);
    // The download is in the words beside the sheets.
    expect(within(caption).getByRole('link', { name: /bracket\.pdf/ })).toBeTruthy();
  });

  it('shows the labelled placeholder, and no links, when the build could not draw it', () => {
    show(undefined);
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(screen.getByRole('img', { name: `${site.imageError}: ${drawing.alt}` })).toBeTruthy();
    expect(screen.getByText(drawing.caption!)).toBeTruthy();
  });

  it('gives the same file shown twice on a page (a project’s and a milestone’s) a viewer each, by its place', () => {
    vi.mocked(drawingFiles).mockReturnValue(made);
    render(
      <MemoryRouter>
        <DrawingWithViewer drawing={drawing} />
        <DrawingWithViewer drawing={drawing} place="milestone-2" />
      </MemoryRouter>,
    );
    const viewers = screen
      .getAllByRole('link')
      .filter((link) => link.hasAttribute('data-photo-index'))
      .map((link) => link.getAttribute('data-viewer'));
    expect(viewers).toEqual([
      'drawing-bracket-pdf',
      'drawing-bracket-pdf',
      'milestone-2-bracket-pdf',
      'milestone-2-bracket-pdf',
    ]);
  });
});
