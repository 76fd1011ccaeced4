import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  AddOnRefundListDataSchema,
  AddOnRefundQuoteDataSchema,
  IDEMPOTENCY_HEADER,
  OrderAddOnOfferDataSchema,
  OrderAddOnReserveDataSchema,
  RefundApplicationSchema,
  SeatMapSchema,
  UpstreamPath,
  type AddOnRefundItem,
  type FareFamily,
  type Flight,
  type PassengerAddOnService,
  type ReservePassenger,
} from '@/lib/contract';
import { PLAIN_PHONE } from '../src/db/seed/members';
import { member, orderTicket, payment, refundRecord, seatAssignment } from '../src/db/schema';
import { DEMO, caller, loginToken, okData, setOffset } from './account-api';
import { adult, idNumber, newKey, payOnGateway, reserveBody, runJobs } from './booking-api';
import { SERVER_START_TIMEOUT_MS, testServer } from './test-server';
import { clockBefore, flightOnNextDay, orderAs, ticketedOrder, VISITOR_PROOF as PROOF } from './ticketed-order';

/**
 * What the add-on refund test files share (decision 26): their server at the test clock with the members logged
 * in, a ticketed order with add-ons, and the list, quote, commit and desk calls. Each file calls
 * serveAddOnRefunds() once.
 */

export const HOUR = 3_600_000;
export let app: FastifyInstance;
export let demo: string;
export let plain: string;

/** The file's server: started before its tests, closed after them. */
export function serveAddOnRefunds() {
  beforeAll(async () => {
    app = await testServer();
    await logIn();
  }, SERVER_START_TIMEOUT_MS);
  afterAll(async () => app.close());
  afterEach(() => setOffset(app, 0));
}

export async function logIn() {
  demo = await loginToken(app);
  plain = await loginToken(app, { cellphone: PLAIN_PHONE, password: DEMO.password });
}

export const MAILING = {
  recipient: '张云雀',
  areaCode: '86',
  phone: '13812345678',
  province: '广东省',
  city: '广州市',
  district: '白云区',
  address: '机场路 1 号',
  zip: '510000',
};
export const second = () =>
  adult({ name: '李云雀', certificateNumber: idNumber('1988-05-02', '871'), birthday: '1988-05-02' });

export type Booked = {
  orderNo: string;
  flight: Flight;
  passengerIds: string[];
  token: string | null;
  payAmount: number;
};

/** Each order flies on its own day, so flights, seats and statuses do not meet. */
export let day = 0;

/**
 * Books and tickets an order at the test's now: by default every add-on of the booking for the first passenger
 * (10 kg of baggage, a hot meal, accident insurance, priority boarding, a window or aisle seat) and the mailed
 * itinerary; `plainOrder` books none.
 */
export async function booked(
  opts: { token?: string | null; passengers?: ReservePassenger[]; family?: FareFamily; plainOrder?: boolean } = {},
): Promise<Booked> {
  setOffset(app, 0);
  const family = opts.family ?? 'FLEX';
  const flight = await flightOnNextDay(app, () => (day += 1), { family });
  const token = opts.token ?? null;
  const seat = okData(
    SeatMapSchema,
    await caller(app).get(`${UpstreamPath.seatMap}?flightId=${flight.flightId}&currency=CNY`),
  ).seats.find((x) => x.available && !x.exit && (x.kind === 'WINDOW' || x.kind === 'AISLE'))!;
  const { order, detail } = await ticketedOrder(
    app,
    reserveBody([`${flight.flightId}.${family}`], {
      passengers: opts.passengers ?? [adult()],
      ancillaries: opts.plainOrder
        ? { baggage: [], meals: [], insurance: [], seats: [], priority: [] }
        : {
            baggage: [{ passenger: 0, segment: 0, productCode: 'BAG10' }],
            meals: [{ passenger: 0, segment: 0, productCode: 'MEAL_NOODLE' }],
            insurance: [{ passenger: 0, segment: 0, productCode: 'INS_ACCIDENT' }],
            seats: [{ passenger: 0, segment: 0, seatNo: seat.seatNo }],
            priority: [{ passenger: 0, segment: 0 }],
            mailing: MAILING,
          },
    }),
    { token, proof: PROOF },
  );
  return {
    orderNo: order.orderNo,
    flight,
    passengerIds: detail.passengers.map((p) => p.passengerId),
    token,
    payAmount: order.price.actualAmount,
  };
}

export async function detailOf(b: { orderNo: string; token: string | null }) {
  return orderAs(app, b.orderNo, b.token, PROOF);
}

/** Moves airline-api's clock to `ms` before the flight's departure (and logs the members in again there). */
export async function before(b: Booked, ms: number) {
  clockBefore(app, b.flight.depTime, ms);
  await logIn();
  if (b.token) b.token = demo;
}

/** Seats and add-ons bought after booking by the member (decision 22): an add-on order, paid and applied. */
export async function boughtLater(b: Booked, services: PassengerAddOnService[], points = 0) {
  const post = (url: string, body: Record<string, unknown>) => caller(app).post(url, body, b.token!);
  const offer = okData(
    OrderAddOnOfferDataSchema,
    await post(UpstreamPath.orderAddOnOffer.replace(':orderNo', b.orderNo), {
      orderNo: b.orderNo,
      segmentIndex: 0,
      types: ['SEAT', 'MEAL', 'BAGGAGE', 'PRIORITY'],
    }),
  );
  const price = (s: PassengerAddOnService) =>
    s.kind === 'SEAT'
      ? offer.seats.find((x) => x.seatNo === s.seatNo)!.price
      : s.kind === 'MEAL'
        ? offer.meals.find((x) => x.productCode === s.productCode)!.price
        : s.kind === 'BAGGAGE'
          ? offer.baggage.find((x) => x.productCode === s.productCode)!.price
          : offer.priority.price;
  const order = okData(
    OrderAddOnReserveDataSchema,
    await post(UpstreamPath.orderAddOnReserve.replace(':orderNo', b.orderNo), {
      orderNo: b.orderNo,
      segmentIndex: 0,
      sessionId: offer.sessionId,
      services,
      amount: services.reduce((n, s) => n + price(s), 0),
      points,
    }),
  ).order;
  if (order.payAmount > 0) await payOnGateway(app, order.orderNo, order.payAmount);
  await runJobs(app);
  return order;
}

/** A free seat of the flight at 30 (window or aisle), for a seat bought later. */
export async function freeSeat(b: Booked, nth = 0) {
  const offer = okData(
    OrderAddOnOfferDataSchema,
    await caller(app).post(
      UpstreamPath.orderAddOnOffer.replace(':orderNo', b.orderNo),
      { orderNo: b.orderNo, segmentIndex: 0, types: ['SEAT'] },
      b.token!,
    ),
  );
  return offer.seats.filter((x) => x.price === 3_000)[nth]!.seatNo;
}

/** The scope of a call: the member's token, or the visitor's proof in the body. */
export const scoped = (b: Booked, body: Record<string, unknown>): Record<string, unknown> =>
  b.token ? { orderNo: b.orderNo, ...body } : { orderNo: b.orderNo, visitor: PROOF, ...body };
export const tokenOf = (b: Booked) => b.token ?? undefined;

export const listCall = (b: Booked, token = tokenOf(b)) =>
  caller(app).post(UpstreamPath.addOnRefundList, scoped(b, {}), token);
/** The list asked without a token: with a visitor's proof in the body, or nothing. */
export const anonymousList = (body: Record<string, unknown>) => caller(app).post(UpstreamPath.addOnRefundList, body);
export const listOf = async (b: Booked) => okData(AddOnRefundListDataSchema, await listCall(b));
/** The add-on of `kind` (the n-th of it) as listed now. */
export async function addOn(b: Booked, kind: AddOnRefundItem['kind'], nth = 0): Promise<AddOnRefundItem> {
  const found = (await listOf(b)).items.filter((i) => i.kind === kind)[nth];
  if (!found) throw new Error(`no ${kind} add-on`);
  return found;
}
export const quoteCall = (b: Booked, addOnIds: string[], token = tokenOf(b)) =>
  caller(app).post(UpstreamPath.addOnRefundQuote, scoped(b, { addOnIds }), token);
export const quoteOf = async (b: Booked, addOnIds: string[]) =>
  okData(AddOnRefundQuoteDataSchema, await quoteCall(b, addOnIds));
export function commitCall(
  b: Booked,
  body: Record<string, unknown>,
  opts: { key?: string; token?: string | null } = {},
) {
  const token = opts.token === undefined ? tokenOf(b) : (opts.token ?? undefined);
  return app.inject({
    method: 'POST',
    url: UpstreamPath.addOnRefundCommit,
    payload: body,
    headers: {
      [IDEMPOTENCY_HEADER]: opts.key ?? newKey(),
      'x-forwarded-for': '10.0.0.1',
      ...(token ? { 'x-member-token': token } : {}),
    },
  });
}
/** The body of a commit of these add-ons as quoted now. */
export async function commitBody(b: Booked, addOnIds: string[]) {
  const quote = await quoteOf(b, addOnIds);
  return scoped(b, { addOnIds, quotedAmount: quote.totalAmount });
}
export const commitOk = async (b: Booked, addOnIds: string[]) =>
  okData(RefundApplicationSchema, await commitCall(b, await commitBody(b, addOnIds)));
export const decide = (refundNo: string, decision: 'approve' | 'reject' | 'pay', reason?: string) =>
  app.inject({ method: 'POST', url: UpstreamPath.sandboxRefundDecide, payload: { refundNo, decision, reason } });
export const decideOk = async (refundNo: string, decision: 'approve' | 'reject' | 'pay', reason?: string) =>
  okData(RefundApplicationSchema, await decide(refundNo, decision, reason));
export const ticketOf = async (orderNo: string, psgIndex = 0) =>
  (
    await app.airline.db
      .select()
      .from(orderTicket)
      .where(and(eq(orderTicket.orderNo, orderNo), eq(orderTicket.psgIndex, psgIndex)))
  )[0]!;
export const seatHolder = async (flightId: string, seatNo: string) =>
  (
    await app.airline.db
      .select()
      .from(seatAssignment)
      .where(and(eq(seatAssignment.flightId, flightId), eq(seatAssignment.seatNo, seatNo)))
  )[0]?.orderNo ?? null;
export const demoRow = async () =>
  (await app.airline.db.select().from(member).where(eq(member.cellphone, DEMO.cellphone)))[0]!;
export const paidOf = async (orderNo: string) =>
  (await app.airline.db.select().from(payment).where(eq(payment.orderNo, orderNo)))
    .filter((p) => p.status === 'SUCCESS')
    .reduce((n, p) => n + p.amount, 0);
export const refundedOf = async (orderNo: string) =>
  (await app.airline.db.select().from(refundRecord).where(eq(refundRecord.orderNo, orderNo))).reduce(
    (n, r) => n + r.amount,
    0,
  );
