import type { ComponentPropsWithoutRef, ElementType, ReactNode } from 'react';
import { cn } from '../../lib/cn';

type CardProps<T extends ElementType> = {
  as?: T;
  className?: string;
  children: ReactNode;
} & Omit<ComponentPropsWithoutRef<T>, 'as' | 'className' | 'children'>;

/** A raised panel with a subtle border. Pass `as` to give it meaning (article, section, li...). */
export function Card<T extends ElementType = 'div'>({
  as,
  className,
  children,
  ...rest
}: CardProps<T>) {
  const Element: ElementType = as ?? 'div';
  return (
    <Element
      className={cn('rounded-2xl border border-line bg-raised p-6 shadow-sm sm:p-8', className)}
      {...rest}
    >
      {children}
    </Element>
  );
}
