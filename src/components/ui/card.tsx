import type { ComponentPropsWithoutRef, ElementType, ReactNode } from 'react';
import { cn } from '../../lib/cn';

const paddings = { roomy: 'p-6 sm:p-8', snug: 'p-5 sm:p-6' } as const;

type CardProps<T extends ElementType> = {
  as?: T;
  padding?: keyof typeof paddings;
  className?: string;
  children: ReactNode;
} & Omit<ComponentPropsWithoutRef<T>, 'as' | 'className' | 'children'>;

/** A raised panel with a subtle border. Pass `as` to give it meaning (article, section, li...). */
export function Card<T extends ElementType = 'div'>({
  padding = 'roomy',
  as,
  className,
  children,
  ...rest
}: CardProps<T>) {
  const Element: ElementType = as ?? 'div';
  return (
    <Element
      className={cn(
        'rounded-2xl border border-line bg-raised shadow-sm',
        paddings[padding],
        className,
      )}
      {...rest}
    >
      {children}
    </Element>
  );
}
