import type { Currency } from '@/lib/contract';
import { dayNumber, isoFromDayNumber } from '../domain/dates';
import type { FlightInstance, RouteEntry } from '../domain/network';
import { isSellable, lowestTotalFen, totalIn } from '../domain/shopping';
import { localDate } from '../domain/time-zone';
import type { ShoppingContext } from './context';
import { readInventory } from './read-inventory';

export type LowestOnRoute = { route: RouteEntry; date: string; price: number };

/** Lowest one-adult total of each route over a date window (one inventory read for all of them). */
export async function lowestByRoute(
  ctx: ShoppingContext,
  routes: RouteEntry[],
  from: string,
  to: string,
  currency: Currency,
): Promise<LowestOnRoute[]> {
  if (routes.length === 0 || to < from) return [];
  const nowMs = ctx.clock.now();
  const deps = [...new Set(routes.map((r) => r.depAirport))];
  const arrs = [...new Set(routes.map((r) => r.arrAirport))];
  const sold = await readInventory(ctx.db, deps, arrs, from, to);
  const out: LowestOnRoute[] = [];
  for (const r of routes) {
    const zone = ctx.network.airport(r.depAirport)?.timeZone ?? 'Asia/Shanghai';
    const today = localDate(nowMs, zone);
    let best: { fen: number; flight: FlightInstance } | undefined;
    for (let day = dayNumber(from); day <= dayNumber(to); day++) {
      const date = isoFromDayNumber(day);
      if (date < today) continue;
      for (const f of ctx.network.flightsOn(r, date)) {
        if (!isSellable(f, nowMs)) continue;
        const fen = lowestTotalFen(f, sold, today, 1);
        if (fen !== null && (!best || fen < best.fen)) best = { fen, flight: f };
      }
    }
    if (best) out.push({ route: r, date: best.flight.date, price: totalIn(best.flight, best.fen, currency) });
  }
  return out;
}
