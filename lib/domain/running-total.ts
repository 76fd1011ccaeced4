/**
 * The running total of the booking funnel (spec §3 price parts,  "prices a family can trust"): what the chosen
 * passengers pay for the chosen fares, plus the add-ons picked so far, in integer minor units. The fare part
 * is the sum over segments of the party's price (`partyTotal`), the rule airline-api prices the order with,
 * so the total matches the confirm page's amount to pay before member deductions. Pure.
 */
import type { Currency } from '@/lib/contract/common';
import { partyLines, partyTotal, type PartyPrices } from './party-price';
import type { Passengers } from './search';

export type PricedSegment = { passengerPrices: PartyPrices; currency: Currency };

export type RunningTotal = {
  currency: Currency;
  /** The fares and taxes of the whole party over every segment. */
  fare: number;
  /** The add-ons chosen so far. */
  addOns: number;
  total: number;
  /** One line per passenger type present: how many, and what they pay together over every segment. */
  lines: { type: 'ADT' | 'CHD' | 'INF'; count: number; amount: number }[];
};

/**
 * The running total of a party, or null when there is nothing to price or the segments are priced in
 * different currencies (then no sum would be honest).
 */
export function runningTotal(segments: PricedSegment[], passengers: Passengers, addOns = 0): RunningTotal | null {
  const currency = segments[0]?.currency;
  if (!currency || segments.some((s) => s.currency !== currency)) return null;
  const fare = segments.reduce((sum, s) => sum + partyTotal(s.passengerPrices, passengers), 0);
  const lines = partyLines(segments[0]!.passengerPrices, passengers).map(({ type, count }) => ({
    type,
    count,
    amount: segments.reduce((sum, s) => sum + s.passengerPrices[type].total * count, 0),
  }));
  return { currency, fare, addOns, total: fare + addOns, lines };
}
