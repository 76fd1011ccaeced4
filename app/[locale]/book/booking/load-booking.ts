import 'server-only';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import {
  ResultCode,
  SearchRefusalDataSchema,
  type CityDictionary,
  type Flight,
  type FlightCondition,
  type SearchFlightData,
} from '@/lib/contract';
import { localizedMessage } from '@/lib/bff-server/respond';
import { searchFailureKey } from '@/lib/domain/search-messages';
import { upstreamContextFor } from '@/lib/bff-server/request-context';
import { stripWindowStart } from '@/lib/domain/price-strip';
import { addDays, type SearchCriteria } from '@/lib/domain/search';
import { formatMoney } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/routing';
import type { FareChoice } from '@/lib/schemas/search-url';
import { cityDictionary } from '@/lib/upstream/city';
import type { UpstreamResult } from '@/lib/upstream/result';
import { calendarShopping, searchFlight } from '@/lib/upstream/shop';
import { bookingHref, legDateBounds, passengerStepHref } from '@/components/flight-results/booking-links';
import { calendarUpstreamInput, type CalendarRequest } from '@/lib/domain/calendar-query';
import { searchChannel } from '@/lib/domain/search-channel';
import { formatLongDate } from '@/components/flight-results/date-labels';
import { placeName, toFlightView, type FlightView } from '@/components/flight-results/flight-view';
import { legLabel } from '@/components/flight-results/leg-label';
import type { StepperLeg } from '@/components/flight-results/leg-stepper';
import { loadRecommendations } from './load-recommendations';
import type { BookingModel, LegOutcome, StripModel } from './booking-model';

type Complete = {
  from: { code: string; type: 'CITY' | 'AIRPORT' | 'AREA' };
  to: { code: string; type: 'CITY' | 'AIRPORT' | 'AREA' };
  date: string;
};

/** A failed search's words (spec §8): the search messages of its condition, else the code's own. */
function searchFailureMessage(code: string, locale: Locale): string {
  const key = searchFailureKey(code);
  return localizedMessage(locale, key ? `SearchMessages.${key}` : `Errors.${code}`);
}

/** validateSearch has passed: every leg has both ends and a date. */
function completeLegs(criteria: SearchCriteria): Complete[] {
  return criteria.legs.map((l) => ({ from: l.from!, to: l.to!, date: l.date! }));
}

function conditions(legs: Complete[]): FlightCondition[] {
  return legs.map((l, index) => ({
    index,
    depCode: l.from.code,
    arrCode: l.to.code,
    depDate: l.date,
    depCodeType: l.from.type,
    arrCodeType: l.to.type,
  }));
}

/** How many leading choices still name a flight and fare family of their leg's results. */
function validChoiceCount(choices: FareChoice[], data: SearchFlightData): number {
  const firstBad = choices.findIndex((c, i) => {
    const leg = data.legs.find((l) => l.index === i);
    return !leg?.flights.some(
      (f) => f.flightId === c.flightId && f.fares.some((fare) => fare.fareFamily === c.fareFamily),
    );
  });
  return firstBad === -1 ? choices.length : firstBad;
}

function outcomeOf(
  search: UpstreamResult<SearchFlightData>,
  legIndex: number,
  locale: Locale,
  view: (flight: Flight) => FlightView,
  nameLeg: (legIndex: number, message: string) => string,
): LegOutcome {
  if (!search.ok) {
    // A multi-leg search is refused for its first leg that does not operate: the message names that leg.
    const refusal = SearchRefusalDataSchema.safeParse(search.data);
    const message = searchFailureMessage(search.code, locale);
    const named = refusal.success ? nameLeg(refusal.data.legIndex, message) : message;
    if (search.code === ResultCode.ROUTE_NOT_OPEN) return { kind: 'routeNotOpen', message: named };
    if (search.code === ResultCode.DATE_NOT_AVAILABLE) return { kind: 'dateNotAvailable', message: named };
    return { kind: 'failed', message };
  }
  const leg = search.data.legs.find((l) => l.index === legIndex);
  return leg && leg.flights.length > 0 ? { kind: 'flights', flights: leg.flights.map(view) } : { kind: 'empty' };
}

/**
 * Everything /book/booking shows for a valid search: the flights of the leg being chosen (the one after
 * the last choice), the 7-day strip's first prices, nearby routes when there is nothing to fly, and the
 * stepper / summary of choices. Upstream is called directly (no HTTP hop to the BFF).
 */
export async function loadBooking(
  locale: Locale,
  criteria: SearchCriteria,
  urlChoices: FareChoice[],
  today: string,
): Promise<BookingModel> {
  const legs = completeLegs(criteria);
  if (urlChoices.length > legs.length) redirect(bookingHref(locale, criteria, urlChoices.slice(0, legs.length)));
  const choices = urlChoices;
  const legIndex = choices.length;
  const current = legs[legIndex];
  const visitor = await upstreamContextFor(locale);
  const context = { ...visitor, channel: searchChannel(visitor.language, criteria.army === true) };

  let strip: StripModel | null = null;
  if (current) {
    const bounds = legDateBounds(criteria, legIndex, today);
    const initialStart = stripWindowStart(current.date, bounds.min);
    const route: Omit<CalendarRequest, 'start' | 'end'> = {
      trip: criteria.tripType,
      dep: current.from,
      arr: current.to,
      legIndex,
    };
    const end = addDays(initialStart, 6) > bounds.max ? bounds.max : addDays(initialStart, 6);
    // Asked now, read by the strip's own boundary when it comes: the flights do not wait for it. It never
    // rejects: a page that shows no strip (a route not open, a redirect) leaves it unread.
    const initialPrices = calendarShopping(context, calendarUpstreamInput({ ...route, start: initialStart, end })).then(
      (prices) => (prices.ok ? prices.data.prices : null),
      () => null,
    );
    strip = { route, selected: current.date, bounds, initialStart, initialPrices };
  }

  const [dictionaryResult, search] = await Promise.all([
    cityDictionary(context),
    searchFlight(context, {
      tripType: criteria.tripType,
      legs: conditions(legs),
      adults: criteria.passengers.adults,
      children: criteria.passengers.children,
      infants: criteria.passengers.infants,
    }),
  ]);
  const dictionary: CityDictionary | null = dictionaryResult.ok ? dictionaryResult.data : null;
  const answered = (code: string) => code === ResultCode.ROUTE_NOT_OPEN || code === ResultCode.DATE_NOT_AVAILABLE;
  const whole = dictionaryResult.ok && (search.ok || answered(search.code));

  if (search.ok) {
    const valid = validChoiceCount(choices, search.data);
    // A shared or old link whose chosen flight is gone: continue from the last choice that still holds.
    if (valid < choices.length) redirect(bookingHref(locale, criteria, choices.slice(0, valid)));
  }

  const t = await getTranslations({ locale, namespace: 'Booking' });
  const viewOf = (flight: Flight, chosenSoFar: FareChoice[]) =>
    toFlightView(flight, {
      locale,
      dictionary,
      passengers: criteria.passengers,
      chooseHref: (fareFamily) =>
        bookingHref(locale, criteria, [...chosenSoFar, { flightId: flight.flightId, fareFamily }]),
    });
  const findFlight = (legI: number, flightId: string) =>
    search.ok
      ? search.data.legs.find((l) => l.index === legI)?.flights.find((f) => f.flightId === flightId)
      : undefined;

  const stepper: StepperLeg[] = legs.map((leg, i) => {
    const choice = choices[i];
    const found = choice && findFlight(i, choice.flightId);
    const flight = found ? viewOf(found, choices.slice(0, i)) : null;
    return {
      label: legLabel(t, criteria.tripType, i),
      fromName: placeName(dictionary, leg.from.code, leg.from.type, locale),
      toName: placeName(dictionary, leg.to.code, leg.to.type, locale),
      dateText: formatLongDate(leg.date, locale),
      chosen: choice
        ? {
            flightId: choice.flightId,
            flight,
            fare: flight?.fares.find((f) => f.fareFamily === choice.fareFamily) ?? null,
          }
        : null,
      changeHref: bookingHref(locale, criteria, choices.slice(0, i)),
    };
  });

  const retryHref = bookingHref(locale, criteria, choices);
  if (!current || !strip) {
    // Without the search the chosen fares cannot be priced: say so rather than show a wrong total.
    if (!search.ok)
      return {
        legIndex,
        stepper,
        retryHref,
        current: null,
        summary: null,
        failure: searchFailureMessage(search.code, locale),
        whole,
      };
    const fares = stepper.map((s) => s.chosen?.fare);
    // The whole party's total: each chosen fare priced for the search's adults, children and infants.
    const total = fares.reduce((sum, f) => sum + (f?.partyTotal ?? 0), 0);
    return {
      legIndex,
      stepper,
      retryHref,
      current: null,
      failure: null,
      whole,
      summary: {
        totalText: formatMoney(total, context.currency, locale),
        continueHref: passengerStepHref(locale, criteria, choices),
      },
    };
  }

  const nameLeg = (i: number, message: string) => {
    const named = stepper[i];
    if (!named || legs.length < 2) return message;
    return t('legNotOperating', { leg: named.label, from: named.fromName, to: named.toName, message });
  };
  const outcome = outcomeOf(search, legIndex, locale, (f) => viewOf(f, choices), nameLeg);
  const needsRecommendations = outcome.kind === 'routeNotOpen' || outcome.kind === 'empty';
  const recommendations = needsRecommendations
    ? await loadRecommendations(context, {
        locale,
        dictionary,
        criteria,
        dep: current.from.code,
        arr: current.to.code,
        date: current.date,
        today,
      })
    : [];

  return {
    legIndex,
    stepper,
    retryHref,
    summary: null,
    failure: null,
    whole,
    current: {
      outcome,
      strip: outcome.kind === 'routeNotOpen' ? null : strip,
      recommendations,
      currency: context.currency,
    },
  };
}
