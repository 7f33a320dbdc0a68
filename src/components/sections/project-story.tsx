import { pcbrule } from '../../content/pcbrule';
import { SlideRulePlayground } from '../slide-rule/slide-rule-playground';
import { Card } from '../ui/card';

const cards = [
  { id: 'story', designator: 'J1', card: pcbrule.story },
  { id: 'inspiration', designator: 'J2', card: pcbrule.inspiration },
  { id: 'slide-rule', designator: 'J3', card: pcbrule.slideRule },
] as const;

/**
 * Project page: the Story, Inspiration and 'What is a slide rule?' cards. The
 * last spans the row on wide screens: it holds a working slide rule.
 */
export function ProjectStory() {
  return (
    <div className="mx-auto grid max-w-page gap-6 px-5 py-14 sm:px-8 lg:grid-cols-2">
      {cards.map(({ id, designator, card }) => {
        const withRule = id === 'slide-rule';
        return (
          <Card
            as="section"
            key={id}
            aria-labelledby={`${id}-heading`}
            className={
              withRule
                ? 'relative lg:col-span-2 lg:grid lg:grid-cols-[20rem_1fr] lg:gap-10'
                : 'relative'
            }
          >
            {/* Silkscreen-style reference designator, as printed beside parts on a board. */}
            <span
              aria-hidden="true"
              className="absolute right-5 top-5 font-mono text-xs text-muted"
            >
              {designator}
            </span>
            <div>
              <h2 id={`${id}-heading`} className="text-xl font-bold">
                {card.title}
              </h2>
              {card.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-3 leading-relaxed text-muted">
                  {paragraph}
                </p>
              ))}
            </div>
            {withRule && <SlideRulePlayground />}
          </Card>
        );
      })}
    </div>
  );
}
