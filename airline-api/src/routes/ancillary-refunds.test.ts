import type { FastifyInstance } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import {
  AncillaryRefundListDataSchema,
  AncillaryRefundQuoteDataSchema,
  CheckInDataSchema,
  IDEMPOTENCY_HEADER,
  OrderAncillaryOfferDataSchema,
  OrderAncillaryReserveDataSchema,
  RefundApplicationSchema,
  RefundListDataSchema,
  RefundQuoteDataSchema,
  ResultCode,
  SeatMapSchema,
  TicketStatus,
  UpstreamPath,
  type AncillaryRefundItem,
  type FareFamily,
  type Flight,
  type PassengerAncillaryService,
  type ReservePassenger,
} from '@/lib/contract';
import { PLAIN_PHONE } from '../db/seed/members';
import {
  bookingOrder,
  member,
  orderTicket,
  payment,
  pointsRecord,
  refundApplication,
  refundRecord,
  seatAssignment,
} from '../db/schema';
import { priceAddOnRefund } from '../refunds/ancillary-quote';
import { DEMO, caller, codeOf, loginToken, okData, setOffset } from '../../test/account-api';
import { adult, idNumber, newKey, payOnGateway, reserveBody, runJobs } from '../../test/booking-api';
import { DB_TEST_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, testServer } from '../../test/test-server';
import {
  clockBefore,
  flightOnNextDay,
  orderAs,
  ticketedOrder,
  VISITOR_PROOF as PROOF,
} from '../../test/ticketed-order';

// Refunding add-ons alone (issue 14 §2; spec §2 /ancillary/refund, §7 /modAndRef/api/refund/ancillary; decision 26).

jest.setTimeout(DB_TEST_TIMEOUT_MS * 3);

// The pricing as it is, wrapped so that a test can hold two commits between their pricing and their writing.
jest.mock('../refunds/ancillary-quote', () => {
  const actual = jest.requireActual<typeof import('../refunds/ancillary-quote')>('../refunds/ancillary-quote');
  return { ...actual, priceAddOnRefund: jest.fn(actual.priceAddOnRefund) };
});

const HOUR = 3_600_000;
let app: FastifyInstance;
let demo: string;
let plain: string;
beforeAll(async () => {
  app = await testServer();
  await logIn();
}, SERVER_START_TIMEOUT_MS);
afterAll(async () => app.close());
afterEach(() => setOffset(app, 0));

async function logIn() {
  demo = await loginToken(app);
  plain = await loginToken(app, { cellphone: PLAIN_PHONE, password: DEMO.password });
}

const MAILING = {
  recipient: '张云雀',
  areaCode: '86',
  phone: '13812345678',
  province: '广东省',
  city: '广州市',
  district: '白云区',
  address: '机场路 1 号',
  zip: '510000',
};
const second = () =>
  adult({ name: '李云雀', certificateNumber: idNumber('1988-05-02', '871'), birthday: '1988-05-02' });

type Booked = { orderNo: string; flight: Flight; passengerIds: string[]; token: string | null; payAmount: number };

/** Each order flies on its own day, so flights, seats and statuses do not meet. */
let day = 0;

/**
 * Books and tickets an order at the test's now: by default every add-on of the booking for the first passenger
 * (10 kg of baggage, a hot meal, accident insurance, priority boarding, a window or aisle seat) and the mailed
 * itinerary; `plainOrder` books none.
 */
async function booked(
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

async function detailOf(b: { orderNo: string; token: string | null }) {
  return orderAs(app, b.orderNo, b.token, PROOF);
}

/** Moves airline-api's clock to `ms` before the flight's departure (and logs the members in again there). */
async function before(b: Booked, ms: number) {
  clockBefore(app, b.flight.depTime, ms);
  await logIn();
  if (b.token) b.token = demo;
}

/** Seats and add-ons bought after booking by the member (decision 22): an ancillary order, paid and applied. */
async function boughtLater(b: Booked, services: PassengerAncillaryService[], points = 0) {
  const post = (url: string, body: Record<string, unknown>) => caller(app).post(url, body, b.token!);
  const offer = okData(
    OrderAncillaryOfferDataSchema,
    await post(UpstreamPath.orderAncillaryOffer.replace(':orderNo', b.orderNo), {
      orderNo: b.orderNo,
      segmentIndex: 0,
      types: ['SEAT', 'MEAL', 'BAGGAGE', 'PRIORITY'],
    }),
  );
  const price = (s: PassengerAncillaryService) =>
    s.kind === 'SEAT'
      ? offer.seats.find((x) => x.seatNo === s.seatNo)!.price
      : s.kind === 'MEAL'
        ? offer.meals.find((x) => x.productCode === s.productCode)!.price
        : s.kind === 'BAGGAGE'
          ? offer.baggage.find((x) => x.productCode === s.productCode)!.price
          : offer.priority.price;
  const order = okData(
    OrderAncillaryReserveDataSchema,
    await post(UpstreamPath.orderAncillaryReserve.replace(':orderNo', b.orderNo), {
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
async function freeSeat(b: Booked, nth = 0) {
  const offer = okData(
    OrderAncillaryOfferDataSchema,
    await caller(app).post(
      UpstreamPath.orderAncillaryOffer.replace(':orderNo', b.orderNo),
      { orderNo: b.orderNo, segmentIndex: 0, types: ['SEAT'] },
      b.token!,
    ),
  );
  return offer.seats.filter((x) => x.price === 3_000)[nth]!.seatNo;
}

/** The scope of a call: the member's token, or the visitor's proof in the body. */
const scoped = (b: Booked, body: Record<string, unknown>): Record<string, unknown> =>
  b.token ? { orderNo: b.orderNo, ...body } : { orderNo: b.orderNo, visitor: PROOF, ...body };
const tokenOf = (b: Booked) => b.token ?? undefined;

const listCall = (b: Booked, token = tokenOf(b)) =>
  caller(app).post(UpstreamPath.ancillaryRefundList, scoped(b, {}), token);
/** The list asked without a token: with a visitor's proof in the body, or nothing. */
const anonymousList = (body: Record<string, unknown>) => caller(app).post(UpstreamPath.ancillaryRefundList, body);
const listOf = async (b: Booked) => okData(AncillaryRefundListDataSchema, await listCall(b));
/** The add-on of `kind` (the n-th of it) as listed now. */
async function addOn(b: Booked, kind: AncillaryRefundItem['kind'], nth = 0): Promise<AncillaryRefundItem> {
  const found = (await listOf(b)).items.filter((i) => i.kind === kind)[nth];
  if (!found) throw new Error(`no ${kind} add-on`);
  return found;
}
const quoteCall = (b: Booked, addOnIds: string[], token = tokenOf(b)) =>
  caller(app).post(UpstreamPath.ancillaryRefundQuote, scoped(b, { addOnIds }), token);
const quoteOf = async (b: Booked, addOnIds: string[]) =>
  okData(AncillaryRefundQuoteDataSchema, await quoteCall(b, addOnIds));
function commitCall(b: Booked, body: Record<string, unknown>, opts: { key?: string; token?: string | null } = {}) {
  const token = opts.token === undefined ? tokenOf(b) : (opts.token ?? undefined);
  return app.inject({
    method: 'POST',
    url: UpstreamPath.ancillaryRefundCommit,
    payload: body,
    headers: {
      [IDEMPOTENCY_HEADER]: opts.key ?? newKey(),
      'x-forwarded-for': '10.0.0.1',
      ...(token ? { 'x-member-token': token } : {}),
    },
  });
}
/** The body of a commit of these add-ons as quoted now. */
async function commitBody(b: Booked, addOnIds: string[]) {
  const quote = await quoteOf(b, addOnIds);
  return scoped(b, { addOnIds, quotedAmount: quote.totalAmount });
}
const commitOk = async (b: Booked, addOnIds: string[]) =>
  okData(RefundApplicationSchema, await commitCall(b, await commitBody(b, addOnIds)));
const decide = (refundNo: string, decision: 'approve' | 'reject' | 'pay', reason?: string) =>
  app.inject({ method: 'POST', url: UpstreamPath.sandboxRefundDecide, payload: { refundNo, decision, reason } });
const decideOk = async (refundNo: string, decision: 'approve' | 'reject' | 'pay', reason?: string) =>
  okData(RefundApplicationSchema, await decide(refundNo, decision, reason));
const ticketOf = async (orderNo: string, psgIndex = 0) =>
  (
    await app.airline.db
      .select()
      .from(orderTicket)
      .where(and(eq(orderTicket.orderNo, orderNo), eq(orderTicket.psgIndex, psgIndex)))
  )[0]!;
const seatHolder = async (flightId: string, seatNo: string) =>
  (
    await app.airline.db
      .select()
      .from(seatAssignment)
      .where(and(eq(seatAssignment.flightId, flightId), eq(seatAssignment.seatNo, seatNo)))
  )[0]?.orderNo ?? null;
const demoRow = async () =>
  (await app.airline.db.select().from(member).where(eq(member.cellphone, DEMO.cellphone)))[0]!;
const paidOf = async (orderNo: string) =>
  (await app.airline.db.select().from(payment).where(eq(payment.orderNo, orderNo)))
    .filter((p) => p.status === 'SUCCESS')
    .reduce((n, p) => n + p.amount, 0);
const refundedOf = async (orderNo: string) =>
  (await app.airline.db.select().from(refundRecord).where(eq(refundRecord.orderNo, orderNo))).reduce(
    (n, r) => n + r.amount,
    0,
  );

describe('what can be refunded, and until when (decision 26)', () => {
  it('lists the add-ons of the booking with their full price, no fee, and each kind’s window', async () => {
    const b = await booked();
    const detail = await detailOf(b);
    const list = await listOf(b);
    const dep = Date.parse(b.flight.depTime);
    expect(list.currency).toBe('CNY');
    expect(list.applications).toEqual([]);
    expect(list.items.map((i) => i.kind).sort()).toEqual(
      ['BAGGAGE', 'INSURANCE', 'MAILING', 'MEAL', 'PRIORITY', 'SEAT'].sort(),
    );
    for (const item of list.items) {
      // Bought with the booking: paid back whole, by the ticket order, in money.
      const bought = detail.ancillaries.find((a) => a.kind === item.kind)!;
      expect(item).toMatchObject({ amount: bought.amount, points: 0, paidByOrderNo: b.orderNo, block: null });
      expect(item.name).toBe(bought.name);
      const until = Date.parse(item.refundableUntil!);
      expect(until).toBe(item.kind === 'INSURANCE' || item.kind === 'MAILING' ? dep : dep - HOUR);
      if (item.kind === 'MAILING') expect(item).toMatchObject({ passengerId: null, segmentIndex: null });
      else expect(item).toMatchObject({ passengerId: b.passengerIds[0], passengerName: '张云雀', segmentIndex: 0 });
    }
    expect((await addOn(b, 'SEAT')).seatNo).toBe(detail.tickets[0]!.seatNo);
    const quote = await quoteOf(
      b,
      list.items.map((i) => i.addOnId),
    );
    expect(quote).toMatchObject({
      currency: 'CNY',
      totalAmount: detail.price.ancillaryTotal,
      totalPoints: 0,
      channel: 'GATEWAY',
    });
  });

  it('baggage, meal, priority and seat until check-in closes (1 hour before); insurance and mailing until departure', async () => {
    const b = await booked();
    const list = await listOf(b);
    const id = (kind: string) => list.items.find((i) => i.kind === kind)!.addOnId;
    const codeAt = async (left: number, kind: string) => {
      await before(b, left);
      return codeOf(await quoteCall(b, [id(kind)]));
    };
    for (const kind of ['BAGGAGE', 'MEAL', 'PRIORITY', 'SEAT']) {
      expect(await codeAt(HOUR + 1, kind)).toBe(ResultCode.OK);
      expect(await codeAt(HOUR, kind)).toBe(ResultCode.ANCILLARY_REFUND_CLOSED);
    }
    for (const kind of ['INSURANCE', 'MAILING']) {
      expect(await codeAt(HOUR, kind)).toBe(ResultCode.OK);
      expect(await codeAt(1, kind)).toBe(ResultCode.OK);
      expect(await codeAt(0, kind)).toBe(ResultCode.ANCILLARY_REFUND_CLOSED);
      expect(await codeAt(-HOUR, kind)).toBe(ResultCode.ANCILLARY_REFUND_CLOSED);
    }
    await before(b, HOUR);
    const late = await listOf(b);
    expect(late.items.find((i) => i.kind === 'MEAL')!.block).toBe('TOO_LATE');
    expect(late.items.find((i) => i.kind === 'INSURANCE')!.block).toBeNull();
    // A commit past the window is refused the same way, and nothing is marked.
    expect(codeOf(await commitCall(b, scoped(b, { addOnIds: [id('MEAL')], quotedAmount: 0 })))).toBe(
      ResultCode.ANCILLARY_REFUND_CLOSED,
    );
  });

  it('not once checked in on the segment (insurance and mailing still); again after the check-in is cancelled', async () => {
    const b = await booked({ token: demo });
    await before(b, 47 * HOUR);
    const checkIn = (path: string, extra: Record<string, unknown>) =>
      caller(app).post(path, { orderNo: b.orderNo, segmentIndex: 0, ...extra }, b.token!);
    okData(
      CheckInDataSchema,
      await checkIn(UpstreamPath.checkIn, { passengers: [{ passengerId: b.passengerIds[0] }], clauseAgreed: true }),
    );
    const list = await listOf(b);
    const blockOf = (kind: string) => list.items.find((i) => i.kind === kind)!.block;
    for (const kind of ['BAGGAGE', 'MEAL', 'PRIORITY', 'SEAT']) expect(blockOf(kind)).toBe('CHECKED_IN');
    expect(blockOf('INSURANCE')).toBeNull();
    expect(blockOf('MAILING')).toBeNull();
    const meal = list.items.find((i) => i.kind === 'MEAL')!.addOnId;
    expect(codeOf(await quoteCall(b, [meal]))).toBe(ResultCode.REFUND_CHECKED_IN);
    await quoteOf(b, [list.items.find((i) => i.kind === 'INSURANCE')!.addOnId]);
    expect(codeOf(await checkIn(UpstreamPath.checkInCancel, { passengerIds: [b.passengerIds[0]] }))).toBe(
      ResultCode.OK,
    );
    const offerNow = async () =>
      okData(
        OrderAncillaryOfferDataSchema,
        await caller(app).post(
          UpstreamPath.orderAncillaryOffer.replace(':orderNo', b.orderNo),
          { orderNo: b.orderNo, segmentIndex: 0, types: ['MEAL'] },
          b.token!,
        ),
      ).passengers.find((p) => p.passengerId === b.passengerIds[0])!;
    expect((await offerNow()).meal).toBe('bought');
    await commitOk(b, [meal]);
    // Refunded, the meal is no longer held: another may be bought at check-in.
    expect((await offerNow()).meal).toBeNull();
  });

  it('not once the ticket is refunded or being refunded: the add-ons go with it; the mailing still may', async () => {
    const b = await booked({ passengers: [adult(), second()] });
    const quote = okData(
      RefundQuoteDataSchema,
      await caller(app).post(
        UpstreamPath.refundQuote,
        scoped(b, { items: [{ passengerId: b.passengerIds[0], segmentIndex: 0 }], refundType: 'VOLUNTARY' }),
      ),
    );
    const form = new FormData();
    form.append(
      'payload',
      JSON.stringify(
        scoped(b, {
          items: [{ passengerId: b.passengerIds[0], segmentIndex: 0 }],
          refundType: 'VOLUNTARY',
          reason: 'PLAN_CHANGED',
          quotedAmount: quote.totalAmount,
        }),
      ),
    );
    const encoded = new Response(form);
    const ticketRefund = await app.inject({
      method: 'POST',
      url: UpstreamPath.refundCommit,
      payload: Buffer.from(await encoded.arrayBuffer()),
      headers: { 'content-type': encoded.headers.get('content-type')!, [IDEMPOTENCY_HEADER]: newKey() },
    });
    expect(codeOf(ticketRefund)).toBe(ResultCode.OK);
    const list = await listOf(b);
    for (const item of list.items.filter((i) => i.kind !== 'MAILING')) expect(item.block).toBe('TICKET_NOT_USABLE');
    expect(codeOf(await quoteCall(b, [list.items.find((i) => i.kind === 'MEAL')!.addOnId]))).toBe(
      ResultCode.ANCILLARY_REFUND_NOT_ALLOWED,
    );
    await commitOk(b, [list.items.find((i) => i.kind === 'MAILING')!.addOnId]);
  });

  it('refuses an order of another channel, an unknown or repeated add-on, and a changed amount', async () => {
    const b = await booked();
    const list = await listOf(b);
    const [first, next] = list.items.map((i) => i.addOnId) as [string, string];
    expect(codeOf(await quoteCall(b, ['999999999']))).toBe(ResultCode.NOT_FOUND);
    expect(codeOf(await quoteCall(b, [first, first]))).toBe(ResultCode.BAD_REQUEST);
    expect(codeOf(await quoteCall(b, []))).toBe(ResultCode.BAD_REQUEST);
    const body = await commitBody(b, [first, next]);
    expect(codeOf(await commitCall(b, { ...body, quotedAmount: (body.quotedAmount as number) + 1 }))).toBe(
      ResultCode.REFUND_AMOUNT_CHANGED,
    );
    await app.airline.db.update(bookingOrder).set({ channelNo: 'WECHAT' }).where(eq(bookingOrder.orderNo, b.orderNo));
    expect(codeOf(await quoteCall(b, [first]))).toBe(ResultCode.ORDER_OTHER_CHANNEL);
    expect((await listOf(b)).items.every((i) => i.block === 'OTHER_CHANNEL')).toBe(true);
  });
});

describe('seats: the one the passenger holds, given back to the chart (decision 26)', () => {
  it('refunds a seat bought later; the one of the booking it replaced is not held; a rejection takes it back when free', async () => {
    const b = await booked({ token: demo });
    const booking = await addOn(b, 'SEAT');
    const seatNo = await freeSeat(b);
    const later = await boughtLater(b, [{ kind: 'SEAT', passengerId: b.passengerIds[0]!, seatNo }]);
    expect((await ticketOf(b.orderNo)).seatNo).toBe(seatNo);
    const [old, now] = (await listOf(b)).items.filter((i) => i.kind === 'SEAT') as [
      AncillaryRefundItem,
      AncillaryRefundItem,
    ];
    expect(old).toMatchObject({ addOnId: booking.addOnId, block: 'SEAT_NOT_HELD', seatNo: null });
    expect(now).toMatchObject({ block: null, seatNo, paidByOrderNo: later.orderNo, amount: 3_000 });
    expect(codeOf(await quoteCall(b, [old.addOnId]))).toBe(ResultCode.ANCILLARY_REFUND_NOT_ALLOWED);

    // Submitted: the seat leaves the ticket and goes back to the chart.
    const made = await commitOk(b, [now.addOnId]);
    expect(made.addOns).toEqual([expect.objectContaining({ addOnId: now.addOnId, seatNo, kind: 'SEAT' })]);
    expect((await ticketOf(b.orderNo)).seatNo).toBeNull();
    expect(await seatHolder(b.flight.flightId, seatNo)).toBeNull();
    expect((await addOn(b, 'SEAT', 1)).block).toBe('REFUNDING');

    // Rejected while the seat is free: it is the passenger's again, and may be refunded again.
    expect(await decideOk(made.refundNo, 'reject', '不予退款')).toMatchObject({ status: 'REJECTED' });
    expect((await ticketOf(b.orderNo)).seatNo).toBe(seatNo);
    expect(await seatHolder(b.flight.flightId, seatNo)).toBe(b.orderNo);
    expect((await addOn(b, 'SEAT', 1)).block).toBeNull();

    // Rejected after someone took the seat: the passenger stays without one (check-in gives one).
    const again = await commitOk(b, [now.addOnId]);
    await app.airline.db
      .insert(seatAssignment)
      .values({ flightId: b.flight.flightId, seatNo, orderNo: 'YQ-OTHER', psgIndex: 0, withInfant: false });
    await decideOk(again.refundNo, 'reject', '不予退款');
    expect((await ticketOf(b.orderNo)).seatNo).toBeNull();
    expect(await seatHolder(b.flight.flightId, seatNo)).toBe('YQ-OTHER');
    expect((await addOn(b, 'SEAT', 1)).block).toBe('SEAT_NOT_HELD');
  });
});

describe('scope: the member’s own order or the visitor’s proof', () => {
  it('opens the add-ons to their member and to the order’s proof; anyone else is NOT_FOUND', async () => {
    const mine = await booked({ token: demo });
    const meal = (await addOn(mine, 'MEAL')).addOnId;
    const body = await commitBody(mine, [meal]);
    // Another member, no one, a wrong proof, an unknown order.
    expect(codeOf(await listCall(mine, plain))).toBe(ResultCode.NOT_FOUND);
    expect(codeOf(await quoteCall(mine, [meal], plain))).toBe(ResultCode.NOT_FOUND);
    expect(codeOf(await commitCall(mine, body, { token: plain }))).toBe(ResultCode.NOT_FOUND);
    expect(codeOf(await anonymousList({ orderNo: mine.orderNo }))).toBe(ResultCode.NOT_LOGGED_IN);
    for (const visitor of [
      { ...PROOF, passengerName: '王云雀' },
      { ...PROOF, mobile: '13900000000' },
    ]) {
      expect(codeOf(await anonymousList({ orderNo: mine.orderNo, visitor }))).toBe(ResultCode.NOT_FOUND);
      expect(codeOf(await commitCall(mine, { ...body, visitor }, { token: null }))).toBe(ResultCode.NOT_FOUND);
    }
    expect(codeOf(await anonymousList({ orderNo: 'YQ2026120100000000', visitor: PROOF }))).toBe(ResultCode.NOT_FOUND);
    // Another order's add-on named on this one.
    const theirs = await booked();
    const foreign = (await addOn(theirs, 'MEAL')).addOnId;
    expect(codeOf(await quoteCall(mine, [foreign]))).toBe(ResultCode.NOT_FOUND);
    expect(codeOf(await commitCall(mine, scoped(mine, { addOnIds: [foreign], quotedAmount: 0 })))).toBe(
      ResultCode.NOT_FOUND,
    );
    // Nothing was made; the proof opens the member's order to a visitor too.
    expect((await listOf(mine)).applications).toEqual([]);
    expect(codeOf(await anonymousList({ orderNo: mine.orderNo, visitor: PROOF }))).toBe(ResultCode.OK);
  });

  it('lets a visitor refund an add-on of an order they proved, and follow it', async () => {
    const b = await booked();
    const made = await commitOk(b, [(await addOn(b, 'BAGGAGE')).addOnId]);
    expect(made).toMatchObject({ status: 'SUBMITTED', refundType: 'VOLUNTARY', items: [], lines: [] });
    const list = await listOf(b);
    expect(list.applications).toEqual([made]);
    // The ticket refunds' list shows it too (the order pages' tracker).
    const all = okData(
      RefundListDataSchema,
      await caller(app).post(UpstreamPath.refundList, { orderNo: b.orderNo, visitor: PROOF }),
    ).list;
    expect(all).toEqual([made]);
  });
});

describe('one refund per add-on (decision 26)', () => {
  it('answers the same application for the same key and body, a conflict for another body; a refusal frees the key', async () => {
    const b = await booked();
    const [meal, bag] = [(await addOn(b, 'MEAL')).addOnId, (await addOn(b, 'BAGGAGE')).addOnId];
    const key = newKey();
    const body = await commitBody(b, [meal]);
    expect(codeOf(await commitCall(b, { ...body, quotedAmount: 1 }, { key }))).toBe(ResultCode.REFUND_AMOUNT_CHANGED);
    const first = okData(RefundApplicationSchema, await commitCall(b, body, { key }));
    const again = okData(RefundApplicationSchema, await commitCall(b, body, { key }));
    expect(again.refundNo).toBe(first.refundNo);
    expect(codeOf(await commitCall(b, await commitBody(b, [bag]), { key }))).toBe(ResultCode.IDEMPOTENCY_CONFLICT);
    // A second application of the same add-on under a new key is refused.
    expect(codeOf(await commitCall(b, body))).toBe(ResultCode.ANCILLARY_REFUND_IN_PROGRESS);
    expect((await listOf(b)).applications.map((a) => a.refundNo)).toEqual([first.refundNo]);
  });

  it('makes exactly one application of two commits of one add-on at once', async () => {
    const b = await booked();
    const meal = (await addOn(b, 'MEAL')).addOnId;
    const bag = (await addOn(b, 'BAGGAGE')).addOnId;
    const bodies = [await commitBody(b, [meal]), await commitBody(b, [meal, bag])];
    // Both are priced (the meal still free) before either writes: the conditional update decides.
    const priced = jest.mocked(priceAddOnRefund);
    const real =
      jest.requireActual<typeof import('../refunds/ancillary-quote')>('../refunds/ancillary-quote').priceAddOnRefund;
    const waiting: (() => void)[] = [];
    const held = async (...args: Parameters<typeof priceAddOnRefund>) => {
      const quote = await real(...args);
      await new Promise<void>((resolve) => {
        waiting.push(resolve);
        if (waiting.length === 2) waiting.forEach((go) => go());
      });
      return quote;
    };
    priced.mockImplementationOnce(held).mockImplementationOnce(held);
    const answers = await Promise.all(bodies.map((body) => commitCall(b, body)));
    expect(waiting).toHaveLength(2);
    expect(answers.map(codeOf).sort()).toEqual([ResultCode.OK, ResultCode.ANCILLARY_REFUND_IN_PROGRESS].sort());
    const list = await listOf(b);
    expect(list.applications).toHaveLength(1);
    // Nothing of the refused one was kept: the baggage is still free when the meal alone went through.
    const madeFor = list.applications[0]!.addOns!.map((a) => a.addOnId);
    expect(list.items.find((i) => i.addOnId === bag)!.block).toBe(madeFor.includes(bag) ? 'REFUNDING' : null);
  });
});

describe('the money: back by the order that paid for each add-on, never more than it paid', () => {
  it('pays back the booking’s add-ons by the ticket order and the later ones by their ancillary order, points as points', async () => {
    await app.airline.db.update(member).set({ points: 50_000 }).where(eq(member.cellphone, DEMO.cellphone));
    const b = await booked({ token: demo, passengers: [adult(), second()] });
    // Bought later for the second passenger: a seat, a meal and 5 kg, 10 yuan of it with 1 000 points.
    const seatNo = await freeSeat(b);
    const later = await boughtLater(
      b,
      [
        { kind: 'SEAT', passengerId: b.passengerIds[1]!, seatNo },
        { kind: 'MEAL', passengerId: b.passengerIds[1]!, productCode: 'MEAL_RICE' },
        { kind: 'BAGGAGE', passengerId: b.passengerIds[1]!, productCode: 'BAG5' },
      ],
      1_000,
    );
    const list = await listOf(b);
    expect(list.items).toHaveLength(9);
    const ofLater = list.items.filter((i) => i.paidByOrderNo === later.orderNo);
    expect(ofLater.map((i) => i.kind).sort()).toEqual(['BAGGAGE', 'MEAL', 'SEAT']);
    // The 1 000 points are shared over the three by price; what they cover comes back as points.
    expect(ofLater.reduce((n, i) => n + i.points, 0)).toBe(1_000);
    expect(ofLater.reduce((n, i) => n + i.amount, 0)).toBe(later.payAmount);

    // Two applications: the meal and the seat bought later, then everything else refundable.
    const pointsBefore = (await demoRow()).points;
    const first = await commitOk(
      b,
      ofLater.filter((i) => i.kind !== 'BAGGAGE').map((i) => i.addOnId),
    );
    const rest = list.items.filter((i) => !first.addOns!.some((a) => a.addOnId === i.addOnId));
    const second_ = await commitOk(
      b,
      rest.map((i) => i.addOnId),
    );
    for (const made of [first, second_]) {
      expect(made.amount).toBe(made.addOns!.reduce((n, a) => n + a.amount, 0));
      expect(made.points).toBe(made.addOns!.reduce((n, a) => n + a.points, 0));
      await decideOk(made.refundNo, 'approve');
      expect(await decideOk(made.refundNo, 'pay')).toMatchObject({ status: 'PAID_BACK' });
    }
    expect((await listOf(b)).items.every((i) => i.block === 'REFUNDED')).toBe(true);

    // Each order got back exactly what it took for the add-ons: the ticket order its ancillary total, the
    // ancillary order its whole payment; the points came back as points.
    const detail = await detailOf(b);
    expect(await refundedOf(b.orderNo)).toBe(detail.price.ancillaryTotal);
    expect(await refundedOf(later.orderNo)).toBe(later.payAmount);
    expect(await refundedOf(later.orderNo)).toBe(await paidOf(later.orderNo));
    expect(await refundedOf(b.orderNo)).toBeLessThanOrEqual(await paidOf(b.orderNo));
    expect((await demoRow()).points - pointsBefore).toBe(1_000);
    const returned = await app.airline.db
      .select()
      .from(pointsRecord)
      .where(and(eq(pointsRecord.reason, 'ORDER_RETURN'), eq(pointsRecord.orderNo, later.orderNo)));
    expect(returned.reduce((n, r) => n + r.delta, 0)).toBe(1_000);
    const records = await app.airline.db
      .select()
      .from(refundRecord)
      .where(inArray(refundRecord.refundNo, [first.refundNo, second_.refundNo]));
    expect(records.every((r) => r.reason === 'REFUND_APPLICATION' && r.channel === 'GATEWAY')).toBe(true);
    expect(records.reduce((n, r) => n + r.amount, 0)).toBe(first.amount + second_.amount);
    // The tickets were not touched.
    expect((await ticketOf(b.orderNo, 0)).ticketStatus).toBe(TicketStatus.ISSUED);
    expect((await ticketOf(b.orderNo, 1)).ticketStatus).toBe(TicketStatus.ISSUED);
    const rows = await app.airline.db.select().from(refundApplication).where(eq(refundApplication.orderNo, b.orderNo));
    expect(rows.map((r) => r.kind)).toEqual(['ADD_ON', 'ADD_ON']);
  });

  it('a ticket refunded after its add-ons were refunded alone does not pay them twice', async () => {
    const b = await booked();
    const made = await commitOk(b, [(await addOn(b, 'MEAL')).addOnId, (await addOn(b, 'BAGGAGE')).addOnId]);
    await decideOk(made.refundNo, 'approve');
    await decideOk(made.refundNo, 'pay');
    const quote = okData(
      RefundQuoteDataSchema,
      await caller(app).post(
        UpstreamPath.refundQuote,
        scoped(b, { items: [{ passengerId: b.passengerIds[0], segmentIndex: 0 }], refundType: 'VOLUNTARY' }),
      ),
    );
    // The ticket's line carries the passenger's other add-ons only (the mailing is the order's).
    const left = (await listOf(b)).items.filter((i) => i.passengerId && i.block === null);
    expect(quote.lines[0]!.ancillaries).toBe(left.reduce((n, i) => n + i.amount, 0));
    expect(quote.totalAmount + made.amount).toBeLessThanOrEqual(await paidOf(b.orderNo));
  });
});
