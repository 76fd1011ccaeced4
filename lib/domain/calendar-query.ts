import type { CityType, FlightCondition, TripType } from '@/lib/contract';

/** One leg's low-price calendar over a date range; always priced for 1 adult (spec §5). */
export type CalendarRequest = {
  trip: TripType;
  dep: { code: string; type: CityType };
  arr: { code: string; type: CityType };
  start: string;
  end: string;
  legIndex: number;
};

/** What calendarshopping is asked: the leg's route as its only flightCondition, at its own index. */
export function calendarUpstreamInput(req: CalendarRequest) {
  const condition: FlightCondition = {
    index: req.legIndex,
    depCode: req.dep.code,
    arrCode: req.arr.code,
    depDate: req.start,
    depCodeType: req.dep.type,
    arrCodeType: req.arr.type,
  };
  return { tripType: req.trip, legs: [condition], startDate: req.start, endDate: req.end, legIndex: req.legIndex };
}
