import type { Currency, Fare, FareFamily, PassengerPrice, PassengerType } from '@/lib/contract';
import { dayNumber, isoWeekday } from './dates';
import { unitHash } from './hash';
import { holidayDemandFactor } from './holidays';
import { fromFen } from './money';
import type { Aircraft, FlightInstance, RouteEntry } from './network';

export const FARE_FAMILIES: readonly FareFamily[] = ['BASIC', 'STANDARD', 'FLEX'];

export const SEATS: Record<Aircraft, number> = { A320: 186, A321: 220 };

/** Seats of each fare family: the cheaper the family, the larger its share of the cabin. */
export function familyCapacity(aircraft: Aircraft, family: FareFamily): number {
  const seats = SEATS[aircraft];
  const basic = Math.floor(seats * 0.5);
  const standard = Math.floor(seats * 0.35);
  return family === 'BASIC' ? basic : family === 'STANDARD' ? standard : seats - basic - standard;
}

/**
 * Seats already sold before this service existed, from a hash of the flight: the same every time, so a
 * lazily created inventory row starts where search said it was. About 1% of flights are full and 6% have
 * no BASIC seat left.
 */
export function simulatedSold(flightId: string, family: FareFamily, capacity: number): number {
  if (unitHash(`${flightId}:full`) < 0.01) return capacity;
  const demand = 0.15 + 0.75 * unitHash(flightId);
  const ratio =
    family === 'BASIC'
      ? unitHash(`${flightId}:basic`) < 0.06
        ? 1
        : Math.min(1, demand * 1.1)
      : family === 'STANDARD'
        ? demand * 0.75
        : demand * 0.4;
  return Math.min(capacity, Math.round(capacity * ratio));
}

export type Taxes = { airportFee: number; fuelSurcharge: number };

/** Airport construction fee and fuel surcharge per adult, in fen. */
export function taxesFen(distanceKm: number, international: boolean): Taxes {
  if (international) return { airportFee: 9000, fuelSurcharge: Math.round((50 + distanceKm * 0.04) / 10) * 1000 };
  return { airportFee: 5000, fuelSurcharge: distanceKm <= 800 ? 1000 : 2000 };
}

function daysAheadFactor(daysAhead: number): number {
  if (daysAhead <= 0) return 1.45;
  if (daysAhead <= 3) return 1.3;
  if (daysAhead <= 7) return 1.12;
  if (daysAhead <= 14) return 0.95;
  if (daysAhead <= 30) return 0.82;
  if (daysAhead <= 60) return 0.72;
  return 0.65;
}

const WEEKDAY_FACTOR = [1, 1, 0.9, 0.88, 0.97, 1.12, 1, 1.1] as const;

const roundTo10Yuan = (yuan: number) => Math.round(yuan / 10) * 10;

/** The route's base fare in yuan, before any demand factor: it grows with distance. */
function baseYuan(route: RouteEntry): number {
  return route.international ? 300 + 0.5 * route.distanceKm : 120 + 0.42 * route.distanceKm;
}

/**
 * The route's full Y fare in fen (the published one-way economy fare a discount is quoted against, "3 tenths"
 * being 30% of it): the FLEX fare at the base price, before weekday, season, advance-purchase and load factors.
 */
export function fullFareFen(route: RouteEntry): number {
  return roundTo10Yuan(baseYuan(route) * 1.6 + 150) * 100;
}

/** A fare less a sale's percent, to whole 10 yuan and never under 10 yuan. */
function onSale(fen: number, percentOff: number): number {
  if (percentOff <= 0) return fen;
  return Math.max(10, roundTo10Yuan(((fen / 100) * (100 - percentOff)) / 100)) * 100;
}

/**
 * Adult fares (without taxes) in fen of the three families of a flight. The base depends on distance;
 * it moves with the weekday, holidays, how far out the flight is (cheaper far out, dearer close in),
 * the hour (early and late flights are cheaper) and the load factor. A fare sale on the flight's route and
 * date (`percentOff`, the fare_sale table) takes its percent off every family.
 */
export function faresFen(
  flight: FlightInstance,
  todayAtOrigin: string,
  loadRatio: number,
  percentOff = 0,
): Record<FareFamily, number> {
  const base = baseYuan(flight.route);
  const hour = Number(flight.schedule.depTimeLocal.slice(0, 2));
  const factor =
    daysAheadFactor(dayNumber(flight.date) - dayNumber(todayAtOrigin)) *
    (WEEKDAY_FACTOR[isoWeekday(flight.date)] ?? 1) *
    holidayDemandFactor(flight.date) *
    (hour < 8 || hour >= 21 ? 0.88 : 1) *
    (0.85 + 0.5 * loadRatio) *
    (0.92 + 0.16 * unitHash(`${flight.flightId}:price`));
  const basic = Math.max(flight.route.international ? 299 : 99, roundTo10Yuan(base * factor));
  return {
    BASIC: onSale(basic * 100, percentOff),
    STANDARD: onSale(roundTo10Yuan(basic * 1.15 + 60) * 100, percentOff),
    FLEX: onSale(roundTo10Yuan(basic * 1.6 + 150) * 100, percentOff),
  };
}

const CONDITIONS: Record<FareFamily, { baggageKg: number; refundable: boolean; changeable: boolean }> = {
  BASIC: { baggageKg: 0, refundable: false, changeable: false },
  STANDARD: { baggageKg: 20, refundable: false, changeable: true },
  FLEX: { baggageKg: 20, refundable: true, changeable: true },
};

export function fareId(flightId: string, family: FareFamily): string {
  return `${flightId}.${family}`;
}

/** What one passenger pays on a segment, in fen. */
export type PassengerFareFen = { fare: number; airportTax: number; fuelTax: number; otherTax: number };

/** Other taxes on international segments (passenger service charge), fen. */
export const INTL_OTHER_TAX_FEN = 3_000;
const ceilTo10Yuan = (fen: number) => Math.ceil(fen / 1_000) * 1_000;

/**
 * What one passenger of `type` pays on a segment whose adult fare is `adultFareFen`. Domestic: a child pays
 * half the fare, no airport fee and half the fuel surcharge; an infant 10% of the fare and no taxes.
 * International: a child 75% with full taxes. Searchflight answers it and the order is priced with it.
 */
export function passengerFareFen(
  adultFareFen: number,
  taxes: Taxes,
  international: boolean,
  type: PassengerType,
): PassengerFareFen {
  const other = international ? INTL_OTHER_TAX_FEN : 0;
  if (type === 'ADT')
    return { fare: adultFareFen, airportTax: taxes.airportFee, fuelTax: taxes.fuelSurcharge, otherTax: other };
  if (type === 'INF') return { fare: ceilTo10Yuan(adultFareFen * 0.1), airportTax: 0, fuelTax: 0, otherTax: 0 };
  if (international)
    return {
      fare: ceilTo10Yuan(adultFareFen * 0.75),
      airportTax: taxes.airportFee,
      fuelTax: taxes.fuelSurcharge,
      otherTax: other,
    };
  return {
    fare: ceilTo10Yuan(adultFareFen * 0.5),
    airportTax: 0,
    fuelTax: Math.round(taxes.fuelSurcharge / 200) * 100,
    otherTax: 0,
  };
}

/** A passenger's price in `currency`: each part converted on its own (as the order's parts are), then summed. */
export function passengerPriceIn(p: PassengerFareFen, currency: Currency): PassengerPrice {
  const fare = fromFen(p.fare, currency);
  const airportFee = fromFen(p.airportTax, currency);
  const fuelSurcharge = fromFen(p.fuelTax, currency);
  const otherTax = fromFen(p.otherTax, currency);
  return { fare, airportFee, fuelSurcharge, otherTax, total: fare + airportFee + fuelSurcharge + otherTax };
}

/** A fare as answered, in the requested currency; components are converted first so they add up. */
export function toFare(
  flightId: string,
  family: FareFamily,
  fareFen: number,
  taxes: Taxes,
  seatsLeft: number,
  currency: Currency,
  international: boolean,
): Fare {
  const price = (type: PassengerType) =>
    passengerPriceIn(passengerFareFen(fareFen, taxes, international, type), currency);
  const adult = price('ADT');
  const c = CONDITIONS[family];
  return {
    fareId: fareId(flightId, family),
    fareFamily: family,
    cabin: 'Y',
    fare: adult.fare,
    airportFee: adult.airportFee,
    fuelSurcharge: adult.fuelSurcharge,
    // What an adult pays, other taxes included (the international passenger service charge).
    total: adult.total,
    currency,
    seatsLeft,
    checkedBaggageKg: c.baggageKg,
    refundable: c.refundable,
    changeable: c.changeable,
    passengerPrices: { ADT: adult, CHD: price('CHD'), INF: price('INF') },
  };
}
