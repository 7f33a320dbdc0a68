import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { site } from '../../content/site';
import { fixtureProject, textOf } from '../../test/fixtures';
import { VideoDemo } from './video-demo';

const video = fixtureProject.video!;
const words = site.projectPage.video;

describe('VideoDemo', () => {
  it('shows its heading and introduction', () => {
    render(<VideoDemo video={video} />);
    expect(screen.getByRole('region', { name: video.heading })).toHaveTextContent(
      textOf(video.intro),
    );
  });

  it('loads nothing from YouTube until play is pressed, then embeds the privacy-enhanced player', async () => {
    const user = userEvent.setup();
    const { container } = render(<VideoDemo video={video} />);
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByText(words.consentNote)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: words.play(video.title) }));
    const frame = await screen.findByTitle(video.title);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toMatch(
      new RegExp(`^https://www\\.youtube-nocookie\\.com/embed/${video.youtubeId}\\?`),
    );
    expect(frame.getAttribute('sandbox')!.split(' ').sort()).toEqual([
      'allow-popups',
      'allow-popups-to-escape-sandbox',
      'allow-same-origin',
      'allow-scripts',
    ]);
    // Fullscreen is asked for once, not in both `allow` and allowfullscreen.
    expect(frame).toHaveAttribute('allowfullscreen');
    expect(frame.getAttribute('allow')).not.toContain('fullscreen');
    expect(frame).toHaveFocus();
    expect(screen.queryByRole('link', { name: words.play(video.title) })).toBeNull();
  });

  it('is a link to the video on YouTube until the app runs, which a tap made before then follows', () => {
    render(<VideoDemo video={video} />);
    const play = screen.getByRole('link', { name: words.play(video.title) });
    expect(play).toHaveAttribute('href', `https://www.youtube.com/watch?v=${video.youtubeId}`);
    expect(play).toHaveAttribute('target', '_blank');
    expect(play).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('leaves a click with a modifier to the browser: a new tab, not the player here', async () => {
    const user = userEvent.setup();
    const { container } = render(<VideoDemo video={video} />);
    const play = screen.getByRole('link', { name: words.play(video.title) });
    // jsdom does not navigate; what matters is that the page does not play it in place.
    play.addEventListener('click', (event) => event.preventDefault());
    await user.keyboard('{Control>}');
    await user.click(play);
    await user.keyboard('{/Control}');
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('offers the video on YouTube in a new tab for visitors without JavaScript', () => {
    render(<VideoDemo video={video} />);
    const link = screen.getByRole('link', {
      name: (name) => name.startsWith(words.watchOnYouTube),
    });
    expect(link).toHaveAttribute('href', `https://www.youtube.com/watch?v=${video.youtubeId}`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
