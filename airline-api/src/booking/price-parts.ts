import type { BookingAddOnKind, Currency, PriceParts } from '@/lib/contract';
import { fromFen } from '../domain/money';
import type { PassengerFareFen } from '../domain/fares';

/**
 * Every priced line of an order in fen: one fare line per passenger and segment, one line per add-on. A
 * foreign currency is converted line by line, as searchflight and the add-on catalogue show each price, so
 * the amount to pay is the sum of the prices the customer saw (decision 14: one rounding rule everywhere).
 */
export type PriceLinesFen = {
  fares: PassengerFareFen[];
  ancillaries: { kind: BookingAddOnKind; fen: number }[];
};

/** Price parts in fen as stored on the order. */
export type PriceFen = {
  ticketFare: number;
  airportTax: number;
  fuelTax: number;
  otherTax: number;
  ancillaries: Partial<Record<BookingAddOnKind, number>>;
  couponDeduction: number;
  pointsDeduction: number;
  pointsUsed: number;
  /** The lines the sums above come from; absent on orders priced before lines were kept. */
  lines?: PriceLinesFen;
};

/**
 * Each part converted on its own (line by line when the order keeps its lines), so the answered parts always
 * add up to the answered amount and match the per-passenger and per-add-on prices shown before booking.
 */
export function pricePartsIn(p: PriceFen, currency: Currency): PriceParts {
  const c = (fen: number) => fromFen(fen, currency);
  const sumOf = (fens: number[]) => fens.reduce((n, fen) => n + c(fen), 0);
  const fares = p.lines?.fares;
  const part = (total: number, pick: (f: PassengerFareFen) => number) => (fares ? sumOf(fares.map(pick)) : c(total));
  const ancillaries: PriceParts['ancillaries'] = {};
  let addOnTotal = 0;
  for (const [kind, fen] of Object.entries(p.ancillaries) as [BookingAddOnKind, number][]) {
    const lines = p.lines?.ancillaries.filter((l) => l.kind === kind);
    const amount = lines?.length ? sumOf(lines.map((l) => l.fen)) : c(fen);
    ancillaries[kind] = amount;
    addOnTotal += amount;
  }
  const ticketFare = part(p.ticketFare, (f) => f.fare);
  const airportTax = part(p.airportTax, (f) => f.airportTax);
  const fuelTax = part(p.fuelTax, (f) => f.fuelTax);
  const otherTax = part(p.otherTax, (f) => f.otherTax);
  const gross = ticketFare + airportTax + fuelTax + otherTax + addOnTotal;
  const couponDeduction = c(p.couponDeduction);
  const pointsDeduction = c(p.pointsDeduction);
  return {
    currency,
    ticketFare,
    airportTax,
    fuelTax,
    otherTax,
    ancillaries,
    addOnTotal,
    couponDeduction,
    pointsDeduction,
    pointsUsed: p.pointsUsed,
    actualAmount: Math.max(0, gross - couponDeduction - pointsDeduction),
  };
}

export function amountFen(p: PriceFen): number {
  return pricePartsIn(p, 'CNY').actualAmount;
}

/** The stored parts of an order whose whole price is one fare line (a date change, a product): no tax, no add-on. */
export function fareOnlyPriceFen(totalFen: number): PriceFen {
  return {
    ticketFare: totalFen,
    airportTax: 0,
    fuelTax: 0,
    otherTax: 0,
    ancillaries: {},
    couponDeduction: 0,
    pointsDeduction: 0,
    pointsUsed: 0,
  };
}
