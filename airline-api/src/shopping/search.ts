import {
  ResultCode,
  type CalendarPrice,
  type CalendarShoppingQuery,
  type SearchFlightData,
  type SearchFlightQuery,
  type SearchRefusalData,
} from '@/lib/contract';
import { dayNumber, isoFromDayNumber } from '../domain/dates';
import { specialDayName } from '../domain/holidays';
import type { FlightInstance } from '../domain/network';
import { MAX_CALENDAR_DAYS, isSellable, lowestTotalFen, resolveLeg, toFlight, totalIn } from '../domain/shopping';
import { localDate } from '../domain/time-zone';
import { ApiError } from '../errors';
import type { ShoppingContext } from './context';
import { readInventory } from './read-inventory';

/** GET calendarshopping: one price per day of a leg, the lowest adult total, null when nothing flies. */
export async function calendarPrices(
  ctx: ShoppingContext,
  q: CalendarShoppingQuery,
  legIndex: number,
): Promise<CalendarPrice[]> {
  const condition = q.flightCondition.find((c) => c.index === legIndex);
  if (!condition) throw new ApiError(ResultCode.BAD_REQUEST, 'no such leg');
  const first = dayNumber(q.startDate);
  const last = dayNumber(q.endDate);
  if (last < first || last - first + 1 > MAX_CALENDAR_DAYS) throw new ApiError(ResultCode.BAD_REQUEST, 'date range');
  const leg = resolveLeg(ctx.network, condition);
  const nowMs = ctx.clock.now();
  const today = localDate(nowMs, leg.depZone);
  const from = Math.max(first, dayNumber(today));
  const to = Math.min(last, dayNumber(ctx.network.horizon));
  const sold =
    from <= to
      ? await readInventory(ctx.db, leg.deps, leg.arrs, isoFromDayNumber(from), isoFromDayNumber(to))
      : new Map();
  const prices: CalendarPrice[] = [];
  for (let day = first; day <= last; day++) {
    const date = isoFromDayNumber(day);
    let price: number | null = null;
    if (day >= from && day <= to) {
      let bestFen: number | null = null;
      let bestFlight: FlightInstance | undefined;
      for (const r of leg.routes) {
        for (const f of ctx.network.flightsOn(r, date)) {
          if (!isSellable(f, nowMs)) continue;
          const total = lowestTotalFen(f, sold, today, q.adultCount);
          if (total !== null && (bestFen === null || total < bestFen)) {
            bestFen = total;
            bestFlight = f;
          }
        }
      }
      if (bestFen !== null && bestFlight) price = totalIn(bestFlight, bestFen, q.currency);
    }
    prices.push({ date, price, isLowest: false, currency: q.currency, specialDay: specialDayName(date, q.language) });
  }
  const lowest = Math.min(...prices.map((p) => p.price ?? Infinity));
  for (const p of prices) p.isLowest = p.price !== null && p.price === lowest;
  return prices;
}

/** A leg that does not operate names itself, so a multi-city search says which leg. */
function onLeg<T>(legIndex: number, resolve: () => T): T {
  try {
    return resolve();
  } catch (error) {
    if (error instanceof ApiError && error.code === ResultCode.ROUTE_NOT_OPEN) {
      const data: SearchRefusalData = { legIndex };
      throw new ApiError(error.code, error.message, data);
    }
    throw error;
  }
}

const LEG_COUNT: Record<SearchFlightQuery['tripType'], [number, number]> = { OW: [1, 1], RT: [2, 2], MT: [2, 4] };

/** GET searchflight: the flights of every leg, sorted by departure. */
export async function searchFlights(ctx: ShoppingContext, q: SearchFlightQuery): Promise<SearchFlightData> {
  const conditions = [...q.flightCondition].sort((a, b) => a.index - b.index);
  const [min, max] = LEG_COUNT[q.tripType];
  if (conditions.length < min || conditions.length > max) throw new ApiError(ResultCode.BAD_REQUEST, 'leg count');
  conditions.forEach((c, i) => {
    if (c.index !== i) throw new ApiError(ResultCode.BAD_REQUEST, 'leg index');
    const prev = conditions[i - 1];
    if (prev && c.depDate < prev.depDate) throw new ApiError(ResultCode.BAD_REQUEST, 'leg dates out of order');
  });
  if (q.infantCount > q.adultCount || q.childCount + q.infantCount > q.adultCount * 2) {
    throw new ApiError(ResultCode.BAD_REQUEST, 'too few adults');
  }
  const nowMs = ctx.clock.now();
  const legs = conditions.map((c) => onLeg(c.index, () => resolveLeg(ctx.network, c)));
  for (const leg of legs) {
    const today = localDate(nowMs, leg.depZone);
    if (leg.condition.depDate < today || leg.condition.depDate > ctx.network.horizon) {
      const data: SearchRefusalData = { legIndex: leg.condition.index };
      throw new ApiError(ResultCode.DATE_NOT_AVAILABLE, undefined, data);
    }
  }
  const answered = await Promise.all(
    legs.map(async (leg) => {
      const date = leg.condition.depDate;
      const today = localDate(nowMs, leg.depZone);
      const sold = await readInventory(ctx.db, leg.deps, leg.arrs, date, date);
      const flights = leg.routes
        .flatMap((r) => ctx.network.flightsOn(r, date))
        .filter((f) => isSellable(f, nowMs))
        .sort((a, b) => a.depUtcMs - b.depUtcMs || a.schedule.flightNo.localeCompare(b.schedule.flightNo))
        .map((f) => toFlight(ctx.network, f, sold, today, q.currency));
      return {
        index: leg.condition.index,
        depCode: leg.condition.depCode,
        arrCode: leg.condition.arrCode,
        depDate: date,
        flights,
      };
    }),
  );
  return { legs: answered };
}
