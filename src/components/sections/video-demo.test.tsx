import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { site } from '../../content-model/site-words';
import { fixtureProject, textOf } from '../../../scripts/lab/unit-tests/fixtures';
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
    await user.click(screen.getByRole('button', { name: words.play(video.title) }));
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
    expect(screen.queryByRole('button', { name: words.play(video.title) })).toBeNull();
  });

  it('is a link to the video on YouTube until the app runs, which a tap made before then follows', () => {
    // The prerendered page, as a visitor's browser has it before the app runs.
    document.body.innerHTML = renderToString(<VideoDemo video={video} />);
    const play = screen.getByRole('link', { name: `${words.play(video.title)}${site.newTab}` });
    expect(play).toHaveAttribute('href', `https://www.youtube.com/watch?v=${video.youtubeId}`);
    expect(play).toHaveAttribute('target', '_blank');
    expect(play).toHaveAttribute('rel', 'noopener noreferrer');
    document.body.innerHTML = '';
  });

  it('plays here once the app runs, as a button: a click, Enter or Space', async () => {
    const user = userEvent.setup();
    for (const press of [
      (play: HTMLElement) => user.click(play),
      async (play: HTMLElement) => {
        play.focus();
        await user.keyboard(' ');
      },
    ]) {
      const { container, unmount } = render(<VideoDemo video={video} />);
      await press(screen.getByRole('button', { name: words.play(video.title) }));
      expect(container.querySelector('iframe')).not.toBeNull();
      unmount();
    }
  });

  it('leaves a click with a modifier to the browser: a new tab, not the player here', async () => {
    const user = userEvent.setup();
    const { container } = render(<VideoDemo video={video} />);
    const play = screen.getByRole('button', { name: words.play(video.title) });
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
