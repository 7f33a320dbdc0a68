import Giscus from '@giscus/react';
import { useSyncExternalStore } from 'react';
import type { Comments } from '../../content-model/schema';
import { currentTheme, subscribeToTheme } from '../../lib/theme';

/**
 * The discussion itself: giscus's own element (the `giscus` package, through
 * @giscus/react), which builds the frame from giscus.app and keeps a visitor's
 * GitHub sign-in (it reads and clears the `giscus` parameter GitHub sends
 * back). Its code is a chunk of its own, fetched when a visitor opens the
 * comments (./comments.tsx). The discussion is found by `term`, the page's
 * path from the site's top, so a move to another address or domain keeps it.
 * It follows the site's light and dark theme as it changes.
 */
export function CommentsThread({ settings, term }: { settings: Comments; term: string }) {
  const theme = useSyncExternalStore(subscribeToTheme, currentTheme, () => 'light' as const);
  return (
    <Giscus
      repo={settings.repo as `${string}/${string}`}
      repoId={settings.repoId}
      category={settings.category}
      categoryId={settings.categoryId}
      mapping="specific"
      term={term}
      strict="1"
      reactionsEnabled="1"
      emitMetadata="0"
      inputPosition="top"
      theme={theme}
      lang="en"
      // Mounted on a tap, so at once: "lazy" would wait for the frame to scroll into view.
      loading="eager"
    />
  );
}
