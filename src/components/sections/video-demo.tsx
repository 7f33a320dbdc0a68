import { useEffect, useId, useRef, useState } from 'react';
import { useAppRunning } from '../../hooks/use-app-running';
import type { TrackedProject } from '../../content-model/schema';
import { site } from '../../content-model/site-words';
import { ExternalLink } from '../ui/external-link';
import { Icon } from '../ui/icons';
import { ImageWithFallback } from '../ui/image-with-fallback';
import { RichText } from '../ui/rich-text';
import { SectionHeading } from '../ui/section-heading';

/**
 * Project page: the prototype demo video behind a click-to-load facade. Nothing
 * is requested from YouTube until the visitor presses play (docs/decisions.md, "Video").
 */
/**
 * What the player may do, and nothing else (no forms, no top navigation, no
 * downloads, no casting). allow-scripts with allow-same-origin would undo the
 * sandbox only for a frame of our own origin; this one is always
 * www.youtube-nocookie.com (the CSP's frame-src allows nothing else), so it
 * keeps YouTube's origin, which the player needs for its storage. A link out
 * of the player ("Watch on YouTube") opens a normal tab, not a sandboxed one.
 */
const playerSandbox = 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox';

export function VideoDemo({ video }: { video: NonNullable<TrackedProject['video']> }) {
  const id = encodeURIComponent(video.youtubeId);
  const embedUrl = `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`;
  const watchUrl = `https://www.youtube.com/watch?v=${id}`;
  const words = site.projectPage.video;
  const headingId = useId();
  const [playing, setPlaying] = useState(false);
  // Once the app runs, the facade plays the video here instead of opening YouTube.
  const inPlace = useAppRunning();
  const frame = useRef<HTMLIFrameElement>(null);

  // The play link disappears on click; keep keyboard focus on the player that replaced it.
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);

  return (
    <section
      aria-labelledby={headingId}
      className="mx-auto max-w-page px-5 py-16 sm:px-8 print:hidden"
    >
      <SectionHeading id={headingId}>{video.heading}</SectionHeading>
      <RichText html={video.intro} className="mt-3 text-muted" />
      <div className="relative mt-8 aspect-video overflow-hidden rounded-2xl border border-line bg-band">
        {playing ? (
          <iframe
            ref={frame}
            src={embedUrl}
            title={video.title}
            className="absolute inset-0 size-full"
            // Fullscreen through allowFullScreen alone, which every engine honours;
            // naming it in `allow` as well only overlaps.
            allow="autoplay; encrypted-media; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            sandbox={playerSandbox}
          />
        ) : (
          // A link to the video on YouTube, in a new tab, until the app runs: a tap before then
          // works by itself (issue 48). Once it runs, it is a button that plays the video here
          // (Enter or Space); a click with a modifier (a new tab, a window) is left to the browser.
          <a
            href={watchUrl}
            target="_blank"
            rel="noopener noreferrer"
            role={inPlace ? 'button' : undefined}
            onClick={(event) => {
              if (
                event.button !== 0 ||
                event.metaKey ||
                event.ctrlKey ||
                event.shiftKey ||
                event.altKey
              )
                return;
              event.preventDefault();
              setPlaying(true);
            }}
            onKeyDown={(event) => {
              if (event.key !== ' ') return;
              event.preventDefault();
              setPlaying(true);
            }}
            className="group absolute inset-0 size-full focus-visible:outline-offset-[-4px]"
          >
            {/* Decorative: the link's own label names the video. */}
            <ImageWithFallback picture={{ ...video.poster, alt: '' }} fill />
            <span
              className="absolute inset-0 bg-band/20 transition-colors group-hover:bg-band/5"
              aria-hidden="true"
            />
            <span className="absolute left-1/2 top-1/2 flex size-14 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-highlight text-band shadow-xl transition-transform group-hover:scale-105 sm:size-20">
              <Icon name="play" className="size-8 translate-x-0.5 fill-current" />
            </span>
            <span className="sr-only">
              {words.play(video.title)}
              {!inPlace && site.newTab}
            </span>
          </a>
        )}
      </div>
      <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
        <span>{words.consentNote}</span>{' '}
        <ExternalLink
          href={watchUrl}
          className="font-semibold text-accent-ink underline underline-offset-4"
        >
          {words.watchOnYouTube}
        </ExternalLink>
      </p>
    </section>
  );
}
