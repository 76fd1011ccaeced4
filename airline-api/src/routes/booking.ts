import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AddOnCatalogueBodySchema,
  DeductionsBodySchema,
  ReserveBodySchema,
  ResultCode,
  SeatMapQuerySchema,
  UpstreamHeader,
  UpstreamPath,
} from '@/lib/contract';
import { maxUsablePoints } from '@/lib/domain/fee-rules';
import { requireMember, type MemberRow } from '../account/tokens';
import { addOnCatalogue } from '../booking/catalogue';
import { couponView, heldCoupon, memberCoupons, ticketUse } from '../booking/deductions';
import { couponTab } from '@/lib/domain/coupon-eligibility';
import { certificationOf } from '../account/real-name-gate';
import { passengerFare, resolveSegments } from '../booking/fares';
import { pricePartsIn } from '../booking/price-parts';
import { quoteBooking } from '../booking/quote';
import { heldAs } from '../booking/hold-limits';
import { reserve } from '../booking/reserve';
import { seatMap } from '../booking/seat-map';
import { ApiError } from '../errors';
import { clientIp, languageOf, parse, sendOk } from '../http';
import { idempotencyKeyOf } from '../order-changes/idempotency';
import type { Services } from '../services';

/** The member when a token is sent (a bad token is still 1000010), else a visitor. */
export async function optionalMember(s: Services, req: FastifyRequest): Promise<MemberRow | null> {
  return req.headers[UpstreamHeader.token] ? (await requireMember(s, req)).member : null;
}

/** Spec §7 booking calls: add-on catalogue, seat map, price, reserve, deductions (saved passengers: routes/saved-passengers.ts). */
export function registerBookingRoutes(app: FastifyInstance, s: Services): void {
  app.post(UpstreamPath.addOnCatalogue, async (req, reply) => {
    const body = parse(AddOnCatalogueBodySchema, req.body);
    return sendOk(req, reply, await addOnCatalogue(s, { ...body, language: languageOf(req) }));
  });

  app.get(UpstreamPath.seatMap, async (req, reply) => {
    const q = parse(SeatMapQuerySchema, req.query);
    const flight = s.network.flight(q.flightId);
    if (!flight) throw new ApiError(ResultCode.FLIGHT_NOT_FOUND);
    return sendOk(req, reply, await seatMap(s.db, flight, q.currency));
  });

  app.post(UpstreamPath.reservePrice, async (req, reply) => {
    const body = parse(ReserveBodySchema, req.body);
    const quote = await quoteBooking(s, body, await optionalMember(s, req));
    return sendOk(req, reply, { price: pricePartsIn(quote.priceFen, body.currency) });
  });

  app.post(UpstreamPath.reserve, async (req, reply) => {
    const key = idempotencyKeyOf(req);
    const body = parse(ReserveBodySchema, req.body);
    const buyer = await optionalMember(s, req);
    const address = heldAs(clientIp(req), s.unheldLoopback);
    return sendOk(req, reply, await reserve(s, body, buyer, key, languageOf(req), address));
  });

  app.post(UpstreamPath.reserveDeductions, async (req, reply) => {
    const { member } = await requireMember(s, req);
    const body = parse(DeductionsBodySchema, req.body);
    const segments = await resolveSegments(s, body.fareIds);
    const fareFen = body.passengers.reduce(
      (n, p) => n + segments.reduce((m, sg) => m + passengerFare(sg, p.type).fare, 0),
      0,
    );
    const now = s.clock.now();
    const language = languageOf(req);
    const use = ticketUse(segments, fareFen, now, (await certificationOf(s, member.id)).expired);
    const coupons = (await memberCoupons(s, member.id))
      .filter((c) => couponTab(heldCoupon(c), now) === 'INI')
      .map((c) => couponView(c, use, body.currency, language));
    return sendOk(req, reply, {
      currency: body.currency,
      points: {
        balance: member.points,
        maxUsable: maxUsablePoints(member.points, fareFen),
        pointsPerUnit: 100 as const,
      },
      coupons,
    });
  });
}
