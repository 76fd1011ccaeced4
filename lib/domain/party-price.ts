/**
 * The price of a fare for the chosen passengers (spec §2 Booking, spec §3 price parts "prices a family can trust"):
 * airline-api answers what an adult, a child and an infant each pay (searchflight's passengerPrices); the
 * family's total is those prices times the passenger counts, in integer minor units. Pure.
 */
import type { Passengers } from './search';

type PerType = { total: number };
export type PartyPrices = { ADT: PerType; CHD: PerType; INF: PerType };

/** What the whole party pays for one fare on one flight. */
export function partyTotal(prices: PartyPrices, passengers: Passengers): number {
  return (
    prices.ADT.total * passengers.adults +
    prices.CHD.total * passengers.children +
    prices.INF.total * passengers.infants
  );
}

/** Adults and children each take a seat; infants sit on an adult's lap. */
export function seatsNeeded(passengers: Passengers): number {
  return passengers.adults + passengers.children;
}

/** The lines of a party's price: one per passenger type present, with its count and price per person. */
export function partyLines<T extends PerType>(
  prices: { ADT: T; CHD: T; INF: T },
  passengers: Passengers,
): { type: 'ADT' | 'CHD' | 'INF'; count: number; price: T }[] {
  const lines = [
    { type: 'ADT' as const, count: passengers.adults, price: prices.ADT },
    { type: 'CHD' as const, count: passengers.children, price: prices.CHD },
    { type: 'INF' as const, count: passengers.infants, price: prices.INF },
  ];
  return lines.filter((l) => l.count > 0);
}
