import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fixtureProfile } from '../../../scripts/lab/unit-tests/fixtures';
import { Avatar } from './avatar';
import { ImageWithFallback } from './image-with-fallback';

const picture = { file: 'panel.svg', alt: 'The manufacturing panel' };

// The size the build reads from the file (scripts/site/images/sizes-plugin.ts), for a made-up file.
vi.mock('../../lib/image-size', () => ({
  imageSize: (file: string) => (file === 'panel.svg' ? { width: 1200, height: 600 } : undefined),
}));

describe('ImageWithFallback (SPEC §8)', () => {
  it('shows the image by file name with its size, lazily unless it is a priority', () => {
    const { rerender } = render(<ImageWithFallback picture={picture} />);
    const image = screen.getByRole('img', { name: picture.alt });
    expect(image).toHaveAttribute('src', '/images/panel.svg');
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '600');
    expect(image).toHaveAttribute('loading', 'lazy');
    rerender(<ImageWithFallback picture={picture} priority />);
    expect(screen.getByRole('img', { name: picture.alt })).toHaveAttribute('loading', 'eager');
  });

  it('becomes a placeholder reading "Error loading image" when the image fails', () => {
    render(<ImageWithFallback picture={picture} />);
    fireEvent.error(screen.getByRole('img', { name: picture.alt }));
    const placeholder = screen.getByRole('img', { name: `Error loading image: ${picture.alt}` });
    expect(placeholder).toHaveTextContent('Error loading image');
    expect(placeholder.tagName).not.toBe('IMG');
    expect(placeholder).toHaveStyle({ aspectRatio: '1200 / 600' });
  });

  it('notices an image that failed before the page was interactive', () => {
    const complete = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'complete');
    Object.defineProperty(HTMLImageElement.prototype, 'complete', {
      configurable: true,
      get: () => true,
    });
    try {
      render(<ImageWithFallback picture={picture} />);
      expect(screen.getByText('Error loading image')).toBeInTheDocument();
    } finally {
      Object.defineProperty(HTMLImageElement.prototype, 'complete', complete!);
    }
  });
});

describe('Avatar (SPEC §2)', () => {
  // A made-up owner: Robin Quill, whose initials are RQ.
  const avatar = { ...fixtureProfile.avatar, alt: 'Portrait of the owner' };

  it('shows the photo, then the initials if the photo cannot be loaded', () => {
    render(<Avatar picture={avatar} name={fixtureProfile.name} />);
    expect(screen.getByRole('img', { name: avatar.alt }).tagName).toBe('IMG');
    fireEvent.error(screen.getByRole('img', { name: avatar.alt }));
    const fallback = screen.getByRole('img', { name: avatar.alt });
    expect(fallback.tagName).toBe('DIV');
    expect(fallback).toHaveTextContent('RQ');
  });
});
