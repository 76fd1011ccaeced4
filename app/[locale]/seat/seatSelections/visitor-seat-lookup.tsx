'use client';

import { useTranslations } from 'next-intl';
import { TripLookup } from '@/components/check-in/visitor-lookup';
import { canGetSeats } from '@/components/seat/seat-picks';
import { SeatTripList } from '@/components/seat/seat-trips';

/**
 * A visitor finds a trip for seats (decision 22; spec §2 "for oneself or another traveller's trip"): check-in's
 * lookup (ticket or document number and name), which seals the proof for the order in this browser, listing the
 * segments that can still get seats, each linking to its seat map. It sits here rather than in components/
 * because it joins two features (check-in's lookup and the seat page's trips).
 */
export function VisitorSeatLookup({ locale }: { locale: string }) {
  const t = useTranslations('SeatSelection');
  return (
    <TripLookup
      testId="seat-lookup"
      t={t}
      renderTrips={(trips) => (
        <SeatTripList trips={trips.filter(canGetSeats)} locale={locale} empty={t('lookup.noSeats')} />
      )}
    />
  );
}
