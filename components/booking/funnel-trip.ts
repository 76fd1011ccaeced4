import type { Currency } from '@/lib/contract/common';
import type { PartyPrices } from '@/lib/domain/party-price';
import type { PassengerType } from '@/lib/domain/passenger-rules';
import type { TripFacts } from '@/lib/domain/passenger-rules';
import { passengerSlots } from './draft-store';

/** What the funnel's client forms know of the trip; read on the server from the search URL. */
export type FunnelTrip = {
  international: boolean;
  currency: Currency;
  counts: { adults: number; children: number; infants: number };
  segments: {
    segIndex: number;
    flightId: string;
    flightNo: string;
    aircraft: 'A320' | 'A321';
    /** Local departure date. */
    flightDate: string;
    depTime: string;
    /** "Guangzhou – Beijing" in the page's language. */
    label: string;
    fareText: string;
    /** What an adult, a child and an infant each pay for the chosen fare (searchflight), in `currency`. */
    passengerPrices: PartyPrices;
    currency: Currency;
  }[];
};

export function tripFacts(trip: FunnelTrip): TripFacts {
  return { flightDates: trip.segments.map((s) => s.flightDate), international: trip.international };
}

export function tripSlots(trip: FunnelTrip): PassengerType[] {
  return passengerSlots(trip.counts);
}
