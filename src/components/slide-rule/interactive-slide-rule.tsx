import { useRef, useState, type KeyboardEvent } from 'react';
import { slideRule as playground } from '../../content-model/slide-rule';
import { plainFigures, readRule, startSetting, type RuleSetting } from '../../lib/slide-rule';
import { clamp, stopForKey, type PartName } from './rule-stops';
import { SlideRuleDrawing } from './slide-rule-drawing';
import { SlideRuleFrame } from './slide-rule-frame';
import { useSettledReading } from './use-settled-reading';
import { useSlideDrag } from './use-slide-drag';

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
  /** Nothing is announced until the visitor has moved something: the rule loads before it is in view. */
  const touched = useRef(false);
  const stage = useRef<SVGSVGElement>(null);

  const move = (part: PartName, value: number) => {
    touched.current = true;
    setSetting((current) => ({ ...current, [part]: clamp(part, value) }));
  };
  const { dragging, grab, pressRule, handlers } = useSlideDrag({
    stage,
    setting,
    setSetting,
    move,
    touched,
  });
  const announcement = useSettledReading(setting, dragging !== null, touched);

  const onKeyDown = (part: PartName) => (event: KeyboardEvent<Element>) => {
    const next = stopForKey(part, setting[part], event.key);
    if (next === undefined) return;
    event.preventDefault();
    move(part, next);
  };

  const drawing = (
    <SlideRuleDrawing
      setting={setting}
      stage={{
        ref: stage,
        role: 'group',
        'aria-label': playground.label,
        onPointerDown: pressRule,
        ...handlers,
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
        onPointerDown: grab('slide'),
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
        onPointerDown: grab('cursor'),
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
