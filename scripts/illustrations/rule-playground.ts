/**
 * The two layers of the working slide rule on the project page
 * (src/components/slide-rule/): the stators, with the back plate showing
 * between them where the slide is pulled out, and the slide on its own. The
 * page stacks them and moves the slide, so they share the board's units.
 */
import { board, startSetting } from '../../src/lib/slide-rule.ts';
import { ruleBody, ruleSlide } from './rule.ts';
import { colours, el, r, svgDocument } from './svg.ts';

/** The stators with the back plate showing between them, in board units. */
function playgroundBody(): string[] {
  const { length, slide } = board;
  return [
    el('rect', { y: slide.y - 2, width: length, height: slide.height + 4, fill: colours.desk }),
    ...ruleBody(),
  ];
}

export function playgroundBodySvg(): string {
  return svgDocument(
    board.length,
    board.height,
    'The fixed part of the PCBrule: both stators and the D scale',
    playgroundBody(),
  );
}

export function playgroundSlideSvg(): string {
  const { length, slide } = board;
  return svgDocument(length, slide.height, 'The slide of the PCBrule, with its C and CI scales', [
    el('g', { transform: `translate(0 ${-slide.y})` }, ruleSlide()),
  ]);
}

/**
 * The working rule's still picture: both layers at the start setting (2 × 3)
 * with the cursor, in the same frame as the page's SVG (board units plus the
 * cursor's overhang), so the working rule replaces it without a shift.
 */
export function playgroundStillSvg(): string {
  const { length, height, scaleStart, scaleLength, cursor } = board;
  const x = scaleStart + startSetting.cursor * scaleLength;
  return svgDocument(length, height + 2 * cursor.overhang, 'The PCBrule set to multiply 2 by 3', [
    el('defs', {}, [el('clipPath', { id: 'window' }, [el('rect', { width: length, height })])]),
    el('g', { transform: `translate(0 ${cursor.overhang})` }, [
      ...playgroundBody(),
      el('g', { 'clip-path': 'url(#window)' }, [
        el('g', { transform: `translate(${r(startSetting.slide * scaleLength)} 0)` }, ruleSlide()),
      ]),
      el('rect', {
        x: r(x - cursor.width / 2),
        y: -cursor.overhang,
        width: cursor.width,
        height: height + 2 * cursor.overhang,
        rx: 6,
        fill: colours.silk,
        'fill-opacity': 0.1,
        stroke: colours.silkDim,
        'stroke-opacity': 0.8,
        'stroke-width': 1.5,
      }),
      el('path', {
        d: `M${r(x)} ${-cursor.overhang}V${height + cursor.overhang}`,
        stroke: colours.hairline,
        'stroke-width': 2,
      }),
    ]),
  ]);
}
