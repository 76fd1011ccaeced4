'use client';
import NextLink from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps, FocusEvent, PointerEvent, TouchEvent } from 'react';
import { IntlLink } from './navigation-base';

/**
 * Links that fetch their page ahead when the visitor reaches for them, not when they scroll into view (decision
 * 63). Next's default prefetches every link in the viewport: a desktop home page asked the web for 29 pages it
 * had not been asked for, each rendered with its airline calls, which cost four times the web's CPU and twelve
 * times airline-api's of the views themselves. Here a link is prefetched when a pointer enters it, when it takes
 * the focus (keyboard) and when a finger touches it, so the page is usually on its way before the click.
 * `prefetch` true keeps Next's viewport prefetch for a link that is nearly always followed; false, none at all.
 */
type IntentHandlers = {
  onPointerEnter?: (event: PointerEvent<HTMLAnchorElement>) => void;
  onFocus?: (event: FocusEvent<HTMLAnchorElement>) => void;
  onTouchStart?: (event: TouchEvent<HTMLAnchorElement>) => void;
};

/** A same-site path of the link as rendered (its locale prefix included), or null for another site. */
export function samesitePath(href: string | null): string | null {
  return href && href.startsWith('/') && !href.startsWith('//') ? href : null;
}

export function useIntentPrefetch(prefetch: boolean | 'auto' | null | undefined, own: IntentHandlers): IntentHandlers {
  const router = useRouter();
  if (prefetch === false || prefetch === true) return own;
  const warm = (anchor: HTMLAnchorElement) => {
    const path = samesitePath(anchor.getAttribute('href'));
    if (path) router.prefetch(path);
  };
  return {
    onPointerEnter: (event) => {
      warm(event.currentTarget);
      own.onPointerEnter?.(event);
    },
    onFocus: (event) => {
      warm(event.currentTarget);
      own.onFocus?.(event);
    },
    onTouchStart: (event) => {
      warm(event.currentTarget);
      own.onTouchStart?.(event);
    },
  };
}

/** next-intl's Link (the locale prefixed to the path), prefetching on intent. */
export function Link({ prefetch, onPointerEnter, onFocus, onTouchStart, ...props }: ComponentProps<typeof IntlLink>) {
  const handlers = useIntentPrefetch(prefetch, { onPointerEnter, onFocus, onTouchStart });
  return <IntlLink {...props} prefetch={prefetch === true} {...handlers} />;
}

/** Next's Link for an href that already carries its locale, prefetching on intent. */
export function PlainLink({
  prefetch,
  onPointerEnter,
  onFocus,
  onTouchStart,
  ...props
}: ComponentProps<typeof NextLink>) {
  const handlers = useIntentPrefetch(prefetch, { onPointerEnter, onFocus, onTouchStart });
  return <NextLink {...props} prefetch={prefetch === true} {...handlers} />;
}
