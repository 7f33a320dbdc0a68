import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pcbrule } from '../../content/pcbrule';
import { VideoDemo } from './video-demo';

describe('VideoDemo', () => {
  it('loads nothing from YouTube until play is pressed, then embeds the privacy-enhanced player', async () => {
    const { container } = render(<VideoDemo />);
    expect(container.querySelector('iframe')).toBeNull();
    screen.getByRole('button', { name: pcbrule.video.playLabel }).click();
    const frame = await screen.findByTitle(pcbrule.video.title);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toMatch(
      new RegExp(`^https://www\\.youtube-nocookie\\.com/embed/${pcbrule.video.youtubeId}\\?`),
    );
    expect(frame).toHaveAttribute('sandbox');
    expect(frame).toHaveFocus();
  });

  it('offers the video on YouTube in a new tab for visitors without JavaScript', () => {
    render(<VideoDemo />);
    const link = screen.getByRole('link', { name: /watch it on youtube/i });
    expect(link).toHaveAttribute(
      'href',
      `https://www.youtube.com/watch?v=${pcbrule.video.youtubeId}`,
    );
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
