import {
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import { slideRule as playground } from '../../content/slide-rule';
import {
  board,
  plainFigures,
  readRule,
  startSetting,
  type RuleSetting,
} from '../../lib/slide-rule';
import {
  graduationPositions,
  nearestStop,
  nextStop,
  slideStops,
} from '../../lib/slide-rule-graduations';
import { SlideRuleDrawing } from './slide-rule-drawing';
import { describeReading, SlideRuleFrame } from './slide-rule-frame';

type PartName = keyof RuleSetting;

/** Where each part may stand, in fractions of the scale length. */
const range: Record<PartName, readonly [number, number]> = { slide: [-1, 1], cursor: [0, 1] };
const clamp = (part: PartName, value: number) =>
  Math.min(range[part][1], Math.max(range[part][0], value));

/** Every graduation for arrow keys and for snapping on a wide rule; labelled ones for Page keys and small rules. */
const stops = {
  fine: { slide: slideStops(), cursor: graduationPositions() },
  coarse: { slide: slideStops(true), cursor: graduationPositions(true) },
};
/** Below this scale length on screen the finest graduations are under ~2 px apart: snap to the coarser ones. */
const fineSnapMinPx = 700;

/** What a screen reader hears once the rule has settled: words, not symbols. */
const spokenReading = (setting: RuleSetting) =>
  describeReading(setting, (a, b, product) => `${a} times ${b} is ${product}`);

function slideValueText({ slide }: RuleSetting): string {
  const { multiplicand, index } = readRule({ slide, cursor: 0 });
  return `${index === 'left' ? '1' : '10'} of C over ${plainFigures(multiplicand)} on D`;
}

function cursorValueText(setting: RuleSetting): string {
  const { d, multiplier } = readRule(setting);
  return multiplier === null
    ? `${plainFigures(d)} on D, off the C scale`
    : `${plainFigures(d)} on D, ${plainFigures(multiplier)} on C`;
}

/**
 * The working slide rule (loaded on demand by SlideRulePlayground): drag the
 * slide or the cursor with a mouse, pen or finger, or move them with the
 * keyboard. Both parts are sliders a screen reader can name and read, and the
 * product is announced once the rule has settled.
 */
export default function InteractiveSlideRule() {
  const [setting, setSetting] = useState<RuleSetting>(startSetting);
  const [dragging, setDragging] = useState<PartName | null>(null);
  const [announcement, setAnnouncement] = useState('');
  /** Nothing is announced until the visitor has moved something: the rule loads before it is in view. */
  const touched = useRef(false);
  const stage = useRef<SVGSVGElement>(null);
  /**
   * The drag under way. `jumpTo` is where a press on the rule itself asks the
   * cursor to go: at once for a mouse or pen, but for a finger only once it
   * moves sideways or lifts, since the same touch may be the start of a scroll.
   */
  const drag = useRef<{
    part: PartName;
    startX: number;
    from: number;
    moved: boolean;
    jumpTo: number | null;
  } | null>(null);

  // Announce the reading after a pause, not at every graduation passed. The
  // live region repeats a reading only when its text changes, so a reading
  // equal to the last one alternates a trailing no-break space to be heard again.
  useEffect(() => {
    if (dragging || !touched.current) return;
    const timer = window.setTimeout(
      () =>
        setAnnouncement((last) => {
          const reading = spokenReading(setting);
          return last === reading ? `${reading}\u00a0` : reading;
        }),
      600,
    );
    return () => window.clearTimeout(timer);
  }, [setting, dragging]);

  /** The scale's length on screen, in CSS pixels. */
  const scalePx = () =>
    ((stage.current?.getBoundingClientRect().width ?? board.length) * board.scaleLength) /
    board.length;

  const move = (part: PartName, value: number) => {
    touched.current = true;
    setSetting((current) => ({ ...current, [part]: clamp(part, value) }));
  };

  const startDrag = (
    part: PartName,
    event: ReactPointerEvent<Element>,
    from: number,
    jumpTo: number | null = null,
  ) => {
    event.stopPropagation();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { part, startX: event.clientX, from, moved: false, jumpTo };
    setDragging(part);
  };
  /** Only the main button of a mouse drags; a finger or a pen always does. */
  const isMainButton = (event: ReactPointerEvent<Element>) =>
    event.pointerType !== 'mouse' || event.button === 0;

  const onPointerMove = (event: ReactPointerEvent<Element>) => {
    const current = drag.current;
    if (!current) return;
    const dx = event.clientX - current.startX;
    // A few pixels of wobble are not a drag (a tap stays a tap).
    if (!current.moved && Math.abs(dx) < 3) return;
    current.moved = true;
    move(current.part, (current.jumpTo ?? current.from) + dx / scalePx());
  };
  /** Ends the drag under way, if any, and returns it. */
  const finishDrag = () => {
    const current = drag.current;
    if (current) {
      drag.current = null;
      setDragging(null);
    }
    return current;
  };
  /** Lifting the finger or the button: a tap on the rule brings the cursor there; a drag comes to rest on a graduation. */
  const endDrag = () => {
    const current = finishDrag();
    if (!current) return;
    if (!current.moved && current.jumpTo === null) return;
    const at = current.moved ? null : current.jumpTo;
    // Come to rest on a graduation, as a reading on a real rule does.
    const snapTo = scalePx() >= fineSnapMinPx ? stops.fine : stops.coarse;
    touched.current = true;
    setSetting((now) => ({
      ...now,
      [current.part]: nearestStop(snapTo[current.part], at ?? now[current.part]),
    }));
  };
  /** The browser took the gesture over (a scroll, say): put the part back where it was. */
  const cancelDrag = () => {
    const current = finishDrag();
    if (current?.moved) setSetting((now) => ({ ...now, [current.part]: current.from }));
  };

  const onKeyDown = (part: PartName) => (event: KeyboardEvent<Element>) => {
    const value = setting[part];
    const step = (size: 'fine' | 'coarse', direction: 1 | -1) =>
      nextStop(stops[size][part], value, direction);
    const moves: Record<string, () => number> = {
      ArrowRight: () => step('fine', 1),
      ArrowUp: () => step('fine', 1),
      ArrowLeft: () => step('fine', -1),
      ArrowDown: () => step('fine', -1),
      PageUp: () => step('coarse', 1),
      PageDown: () => step('coarse', -1),
      Home: () => range[part][0],
      End: () => range[part][1],
    };
    const next = moves[event.key];
    if (!next) return;
    event.preventDefault();
    move(part, next());
  };

  const dragHandlers = {
    onPointerMove,
    onPointerUp: endDrag,
    onPointerCancel: cancelDrag,
    onLostPointerCapture: endDrag,
  };

  const drawing = (
    <SlideRuleDrawing
      setting={setting}
      stage={{
        ref: stage,
        role: 'group',
        'aria-label': playground.label,
        // A press on the rule itself brings the cursor there, ready to drag.
        onPointerDown: (event) => {
          if (!isMainButton(event)) return;
          const box = event.currentTarget.getBoundingClientRect();
          const x = ((event.clientX - box.left) / box.width) * board.length;
          const at = clamp('cursor', (x - board.scaleStart) / board.scaleLength);
          if (event.pointerType === 'touch') {
            startDrag('cursor', event, setting.cursor, at);
          } else {
            move('cursor', at);
            startDrag('cursor', event, at, at);
          }
        },
        ...dragHandlers,
      }}
      slide={{
        role: 'slider',
        tabIndex: 0,
        'aria-label': playground.slideLabel,
        'aria-orientation': 'horizontal',
        'aria-valuemin': -100,
        'aria-valuemax': 100,
        'aria-valuenow': Math.round(setting.slide * 1000) / 10,
        'aria-valuetext': slideValueText(setting),
        onKeyDown: onKeyDown('slide'),
        onPointerDown: (event) => isMainButton(event) && startDrag('slide', event, setting.slide),
        className: 'cursor-grab active:cursor-grabbing',
      }}
      cursor={{
        role: 'slider',
        tabIndex: 0,
        'aria-label': playground.cursorLabel,
        'aria-orientation': 'horizontal',
        'aria-valuemin': 1,
        'aria-valuemax': 10,
        'aria-valuenow': Number(readRule(setting).d.toPrecision(3)),
        'aria-valuetext': cursorValueText(setting),
        onKeyDown: onKeyDown('cursor'),
        onPointerDown: (event) => isMainButton(event) && startDrag('cursor', event, setting.cursor),
        className: 'cursor-ew-resize',
      }}
    />
  );

  return (
    <SlideRuleFrame setting={setting} drawing={drawing}>
      <p className="sr-only" aria-live="polite" data-testid="slide-rule-announcement">
        {announcement}
      </p>
    </SlideRuleFrame>
  );
}
