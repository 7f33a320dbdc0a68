import type { ReactNode, Ref, SVGAttributes } from 'react';
import { pcbrule } from '../../content/pcbrule';
import { imageUrl } from '../../lib/assets';
import { cn } from '../../lib/cn';
import {
  board,
  plainFigures,
  readRule,
  threeFigures,
  type RuleSetting,
} from '../../lib/slide-rule';

const { playground } = pcbrule.slideRule;

/**
 * The multiplication the rule is set to, in the given words, with its
 * figures as a slide rule gives them; or how to get a reading.
 */
export function describeReading(
  setting: RuleSetting,
  words: (multiplicand: string, multiplier: string, product: string) => string,
): string {
  const { multiplicand, multiplier, product } = readRule(setting);
  if (multiplier === null || product === null) return playground.offScale;
  return words(plainFigures(multiplicand), plainFigures(multiplier), threeFigures(product));
}

/** The line under the rule: "2 × 3 = 6.00". */
export const readoutText = (setting: RuleSetting) =>
  describeReading(setting, (a, b, product) => `${a} × ${b} = ${product}`);

const { width: cursorWidth, overhang } = board.cursor;

type Part = SVGAttributes<SVGGElement>;

interface SlideRuleFrameProps {
  setting: RuleSetting;
  /** Attributes for the whole drawing, the slide and the cursor (roles and handlers, once it works). */
  stage?: SVGAttributes<SVGSVGElement> & { ref?: Ref<SVGSVGElement> };
  slide?: Part;
  cursor?: Part;
  /** The still picture instead of the working layers (before the interactive chunk loads). */
  still?: boolean;
  /** Extra content under the readout (the live region). */
  children?: ReactNode;
}

/** A focus ring drawn in the SVG itself (outlines on SVG parts are not reliable across browsers). */
function FocusRing(props: SVGAttributes<SVGRectElement>) {
  return (
    <rect
      {...props}
      rx={6}
      fill="none"
      strokeWidth={4}
      className="pointer-events-none stroke-silk opacity-0 group-focus-visible:opacity-100"
    />
  );
}

/**
 * The PCBrule as one SVG: the fixed stators and the slide are pictures drawn
 * from the maths (scripts/illustrations/rule.ts), stacked in board units, plus
 * a clear cursor with its hairline. Positions are SVG attributes, never inline
 * styles, so the Content-Security-Policy allows them in the prerendered page.
 * Before the interactive chunk loads it shows instead one still picture of
 * the rule at the start setting (lazy-loaded, so it costs the first paint
 * nothing), the same size and with the same readout, so nothing moves when
 * the working rule takes its place.
 */
export function SlideRuleFrame({
  setting,
  stage,
  slide,
  cursor,
  still = false,
  children,
}: SlideRuleFrameProps) {
  const { length, height, scaleStart, scaleLength } = board;
  const slideX = setting.slide * scaleLength;
  const cursorX = scaleStart + setting.cursor * scaleLength;
  const box = cn(
    'block h-auto w-full',
    // On phones the rule runs to the card's edges: every pixel of scale counts.
    'max-sm:-mx-6 max-sm:w-[calc(100%+3rem)] max-sm:max-w-none',
  );
  return (
    <figure className="board mt-6 lg:mt-8">
      {still ? (
        // One picture of the rule at the start setting, drawn like the layers below
        // (scripts/illustrations/rule.ts); lazy, so it never competes with the hero.
        <img
          src={imageUrl('slide-rule-still.svg')}
          alt={playground.stillLabel}
          width={length}
          height={height + 2 * overhang}
          loading="lazy"
          decoding="async"
          className={box}
        />
      ) : (
        <svg
          viewBox={`0 ${-overhang} ${length} ${height + 2 * overhang}`}
          {...stage}
          className={cn(box, 'touch-pan-y select-none overflow-hidden', stage?.className)}
        >
          <defs>
            <clipPath id="slide-rule-window">
              <rect y={-overhang} width={length} height={height + 2 * overhang} />
            </clipPath>
          </defs>
          <image href={imageUrl('slide-rule-body.svg')} width={length} height={height} />
          <g clipPath="url(#slide-rule-window)">
            <g
              {...slide}
              transform={`translate(${slideX} 0)`}
              className={cn('group outline-none', slide?.className)}
            >
              <image
                href={imageUrl('slide-rule-slide.svg')}
                y={board.slide.y}
                width={length}
                height={board.slide.height}
              />
              <FocusRing
                x={2}
                y={board.slide.y + 2}
                width={length - 4}
                height={board.slide.height - 4}
              />
            </g>
          </g>
          <g
            {...cursor}
            transform={`translate(${cursorX} 0)`}
            className={cn('group outline-none', cursor?.className)}
          >
            {/* A wider invisible grip than the drawn cursor, for fingers. */}
            <rect
              x={-cursorWidth}
              y={-overhang}
              width={cursorWidth * 2}
              height={height + 2 * overhang}
              fill="transparent"
            />
            <rect
              x={-cursorWidth / 2}
              y={-overhang}
              width={cursorWidth}
              height={height + 2 * overhang}
              rx={6}
              className="fill-silk/10 stroke-silk-dim/80"
              strokeWidth={1.5}
            />
            <line
              y1={-overhang}
              y2={height + overhang}
              className="stroke-hairline"
              strokeWidth={2}
            />
            <FocusRing
              x={-cursorWidth / 2 - 3}
              y={-overhang + 2}
              width={cursorWidth + 6}
              height={height + 2 * overhang - 4}
            />
          </g>
        </svg>
      )}
      <figcaption className="mt-4">
        <p className="figures min-h-7 font-mono text-lg font-semibold text-ink">
          {readoutText(setting)}
        </p>
        <p className="mt-2 text-sm leading-relaxed text-muted print:hidden">{playground.hint}</p>
        {children}
      </figcaption>
    </figure>
  );
}
