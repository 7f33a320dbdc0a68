import type { Ref, SVGAttributes } from 'react';
import { imageUrl } from '../../lib/assets';
import { cn } from '../../lib/cn';
import { board, type RuleSetting } from '../../lib/slide-rule';
import { drawingBox } from './slide-rule-frame';

const { width: cursorWidth, overhang } = board.cursor;

type Part = SVGAttributes<SVGGElement>;

interface SlideRuleDrawingProps {
  setting: RuleSetting;
  /** Attributes for the whole drawing, the slide and the cursor (roles and handlers). */
  stage?: SVGAttributes<SVGSVGElement> & { ref?: Ref<SVGSVGElement> };
  slide?: Part;
  cursor?: Part;
}

/** A focus ring drawn in the SVG itself (outlines on SVG parts are not reliable across browsers). */
function FocusRing(props: SVGAttributes<SVGRectElement>) {
  return (
    <rect
      {...props}
      rx={6}
      fill="none"
      strokeWidth={4}
      className="pointer-events-none stroke-rule-silk opacity-0 group-focus-visible:opacity-100"
    />
  );
}

/**
 * The working PCBrule as one SVG: the fixed stators and the slide are pictures
 * drawn from the maths (scripts/illustrations/rule-playground.ts), stacked in board units,
 * plus a clear cursor with its hairline. Positions are SVG attributes, never
 * inline styles, so the Content-Security-Policy allows them. Part of the
 * interactive chunk: the first load shows the still picture instead.
 */
export function SlideRuleDrawing({ setting, stage, slide, cursor }: SlideRuleDrawingProps) {
  const { length, height, scaleStart, scaleLength } = board;
  const slideX = setting.slide * scaleLength;
  const cursorX = scaleStart + setting.cursor * scaleLength;
  return (
    <svg
      viewBox={`0 ${-overhang} ${length} ${height + 2 * overhang}`}
      {...stage}
      className={cn(drawingBox, 'touch-pan-y select-none overflow-hidden', stage?.className)}
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
          className="fill-rule-silk/10 stroke-rule-silk-dim/80"
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
  );
}
