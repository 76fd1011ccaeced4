import type { ComponentPropsWithRef, ElementType } from 'react';

type CardPadding = 'none' | 'md' | 'lg';

const PADDING: Record<CardPadding, string> = {
  none: '',
  md: 'p-4',
  // Phone first: the wider screens get more room around the content.
  lg: 'p-4 md:p-6',
};

/** The classes of a card, for a link that is itself the card (a whole tile to click). */
export function cardClass(padding: CardPadding = 'md', extra = ''): string {
  return ['rounded-lg border border-slate-200 bg-white shadow-sm', PADDING[padding], extra].filter(Boolean).join(' ');
}

type CardElement = 'div' | 'section' | 'article' | 'fieldset' | 'nav' | 'li' | 'form';
type Props<E extends CardElement> = { as?: E; padding?: CardPadding } & ComponentPropsWithRef<E>;

/** A white framed block; `as` keeps the element's meaning (a section, a fieldset, a form...). */
export function Card<E extends CardElement = 'div'>({ as, padding = 'md', className, ...rest }: Props<E>) {
  const Element = (as ?? 'div') as ElementType;
  return <Element className={cardClass(padding, className)} {...rest} />;
}
