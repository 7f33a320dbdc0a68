import type { ReactNode } from 'react';
import { slideRule as playground } from '../../content-model/slide-rule';
import { plainFigures, readRule, threeFigures, type RuleSetting } from '../../lib/slide-rule';

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

/**
 * The box both the still picture and the working drawing fill, so nothing
 * moves when one takes the other's place. On phones the rule runs to the
 * card's edges: every pixel of scale counts.
 */
export const drawingBox =
  'block h-auto w-full max-sm:-mx-6 max-sm:w-[calc(100%+3rem)] max-sm:max-w-none';

interface SlideRuleFrameProps {
  setting: RuleSetting;
  /** The still picture (first load) or the working drawing (interactive chunk). */
  drawing: ReactNode;
  /** Extra content under the readout (the live region). */
  children?: ReactNode;
}

/** The rule with its readout and the "try it" hint under it. */
export function SlideRuleFrame({ setting, drawing, children }: SlideRuleFrameProps) {
  return (
    <figure className="board mt-6 lg:mt-8">
      {drawing}
      <figcaption className="mt-4">
        <p className="figures min-h-7 font-mono text-lg font-semibold text-ink">
          {readoutText(setting)}
        </p>
        <p className="mt-2 text-sm leading-relaxed text-muted noscript:hidden print:hidden">
          {playground.hint}
        </p>
        {/* Without JavaScript the rule stays a picture: say what it shows instead of "drag". */}
        <noscript>
          <p className="mt-2 text-sm leading-relaxed text-muted print:hidden">
            {playground.noScriptHint}
          </p>
        </noscript>
        {children}
      </figcaption>
    </figure>
  );
}
