import type { City, CityDictionary, FareFamily, Flight } from '@/lib/contract';
import { daysBetween, type Passengers } from '@/lib/domain/search';
import { lowestAvailableTotal } from '@/lib/domain/flight-sort';
import { partyLines, partyTotal, seatsNeeded } from '@/lib/domain/party-price';
import { airportDate, formatAirportTime, formatDuration, formatMoney } from '@/lib/i18n/format';

/** Only "only N left" below this many seats (the usual airline threshold). */
export const FEW_SEATS = 9;

/** One passenger type of a party's price: how many travel and what each pays. */
export type PartyLineView = { type: 'ADT' | 'CHD' | 'INF'; count: number; eachText: string };

export type FareView = {
  fareFamily: FareFamily;
  /** Per adult, taxes included. */
  total: number;
  totalText: string;
  /** The whole party (the search's passengers), from airline-api's per-type prices. */
  partyTotal: number;
  partyTotalText: string;
  partyLines: PartyLineView[];
  fareText: string;
  airportFeeText: string;
  fuelSurchargeText: string;
  /** The international passenger service charge per adult; null when there is none. */
  otherTaxText: string | null;
  seatsLeft: number;
  checkedBaggageKg: number;
  refundable: boolean;
  changeable: boolean;
  /** Where choosing this fare goes; null when sold out. */
  chooseHref: string | null;
};

/** A flight as the page shows it: times already in each airport's zone, names in the page's language. */
export type FlightView = {
  flightId: string;
  flightNo: string;
  aircraft: string;
  depTime: string;
  depDate: string;
  depClock: string;
  /** Minutes after local midnight at the departure airport (for the time-of-day filter). */
  depMinutes: number;
  arrClock: string;
  /** Local arrival date minus local departure date: 1 shows "+1". */
  arrDayOffset: number;
  depAirport: string;
  arrAirport: string;
  depAirportName: string;
  arrAirportName: string;
  depTerminal: string | null;
  arrTerminal: string | null;
  durationText: string;
  /** The party's lowest total among fares with enough seats; null when none can be bought. */
  lowestTotal: number | null;
  lowestTotalText: string | null;
  fares: FareView[];
};

export function placeName(dictionary: CityDictionary | null, code: string, type: City['type'], locale: string): string {
  const entry = dictionary?.cities.find((c) => c.code === code && c.type === type);
  if (!entry) return code;
  return locale.startsWith('zh') ? entry.nameZh : entry.nameEn;
}

export function airportName(dictionary: CityDictionary | null, code: string, locale: string): string {
  const entry =
    dictionary?.cities.find((c) => c.code === code && c.type === 'AIRPORT') ??
    dictionary?.cities.find((c) => c.code === code);
  if (!entry) return code;
  const zh = locale.startsWith('zh');
  return (zh ? entry.airportNameZh : entry.airportNameEn) ?? (zh ? entry.nameZh : entry.nameEn);
}

export function toFlightView(
  flight: Flight,
  options: {
    locale: string;
    dictionary: CityDictionary | null;
    passengers: Passengers;
    chooseHref: (fareFamily: FareFamily) => string;
  },
): FlightView {
  const { locale, dictionary, passengers } = options;
  const depDate = airportDate(flight.depTime, flight.depTimeZone);
  const seats = seatsNeeded(passengers);
  // A fare is bought for the whole party: it needs a seat for each adult and child.
  const lowestTotal = lowestAvailableTotal(
    flight.fares.map((f) => ({
      total: partyTotal(f.passengerPrices, passengers),
      seatsLeft: f.seatsLeft >= seats ? f.seatsLeft : 0,
    })),
  );
  const currency = flight.fares[0]?.currency ?? 'CNY';
  const money = (minor: number) => formatMoney(minor, currency, locale);
  return {
    flightId: flight.flightId,
    flightNo: flight.flightNo,
    aircraft: flight.aircraft,
    depTime: flight.depTime,
    depDate,
    depClock: formatAirportTime(flight.depTime, flight.depTimeZone, locale),
    depMinutes: minutesOfDay(formatAirportTime(flight.depTime, flight.depTimeZone, 'en-GB')),
    arrClock: formatAirportTime(flight.arrTime, flight.arrTimeZone, locale),
    arrDayOffset: daysBetween(depDate, airportDate(flight.arrTime, flight.arrTimeZone)),
    depAirport: flight.depAirport,
    arrAirport: flight.arrAirport,
    depAirportName: airportName(dictionary, flight.depAirport, locale),
    arrAirportName: airportName(dictionary, flight.arrAirport, locale),
    depTerminal: flight.depTerminal,
    arrTerminal: flight.arrTerminal,
    durationText: formatDuration(flight.durationMinutes, locale),
    lowestTotal,
    lowestTotalText: lowestTotal === null ? null : money(lowestTotal),
    fares: flight.fares.map((fare) => ({
      fareFamily: fare.fareFamily,
      total: fare.total,
      totalText: formatMoney(fare.total, fare.currency, locale),
      partyTotal: partyTotal(fare.passengerPrices, passengers),
      partyTotalText: money(partyTotal(fare.passengerPrices, passengers)),
      partyLines: partyLines(fare.passengerPrices, passengers).map((l) => ({
        type: l.type,
        count: l.count,
        eachText: money(l.price.total),
      })),
      fareText: formatMoney(fare.fare, fare.currency, locale),
      airportFeeText: formatMoney(fare.airportFee, fare.currency, locale),
      fuelSurchargeText: formatMoney(fare.fuelSurcharge, fare.currency, locale),
      otherTaxText: fare.passengerPrices.ADT.otherTax > 0 ? money(fare.passengerPrices.ADT.otherTax) : null,
      seatsLeft: fare.seatsLeft,
      checkedBaggageKg: fare.checkedBaggageKg,
      refundable: fare.refundable,
      changeable: fare.changeable,
      chooseHref: fare.seatsLeft >= seats ? options.chooseHref(fare.fareFamily) : null,
    })),
  };
}

/** "HH:mm" (24-hour) to minutes after midnight. */
function minutesOfDay(clock: string): number {
  const [h, m] = clock.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/** The chosen passengers as the cards say it: "2 adults, 1 child", and how many seats they take. */
export type PartyView = { text: string; single: boolean; seats: number };
