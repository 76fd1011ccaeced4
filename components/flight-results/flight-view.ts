import type { City, CityDictionary, FareFamily, Flight } from '@/lib/contract';
import { daysBetween } from '@/lib/domain/search';
import { lowestAvailableTotal } from '@/lib/domain/flight-sort';
import { airportDate, formatAirportTime, formatDuration, formatMoney } from '@/lib/i18n/format';

/** Only "only N left" below this many seats (the usual airline threshold). */
export const FEW_SEATS = 9;

export type FareView = {
  fareFamily: FareFamily;
  total: number;
  totalText: string;
  fareText: string;
  airportFeeText: string;
  fuelSurchargeText: string;
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
  arrClock: string;
  /** Local arrival date minus local departure date: 1 shows "+1". */
  arrDayOffset: number;
  depAirportName: string;
  arrAirportName: string;
  depTerminal: string | null;
  arrTerminal: string | null;
  durationText: string;
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
  options: { locale: string; dictionary: CityDictionary | null; chooseHref: (fareFamily: FareFamily) => string },
): FlightView {
  const { locale, dictionary } = options;
  const depDate = airportDate(flight.depTime, flight.depTimeZone);
  const lowestTotal = lowestAvailableTotal(flight.fares);
  const currency = flight.fares[0]?.currency ?? 'CNY';
  const money = (minor: number) => formatMoney(minor, currency, locale);
  return {
    flightId: flight.flightId,
    flightNo: flight.flightNo,
    aircraft: flight.aircraft,
    depTime: flight.depTime,
    depDate,
    depClock: formatAirportTime(flight.depTime, flight.depTimeZone, locale),
    arrClock: formatAirportTime(flight.arrTime, flight.arrTimeZone, locale),
    arrDayOffset: daysBetween(depDate, airportDate(flight.arrTime, flight.arrTimeZone)),
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
      fareText: formatMoney(fare.fare, fare.currency, locale),
      airportFeeText: formatMoney(fare.airportFee, fare.currency, locale),
      fuelSurchargeText: formatMoney(fare.fuelSurcharge, fare.currency, locale),
      seatsLeft: fare.seatsLeft,
      checkedBaggageKg: fare.checkedBaggageKg,
      refundable: fare.refundable,
      changeable: fare.changeable,
      chooseHref: fare.seatsLeft > 0 ? options.chooseHref(fare.fareFamily) : null,
    })),
  };
}
