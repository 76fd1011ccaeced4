import type { CityOption } from '@/lib/domain/city-search';
import {
  MAX_LEGS,
  MAX_PASSENGERS,
  addDays,
  daysBetween,
  withReturnLeg,
  type Passengers,
  type Place,
  type SearchCriteria,
  type SearchIssue,
  type TripType,
} from '@/lib/domain/search';

/** The form's own state: cities with their display names, dates as the date inputs hold them. */
export type LegDraft = { from: CityOption | null; to: CityOption | null; date: string };
export type SearchFormState = {
  tripType: TripType;
  /** Every leg the user has filled in; one-way and round trip use the first, so switching loses nothing. */
  legs: LegDraft[];
  returnDate: string;
  passengers: Passengers;
  /** Once the user has chosen a departure, the city detected from the IP no longer replaces it. */
  departureChanged: boolean;
  /** The return date the form moved because the departure date passed it: announced near the fields. */
  returnMoved: string | null;
};

export type SearchFormAction =
  | { type: 'tripType'; tripType: TripType }
  | { type: 'city'; leg: number; end: 'from' | 'to'; city: CityOption }
  | { type: 'swap'; leg: number }
  | { type: 'date'; leg: number; date: string }
  | { type: 'returnDate'; date: string }
  | { type: 'addLeg' }
  | { type: 'removeLeg'; leg: number }
  | { type: 'passengers'; kind: keyof Passengers; delta: 1 | -1 }
  | { type: 'detectedDeparture'; city: CityOption }
  /** The page was rendered on an earlier airline day (a cached page): untouched default dates move with it. */
  | { type: 'newDay'; previous: string; today: string };

function nextLeg(previous: LegDraft | undefined): LegDraft {
  return { from: previous?.to ?? null, to: null, date: previous?.date ? addDays(previous.date, 2) : '' };
}

function updateLeg(state: SearchFormState, index: number, change: (leg: LegDraft) => LegDraft): LegDraft[] {
  return state.legs.map((leg, i) => (i === index ? change(leg) : leg));
}

export function searchFormReducer(state: SearchFormState, action: SearchFormAction): SearchFormState {
  switch (action.type) {
    case 'tripType': {
      const legs = [...state.legs];
      if (action.tripType === 'MT' && legs.length < 2) legs.push(nextLeg(legs[0]));
      return { ...state, tripType: action.tripType, legs };
    }
    case 'city': {
      const before = state.legs[action.leg];
      let legs = updateLeg(state, action.leg, (leg) => ({ ...leg, [action.end]: action.city }));
      // Multi-city: the next leg starts where this one lands, unless the user already chose its origin.
      const next = legs[action.leg + 1];
      if (action.end === 'to' && next && (!next.from || next.from.code === before?.to?.code)) {
        legs = legs.map((leg, i) => (i === action.leg + 1 ? { ...leg, from: action.city } : leg));
      }
      return {
        ...state,
        legs,
        departureChanged: state.departureChanged || (action.leg === 0 && action.end === 'from'),
      };
    }
    case 'swap':
      return {
        ...state,
        legs: updateLeg(state, action.leg, (leg) => ({ ...leg, from: leg.to, to: leg.from })),
        departureChanged: state.departureChanged || action.leg === 0,
      };
    case 'date': {
      const legs = updateLeg(state, action.leg, (leg) => ({ ...leg, date: action.date }));
      const previous = state.legs[action.leg]?.date ?? '';
      // A round trip's departure moved past its return: the return moves too, keeping the trip's length,
      // and the form says so rather than leave a date the search would refuse.
      const rt = state.tripType === 'RT' && action.leg === 0;
      if (rt && action.date && state.returnDate && action.date > state.returnDate) {
        const length = previous && previous <= state.returnDate ? daysBetween(previous, state.returnDate) : 0;
        const returnDate = addDays(action.date, length);
        return { ...state, legs, returnDate, returnMoved: returnDate };
      }
      return { ...state, legs, returnMoved: null };
    }
    case 'returnDate':
      return { ...state, returnDate: action.date, returnMoved: null };
    case 'addLeg':
      return state.legs.length >= MAX_LEGS ? state : { ...state, legs: [...state.legs, nextLeg(state.legs.at(-1))] };
    case 'removeLeg':
      return state.legs.length <= 2 ? state : { ...state, legs: state.legs.filter((_, i) => i !== action.leg) };
    case 'passengers': {
      const limits = passengerLimits(state.passengers)[action.kind];
      const value = state.passengers[action.kind] + action.delta;
      if (value < limits.min || value > limits.max) return state;
      return { ...state, passengers: { ...state.passengers, [action.kind]: value } };
    }
    case 'detectedDeparture': {
      const first = state.legs[0];
      if (state.departureChanged || !first || first.to?.code === action.city.code) return state;
      return { ...state, legs: updateLeg(state, 0, (leg) => ({ ...leg, from: action.city })) };
    }
    case 'newDay': {
      const shift = (date: string, days: number) =>
        date === addDays(action.previous, days) ? addDays(action.today, days) : date;
      return {
        ...state,
        legs: updateLeg(state, 0, (leg) => ({ ...leg, date: shift(leg.date, 1) })),
        returnDate: shift(state.returnDate, 3),
      };
    }
  }
}

/**
 * Stepper bounds that keep spec §5 Passengers true: at least one adult, at most 9 people, each adult with
 * at most 2 children, or 1 child and 1 infant.
 */
export function passengerLimits({
  adults,
  children,
  infants,
}: Passengers): Record<keyof Passengers, { min: number; max: number }> {
  const room = MAX_PASSENGERS - adults - children - infants;
  return {
    adults: { min: Math.max(1, infants, Math.ceil((children + infants) / 2)), max: adults + room },
    children: { min: 0, max: Math.min(children + room, adults * 2 - infants) },
    infants: { min: 0, max: Math.min(infants + room, adults, adults * 2 - children) },
  };
}

const place = (city: CityOption | null): Place | null => (city ? { code: city.code, type: city.type } : null);

export function toCriteria(state: SearchFormState): SearchCriteria {
  const legs = state.legs.map((leg) => ({ from: place(leg.from), to: place(leg.to), date: leg.date || null }));
  const first = legs[0] ?? { from: null, to: null, date: null };
  return {
    tripType: state.tripType,
    legs:
      state.tripType === 'OW'
        ? [first]
        : state.tripType === 'RT'
          ? withReturnLeg(first, state.returnDate || null)
          : legs,
    passengers: state.passengers,
  };
}

type Initial = {
  today: string;
  departure: CityOption | null;
  criteria?: SearchCriteria;
  cities?: CityOption[];
};

/** Defaults (spec §2): Guangzhou or the given departure, today+1 out and today+3 back, one adult. */
export function initialSearchFormState({ today, departure, criteria, cities = [] }: Initial): SearchFormState {
  if (!criteria) {
    return {
      tripType: 'OW',
      legs: [{ from: departure, to: null, date: addDays(today, 1) }],
      returnDate: addDays(today, 3),
      passengers: { adults: 1, children: 0, infants: 0 },
      departureChanged: false,
      returnMoved: null,
    };
  }
  const option = (p: Place | null): CityOption | null =>
    p ? (cities.find((c) => c.code === p.code && c.type === p.type) ?? fallbackOption(p)) : null;
  const drafts = criteria.legs.map((leg) => ({ from: option(leg.from), to: option(leg.to), date: leg.date ?? '' }));
  const isRoundTrip = criteria.tripType === 'RT';
  return {
    tripType: criteria.tripType,
    legs: isRoundTrip ? drafts.slice(0, 1) : drafts,
    returnDate: isRoundTrip ? (criteria.legs[1]?.date ?? '') : addDays(criteria.legs[0]?.date ?? today, 2),
    passengers: criteria.passengers,
    departureChanged: true,
    returnMoved: null,
  };
}

/** A place the caller gave no display name for still shows, by its code. */
function fallbackOption(p: Place): CityOption {
  return {
    code: p.code,
    type: p.type,
    name: p.code,
    cityName: p.code,
    airportName: null,
    countryCode: '',
    region: 'CN',
  };
}

/** Where each issue is shown: the id of the field it belongs to. */
export function issueFieldId(formId: string, tripType: TripType, issue: SearchIssue): string {
  if (issue.field === 'passengers') return `${formId}-passengers`;
  if (issue.field === 'legs') return `${formId}-trip-type`;
  if (issue.field === 'date' && tripType === 'RT' && issue.leg === 1) return `${formId}-return-date`;
  return `${formId}-leg${issue.leg ?? 0}-${issue.field}`;
}
