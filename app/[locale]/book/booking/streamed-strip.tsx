import { Suspense, type ComponentProps } from 'react';
import type { CalendarPrice } from '@/lib/contract';
import { PriceStrip } from '@/components/flight-results/price-strip';

type StripProps = Omit<ComponentProps<typeof PriceStrip>, 'initialPrices'> & {
  initialPrices: Promise<CalendarPrice[] | null>;
};

/** The strip once its first prices came; a failure shows it without them (it asks again) and keeps the page out of the page cache. */
async function StripWithPrices({ initialPrices, ...props }: StripProps) {
  const prices = await initialPrices;
  return (
    <>
      {prices === null && <span hidden data-page-cache="skip" />}
      <PriceStrip {...props} initialPrices={prices} />
    </>
  );
}

/**
 * The 7-day strip under its own Suspense boundary (decision 76): the flights stream first and the strip follows
 * when the calendar answers, so a new search does not wait for both airline calls before its first byte. The
 * placeholder keeps the strip's height, so nothing below moves when it arrives.
 */
export function StreamedStrip(props: StripProps) {
  return (
    <Suspense fallback={<div className="h-[7.8125rem] animate-pulse rounded-lg bg-slate-200" aria-hidden="true" />}>
      <StripWithPrices {...props} />
    </Suspense>
  );
}
