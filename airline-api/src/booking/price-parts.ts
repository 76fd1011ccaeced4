import type { AncillaryKind, Currency, PriceParts } from '@/lib/contract';
import { fromFen } from '../domain/money';

/** Price parts in fen as stored on the order. */
export type PriceFen = {
  ticketFare: number;
  airportTax: number;
  fuelTax: number;
  otherTax: number;
  ancillaries: Partial<Record<AncillaryKind, number>>;
  couponDeduction: number;
  pointsDeduction: number;
  pointsUsed: number;
};

/** Each part converted on its own, so the answered parts always add up to the answered amount. */
export function pricePartsIn(p: PriceFen, currency: Currency): PriceParts {
  const c = (fen: number) => fromFen(fen, currency);
  const ancillaries: PriceParts['ancillaries'] = {};
  let ancillaryTotal = 0;
  for (const [kind, fen] of Object.entries(p.ancillaries) as [AncillaryKind, number][]) {
    ancillaries[kind] = c(fen);
    ancillaryTotal += c(fen);
  }
  const gross = c(p.ticketFare) + c(p.airportTax) + c(p.fuelTax) + c(p.otherTax) + ancillaryTotal;
  const couponDeduction = c(p.couponDeduction);
  const pointsDeduction = c(p.pointsDeduction);
  return {
    currency,
    ticketFare: c(p.ticketFare),
    airportTax: c(p.airportTax),
    fuelTax: c(p.fuelTax),
    otherTax: c(p.otherTax),
    ancillaries,
    ancillaryTotal,
    couponDeduction,
    pointsDeduction,
    pointsUsed: p.pointsUsed,
    actualAmount: Math.max(0, gross - couponDeduction - pointsDeduction),
  };
}

export function amountFen(p: PriceFen): number {
  return pricePartsIn(p, 'CNY').actualAmount;
}
