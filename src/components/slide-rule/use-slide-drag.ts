import {
  useRef,
  useState,
  type Dispatch,
  type PointerEvent as ReactPointerEvent,
  type RefObject,
  type SetStateAction,
} from 'react';
import { board, type RuleSetting } from '../../lib/slide-rule';
import { nearestStop } from '../../lib/slide-rule-graduations';
import { clamp, stops, type PartName } from './rule-stops';

/** Below this scale length on screen the finest graduations are under ~2 px apart: snap to the coarser ones. */
const fineSnapMinPx = 700;

/** Only the main button of a mouse drags; a finger or a pen always does. */
const isMainButton = (event: ReactPointerEvent<Element>) =>
  event.pointerType !== 'mouse' || event.button === 0;

/**
 * The drag under way. `jumpTo` is where a press on the rule itself asks the
 * cursor to go: at once for a mouse or pen, but for a finger only once it
 * moves sideways or lifts, since the same touch may be the start of a scroll.
 */
interface Drag {
  part: PartName;
  startX: number;
  from: number;
  moved: boolean;
  jumpTo: number | null;
}

/** The scale's length on screen, in CSS pixels. */
const scaleOnScreen = (stage: SVGSVGElement | null) =>
  ((stage?.getBoundingClientRect().width ?? board.length) * board.scaleLength) / board.length;

interface SlideDragOptions {
  /** The rule's drawing, measured for the scale's length on screen. */
  stage: RefObject<SVGSVGElement | null>;
  setting: RuleSetting;
  setSetting: Dispatch<SetStateAction<RuleSetting>>;
  /** Moves a part to a position (kept in its range), as the visitor's own move. */
  move: (part: PartName, value: number) => void;
  /** Set once the visitor has moved something. */
  touched: RefObject<boolean>;
}

/**
 * Dragging the slide or the cursor with a mouse, pen or finger: `grab(part)`
 * is a part's pointer-down handler, `pressRule` the whole drawing's (a press
 * on the rule brings the cursor there, ready to drag), `handlers` go on the
 * drawing, and `dragging` names the part under way. A tap stays a tap, a drag
 * comes to rest on a graduation, and a gesture the browser takes over (a
 * scroll) puts the part back.
 */
export function useSlideDrag({ stage, setting, setSetting, move, touched }: SlideDragOptions) {
  const [dragging, setDragging] = useState<PartName | null>(null);
  const drag = useRef<Drag | null>(null);
  const scalePx = () => scaleOnScreen(stage.current);

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

  const grab = (part: PartName) => (event: ReactPointerEvent<Element>) =>
    isMainButton(event) && startDrag(part, event, setting[part]);

  const pressRule = (event: ReactPointerEvent<SVGSVGElement>) => {
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
  };

  const handlers = {
    onPointerMove,
    onPointerUp: endDrag,
    onPointerCancel: cancelDrag,
    onLostPointerCapture: endDrag,
  };

  return { dragging, grab, pressRule, handlers };
}
