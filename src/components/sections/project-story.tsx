import type { StoryCard } from '../../content-model/schema';
import { cn } from '../../lib/cn';
import { SlideRulePlayground } from '../slide-rule/slide-rule-playground';
import { Card } from '../ui/card';
import { RichText } from '../ui/rich-text';

/** The working models a card can hold, by the name the content gives them. */
const interactive = { 'slide-rule': SlideRulePlayground } as const;

/**
 * Project page: the story cards (PCBrule's Story, Inspiration and 'What is a
 * slide rule?'). A card holding a working model spans the row on wide screens.
 */
export function ProjectStory({ cards }: { cards: readonly StoryCard[] }) {
  return (
    <div className="mx-auto grid max-w-page gap-6 px-5 py-14 sm:px-8 lg:grid-cols-2">
      {cards.map((card, index) => {
        const Model = card.interactive && interactive[card.interactive];
        const headingId = `story-${index + 1}-heading`;
        return (
          <Card
            as="section"
            key={card.title}
            aria-labelledby={headingId}
            className={cn(
              'relative',
              Model && 'lg:col-span-2 lg:grid lg:grid-cols-[20rem_1fr] lg:gap-10',
            )}
          >
            {/* Silkscreen-style reference designator, as printed beside parts on a board.
                Drawn by CSS from the attribute, so text browsers and reader modes,
                which show no generated content, do not print a stray "J1". */}
            <span
              aria-hidden="true"
              data-designator={`J${index + 1}`}
              className="absolute right-5 top-5 font-mono text-xs text-muted before:content-[attr(data-designator)]"
            />
            <div>
              <h2 id={headingId} className="text-xl font-bold">
                {card.title}
              </h2>
              <RichText html={card.body} className="mt-3 leading-relaxed text-muted" />
            </div>
            {Model && <Model />}
          </Card>
        );
      })}
    </div>
  );
}
