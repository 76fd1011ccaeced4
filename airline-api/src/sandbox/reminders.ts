import type { FastifyInstance } from 'fastify';
import { and, between, inArray } from 'drizzle-orm';
import { ResultCode, SandboxFareDiscountBodySchema, UpstreamPath } from '@/lib/contract';
import { asDb } from '../booking/lifecycle';
import { fareSale } from '../db/schema';
import { addDays, dayNumber, isValidIsoDate } from '../domain/dates';
import { ApiError } from '../errors';
import { parse, sendOk } from '../http';
import type { ReminderJobs } from '../low-price-reminders/queue';
import type { Services } from '../services';

/** The longest sale one call sets. */
const MAX_SALE_DAYS = 62;

/**
 * Sandbox controls of low-price reminders (loopback only; decision 27):
 * - POST /sandbox/reminders/run: every reminder checked now, at the sandbox clock, through the job queue,
 *   answering what the check did;
 * - POST /sandbox/fares/discount: a fare sale of `percent` on the routes between two places for local departure
 *   dates `from`..`to` (0 ends it), standing in for the revenue-management system; search, the calendar, booking
 *   and the reminders all price with it.
 */
export function registerReminderControls(app: FastifyInstance, s: Services, jobs: ReminderJobs): void {
  app.post(UpstreamPath.sandboxRemindersRun, async (req, reply) => sendOk(req, reply, await jobs.runNow()));

  app.post(UpstreamPath.sandboxFareDiscount, async (req, reply) => {
    const body = parse(SandboxFareDiscountBodySchema, req.body);
    const to = body.to ?? body.from;
    if (!isValidIsoDate(body.from) || !isValidIsoDate(to)) throw new ApiError(ResultCode.BAD_REQUEST, 'date');
    const days = dayNumber(to) - dayNumber(body.from) + 1;
    if (!(days >= 1 && days <= MAX_SALE_DAYS)) throw new ApiError(ResultCode.BAD_REQUEST, 'dates');
    const deps = s.network.airportsOf(body.dep) ?? [];
    const arrs = s.network.airportsOf(body.arr) ?? [];
    const routes = deps.flatMap((d) => arrs.flatMap((a) => (s.network.route(d, a) ? [[d, a] as const] : [])));
    const now = new Date(s.clock.now());
    await s.db.transaction(async (raw) => {
      const tx = asDb(raw);
      if (deps.length && arrs.length)
        await tx
          .delete(fareSale)
          .where(
            and(
              inArray(fareSale.depAirport, deps),
              inArray(fareSale.arrAirport, arrs),
              between(fareSale.flightDate, body.from, to),
            ),
          );
      if (body.percent > 0 && routes.length)
        await tx.insert(fareSale).values(
          routes.flatMap(([depAirport, arrAirport]) =>
            Array.from({ length: days }, (_, i) => ({
              depAirport,
              arrAirport,
              flightDate: addDays(body.from, i),
              percentOff: body.percent,
              updatedAt: now,
            })),
          ),
        );
    });
    return sendOk(req, reply, { routes: routes.length, days, percent: body.percent });
  });
}
