import { Component, lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { slideRule as playground } from '../../content-model/slide-rule';
import { imageUrl } from '../../lib/assets';
import { board, startSetting } from '../../lib/slide-rule';
import { drawingBox, SlideRuleFrame } from './slide-rule-frame';

/** Resolves once a picture has loaded (or failed: the rule then shows without it). */
function picture(file: string): Promise<void> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = image.onerror = () => resolve();
    image.src = imageUrl(file);
  });
}

// The working rule's code is its own chunk, fetched only when the card comes
// near the screen, together with its two layers, so the still picture stays
// until the working rule can show complete.
const InteractiveSlideRule = lazy(() =>
  Promise.all([
    import('./interactive-slide-rule'),
    picture('slide-rule-body.svg'),
    picture('slide-rule-slide.svg'),
  ]).then(([module]) => module),
);

/** If the chunk cannot load (offline, say), the still drawing stays: nothing breaks. */
class StillOnError extends Component<{ still: ReactNode; children: ReactNode }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? this.props.still : this.props.children;
  }
}

/**
 * One picture of the rule at the start setting, drawn like the working rule's
 * layers (scripts/illustrations/rule.ts) and the same size; lazy, so it never
 * competes with the hero for the first paint.
 */
function StillPicture() {
  const { overhang } = board.cursor;
  return (
    <img
      src={imageUrl('slide-rule-still.svg')}
      alt={playground.stillLabel}
      width={board.length}
      height={board.height + 2 * overhang}
      loading="lazy"
      decoding="async"
      className={drawingBox}
    />
  );
}

/** True once the element is within `margin` of the viewport (at once where that cannot be watched). */
function useNearViewport(margin: string) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [margin]);
  return { ref, near };
}

/**
 * The slide rule in the 'What is a slide rule?' card. The prerendered page shows
 * it as a still drawing set to 2 × 3; near the screen it becomes a working rule
 * in the same place and size.
 */
export function SlideRulePlayground() {
  const { ref, near } = useNearViewport('400px');
  const still = <SlideRuleFrame setting={startSetting} drawing={<StillPicture />} />;
  return (
    <div ref={ref}>
      {near ? (
        <StillOnError still={still}>
          <Suspense fallback={still}>
            <InteractiveSlideRule />
          </Suspense>
        </StillOnError>
      ) : (
        still
      )}
    </div>
  );
}
