import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  CalendarShoppingQuerySchema,
  RouteRecommendByDepQuerySchema,
  RouteRecommendNearBodySchema,
  SearchFlightQuerySchema,
  UpstreamPath,
} from '@/lib/contract';
import { parse, sendOk } from '../http';
import type { Services } from '../services';
import { recommendByDeparture, recommendNear } from '../shopping/recommend';
import { calendarPrices, searchFlights } from '../shopping/search';

/** flightCondition is a repeated query parameter, each value one leg's JSON. */
function withConditions(query: unknown): Record<string, unknown> {
  const q = { ...(query as Record<string, unknown>) };
  const raw = q.flightCondition;
  const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  q.flightCondition = list.map((v) => {
    try {
      return JSON.parse(String(v)) as unknown;
    } catch {
      return v;
    }
  });
  return q;
}

const LegIndexSchema = z.object({ legIndex: z.coerce.number().int().min(0).max(3).default(0) });

export function registerShopRoutes(app: FastifyInstance, s: Services): void {
  app.get(UpstreamPath.calendarShopping, async (req, reply) => {
    const raw = withConditions(req.query);
    const q = parse(CalendarShoppingQuerySchema, raw);
    const { legIndex } = parse(LegIndexSchema, raw);
    return sendOk(req, reply, { prices: await calendarPrices(s, q, legIndex) });
  });

  app.get(UpstreamPath.searchFlight, async (req, reply) => {
    const q = parse(SearchFlightQuerySchema, withConditions(req.query));
    return sendOk(req, reply, await searchFlights(s, q));
  });

  app.post(UpstreamPath.routeRecommendNear, async (req, reply) => {
    const body = parse(RouteRecommendNearBodySchema, req.body);
    return sendOk(req, reply, { routeRecommendList: await recommendNear(s, body) });
  });

  app.get(UpstreamPath.routeRecommendByDep, async (req, reply) => {
    const q = parse(RouteRecommendByDepQuerySchema, req.query);
    return sendOk(req, reply, { routeRecommendList: await recommendByDeparture(s, q) });
  });
}
