import type { ReactNode, Ref, SVGAttributes } from 'react';
import { pcbrule } from '../../content/pcbrule';
import { imageUrl } from '../../lib/assets';
import { cn } from '../../lib/cn';
import {
  board,
  plainFigures,
  positionOf,
  readRule,
  threeFigures,
  type RuleSetting,
} from '../../lib/slide-rule';

const { playground } = pcbrule.slideRule;

/** Where the rule starts, and the static drawing shows it: set to 2 × 3 (the card's example). */
export const startSetting: RuleSetting = { slide: positionOf(2), cursor: positionOf(6) };

/** The line under the rule: "2 × 3 = 6.00", or how to get a reading. */
export function readoutText(setting: RuleSetting): string {
  const { multiplicand, multiplier, product } = readRule(setting);
  if (multiplier === null || product === null) return playground.offScale;
  return `${plainFigures(multiplicand)} × ${plainFigures(multiplier)} = ${threeFigures(product)}`;
}

const cursorWidth = 68;
/** The cursor's clear plate reaches a little past both stators. */
const overhang = 8;

type Part = SVGAttributes<SVGGElement>;

interface SlideRuleFrameProps {
  setting: RuleSetting;
  /** Attributes for the whole drawing, the slide and the cursor (roles and handlers, once it works). */
  stage?: SVGAttributes<SVGSVGElement> & { ref?: Ref<SVGSVGElement> };
  slide?: Part;
  cursor?: Part;
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
 * It draws any setting; before the interactive chunk loads it is a still
 * picture at the start setting, the same size and with the same readout, so
 * nothing moves when the working rule takes its place.
 */
export function SlideRuleFrame({ setting, stage, slide, cursor, children }: SlideRuleFrameProps) {
  const { length, height, scaleStart, scaleLength } = board;
  const slideX = setting.slide * scaleLength;
  const cursorX = scaleStart + setting.cursor * scaleLength;
  return (
    <figure className="board mt-6 lg:mt-8">
      <svg
        viewBox={`0 ${-overhang} ${length} ${height + 2 * overhang}`}
        role="img"
        aria-label={playground.stillLabel}
        {...stage}
        className={cn(
          'block h-auto w-full touch-pan-y select-none overflow-hidden',
          // On phones the rule runs to the card's edges: every pixel of scale counts.
          'max-sm:-mx-6 max-sm:w-[calc(100%+3rem)] max-sm:max-w-none',
          stage?.className,
        )}
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
          <line y1={-overhang} y2={height + overhang} className="stroke-hairline" strokeWidth={2} />
          <FocusRing
            x={-cursorWidth / 2 - 3}
            y={-overhang + 2}
            width={cursorWidth + 6}
            height={height + 2 * overhang - 4}
          />
        </g>
      </svg>
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
