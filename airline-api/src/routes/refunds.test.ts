import type { FastifyInstance } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import {
  CheckInDataSchema,
  IDEMPOTENCY_HEADER,
  OrderAncillaryOfferDataSchema,
  OrderAncillaryReserveDataSchema,
  ProductStatus,
  REFUND_ATTACHMENT_MAX_BYTES,
  RefundApplicationSchema,
  RefundListDataSchema,
  RefundQuoteDataSchema,
  ResultCode,
  SeatMapSchema,
  TicketStatus,
  UpstreamPath,
  type FareFamily,
  type Flight,
  type RefundApplication,
  type RefundQuoteData,
  type ReservePassenger,
} from '@/lib/contract';
import { feeOf } from '@/lib/domain/change-refund-fees';
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
import { priceRefund } from '../refunds/quote';
import { DEMO, caller, codeOf, loginToken, okData, setOffset } from '../../test/account-api';
import { adult, child, idNumber, infant, newKey, payOnGateway, reserveBody, runJobs } from '../../test/booking-api';
import { DB_TEST_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, TEST_NOW, testServer } from '../../test/test-server';
import {
  clockBefore,
  flightOnNextDay,
  orderAs,
  ticketedOrder,
  VISITOR_PROOF as PROOF,
} from '../../test/ticketed-order';

jest.setTimeout(DB_TEST_TIMEOUT_MS * 3);

// The quote as it is, wrapped so that a test can hold two commits between their pricing and their writing.
jest.mock('../refunds/quote', () => {
  const actual = jest.requireActual<typeof import('../refunds/quote')>('../refunds/quote');
  return { ...actual, priceRefund: jest.fn(actual.priceRefund) };
});

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
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

const second = (over: Partial<ReservePassenger> = {}) =>
  adult({ name: '李云雀', certificateNumber: idNumber('1988-05-02', '871'), birthday: '1988-05-02', ...over });

type Booked = { orderNo: string; flight: Flight; passengerIds: string[]; token: string | null; payAmount: number };

/** Each order flies on its own day, so flights, seats and statuses do not meet. */
let day = 0;

/** Books (seats, coupons, points as asked), pays (gateway or wallet) and tickets an order at the test's now. */
async function ticketed(
  passengers: ReservePassenger[] = [adult()],
  opts: {
    token?: string | null;
    family?: FareFamily;
    seatFor?: number[];
    couponIds?: string[];
    points?: number;
    wallet?: boolean;
    insurance?: boolean;
  } = {},
): Promise<Booked> {
  setOffset(app, 0);
  const family = opts.family ?? 'FLEX';
  const flight = await flightOnNextDay(app, () => (day += 1), { family });
  const token = opts.token === undefined ? null : opts.token;
  const chart = okData(
    SeatMapSchema,
    await caller(app).get(`${UpstreamPath.seatMap}?flightId=${flight.flightId}&currency=CNY`),
  ).seats.filter((x) => x.available && !x.exit && x.kind !== 'FRONT');
  const { order, detail } = await ticketedOrder(
    app,
    reserveBody([`${flight.flightId}.${family}`], {
      passengers,
      ancillaries: {
        baggage: [],
        meals: [],
        insurance: opts.insurance ? [{ passenger: 0, segment: 0, productCode: 'INS_ACCIDENT' }] : [],
        seats: (opts.seatFor ?? []).map((passenger, i) => ({ passenger, segment: 0, seatNo: chart[i]!.seatNo })),
        priority: [],
      },
      couponIds: opts.couponIds ?? [],
      points: opts.points ?? 0,
    }),
    { token, pay: opts.wallet ? 'wallet' : 'gateway', proof: PROOF },
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

/** Moves airline-api's clock to `ms` before the flight's departure (and logs the members in there). */
async function before(b: Booked, ms: number, login = false) {
  clockBefore(app, b.flight.depTime, ms);
  if (login) await logIn();
}

const items = (b: Booked, passengers: number[] = [0], segmentIndex = 0) =>
  passengers.map((i) => ({ passengerId: b.passengerIds[i]!, segmentIndex }));
/** The scope of a call: the member's token, or the visitor's proof in the body. */
const scoped = (b: Booked, body: Record<string, unknown>): Record<string, unknown> =>
  b.token ? { orderNo: b.orderNo, ...body } : { orderNo: b.orderNo, visitor: PROOF, ...body };
const tokenOf = (b: Booked) => b.token ?? undefined;

const quoteCall = (b: Booked, passengers: number[] = [0], refundType = 'VOLUNTARY', token = tokenOf(b)) =>
  caller(app).post(UpstreamPath.refundQuote, scoped(b, { items: items(b, passengers), refundType }), token);
const quoteOf = async (b: Booked, passengers: number[] = [0], refundType = 'VOLUNTARY') =>
  okData(RefundQuoteDataSchema, await quoteCall(b, passengers, refundType));

type File = { bytes: Buffer; name: string; type: string };
/** A commit as lib/upstream/refunds.ts sends it: `payload`, then each file under `attachments`. */
async function commitCall(
  fields: Record<string, unknown>,
  opts: { files?: File[]; token?: string; key?: string; payloadText?: string } = {},
) {
  const form = new FormData();
  form.append('payload', opts.payloadText ?? JSON.stringify(fields));
  for (const f of opts.files ?? [])
    form.append('attachments', new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name);
  const encoded = new Response(form);
  return app.inject({
    method: 'POST',
    url: UpstreamPath.refundCommit,
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: {
      'content-type': encoded.headers.get('content-type')!,
      [IDEMPOTENCY_HEADER]: opts.key ?? newKey(),
      'x-forwarded-for': '10.0.0.1',
      ...(opts.token ? { 'x-member-token': opts.token } : {}),
    },
  });
}
/** The fields of a commit of `passengers` as quoted now. */
async function commitFields(
  b: Booked,
  passengers: number[] = [0],
  over: Record<string, unknown> = {},
): Promise<Record<string, unknown> & { quotedAmount: number }> {
  const refundType = (over.refundType as string | undefined) ?? 'VOLUNTARY';
  const quote = await quoteOf(b, passengers, refundType);
  return {
    quotedAmount: quote.totalAmount,
    ...scoped(b, {
      items: items(b, passengers),
      refundType,
      reason: refundType === 'VOLUNTARY' ? 'PLAN_CHANGED' : 'FLIGHT_DELAYED',
      note: '',
      confirmVoluntary: quote.converted,
      ...over,
    }),
  };
}
async function commitOk(b: Booked, passengers: number[] = [0], over: Record<string, unknown> = {}) {
  return okData(
    RefundApplicationSchema,
    await commitCall(await commitFields(b, passengers, over), { token: tokenOf(b) }),
  );
}
const listOf = async (b: Booked) =>
  okData(RefundListDataSchema, await caller(app).post(UpstreamPath.refundList, scoped(b, {}), tokenOf(b))).list;
const decide = (refundNo: string, decision: 'approve' | 'reject' | 'pay', reason?: string) =>
  app.inject({ method: 'POST', url: UpstreamPath.sandboxRefundDecide, payload: { refundNo, decision, reason } });
const decideOk = async (refundNo: string, decision: 'approve' | 'reject' | 'pay', reason?: string) =>
  okData(RefundApplicationSchema, await decide(refundNo, decision, reason));
const ticketsOf = (orderNo: string) =>
  app.airline.db.select().from(orderTicket).where(eq(orderTicket.orderNo, orderNo));
const seatHolder = async (flightId: string, seatNo: string) =>
  (
    await app.airline.db
      .select()
      .from(seatAssignment)
      .where(and(eq(seatAssignment.flightId, flightId), eq(seatAssignment.seatNo, seatNo)))
  )[0]?.orderNo ?? null;
const demoRow = async () =>
  (await app.airline.db.select().from(member).where(eq(member.cellphone, DEMO.cellphone)))[0]!;

/** A line's sum as the contract states it, with no deductions on the order. */
const lineSum = (l: RefundQuoteData['lines'][number]) =>
  l.onlyTaxes ? l.taxes + l.ancillaries : l.fare - l.fee + l.taxes + l.ancillaries;

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const PDF = Buffer.from('%PDF-1.4\n%test\n', 'latin1');
const png = (size = PNG.length, name = 'photo.png'): File => ({
  bytes: Buffer.concat([PNG, Buffer.alloc(Math.max(0, size - PNG.length), 1)]),
  name,
  type: 'image/png',
});

describe('fee bands through the quote (spec §5 refund rules, §9; issue 14 §2)', () => {
  it('adult FLEX: nothing kept at 7 days, 5% 1 ms later and at 72 hours, 10% then and at 4 hours, 20% after', async () => {
    const b = await ticketed();
    const rateAt = async (left: number) => {
      await before(b, left);
      const q = await quoteOf(b);
      const line = q.lines[0]!;
      expect(line.fee).toBe(feeOf(line.fare, line.feeRate!));
      expect(line.total).toBe(lineSum(line));
      expect(q).toMatchObject({ currency: 'CNY', refundType: 'VOLUNTARY', converted: false, totalPoints: 0 });
      expect(q.totalAmount).toBe(line.total);
      return line.feeRate;
    };
    expect(await rateAt(7 * DAY + 1)).toBe(0);
    expect(await rateAt(7 * DAY)).toBe(0);
    expect(await rateAt(7 * DAY - 1)).toBe(5);
    expect(await rateAt(72 * HOUR)).toBe(5);
    expect(await rateAt(72 * HOUR - 1)).toBe(10);
    expect(await rateAt(4 * HOUR)).toBe(10);
    expect(await rateAt(4 * HOUR - 1)).toBe(20);
    expect(await rateAt(-HOUR)).toBe(20);
  });

  it('adult BASIC and STANDARD are not refundable (decision 23): only the taxes come back, in every band', async () => {
    for (const family of ['BASIC', 'STANDARD'] as const) {
      const b = await ticketed([adult()], { family });
      for (const left of [8 * DAY, 5 * DAY, 4 * HOUR, 4 * HOUR - 1]) {
        await before(b, left);
        const line = (await quoteOf(b)).lines[0]!;
        expect(line).toMatchObject({ onlyTaxes: true, feeRate: null, fee: line.fare, total: line.taxes });
        expect(line.taxes).toBeGreaterThan(0);
      }
    }
  });

  it('rounds the fee up to the whole yuan (spec §5 "fee decimals rounded up")', async () => {
    const b = await ticketed();
    await app.airline.db.update(orderTicket).set({ fareFen: 12_345 }).where(eq(orderTicket.orderNo, b.orderNo));
    await before(b, 5 * DAY);
    const line = (await quoteOf(b)).lines[0]!;
    // FLEX 5 days out: 5% of 123.45 is 6.1725, so 7.00 is kept.
    expect(line).toMatchObject({ fare: 12_345, feeRate: 5, fee: 700, total: 12_345 - 700 + line.taxes });
  });

  it('adds the add-ons of the item: a seat bought at booking, insurance only before departure', async () => {
    const b = await ticketed([adult()], { seatFor: [0], insurance: true, family: 'FLEX' });
    const line = (await quoteOf(b)).lines[0]!;
    const detail = await detailOf(b);
    const addOns = detail.ancillaries.reduce((n, a) => n + a.amount, 0);
    expect(line.ancillaries).toBe(addOns);
    const insurance = detail.ancillaries.find((a) => a.kind === 'INSURANCE')!.amount;
    await before(b, -HOUR);
    expect((await quoteOf(b)).lines[0]!.ancillaries).toBe(addOns - insurance);
  });
});

describe('who may be refunded (spec §4, §5; issue 14 §2)', () => {
  it('a child or infant only with the guardian, unless the guardian is refunded already', async () => {
    const b = await ticketed([adult(), child(), infant()]);
    expect(codeOf(await quoteCall(b, [1]))).toBe(ResultCode.REFUND_GUARDIAN_REQUIRED);
    expect(codeOf(await quoteCall(b, [2]))).toBe(ResultCode.REFUND_GUARDIAN_REQUIRED);
    expect(codeOf(await quoteCall(b, [1, 2]))).toBe(ResultCode.REFUND_GUARDIAN_REQUIRED);
    await quoteOf(b, [0, 1]);
    await commitOk(b, [0]);
    expect((await quoteOf(b, [1])).lines).toHaveLength(1);
    await commitOk(b, [1, 2]);
    expect((await ticketsOf(b.orderNo)).map((t) => t.ticketStatus)).toEqual([6, 6, 6]);
  });

  it('refuses a checked-in passenger, then refunds after the check-in is cancelled; check-in then refuses the ticket', async () => {
    const b = await ticketed([adult()], { token: demo });
    await before(b, 47 * HOUR, true);
    b.token = demo;
    const checkIn = (path: string, extra: Record<string, unknown>) =>
      caller(app).post(path, { orderNo: b.orderNo, segmentIndex: 0, ...extra }, demo);
    okData(
      CheckInDataSchema,
      await checkIn(UpstreamPath.checkIn, { passengers: [{ passengerId: b.passengerIds[0] }], clauseAgreed: true }),
    );
    expect(codeOf(await quoteCall(b))).toBe(ResultCode.REFUND_CHECKED_IN);
    expect(codeOf(await checkIn(UpstreamPath.checkInCancel, { passengerIds: [b.passengerIds[0]] }))).toBe(
      ResultCode.OK,
    );
    await commitOk(b);
    expect(
      codeOf(
        await checkIn(UpstreamPath.checkIn, { passengers: [{ passengerId: b.passengerIds[0] }], clauseAgreed: true }),
      ),
    ).toBe(ResultCode.CHECK_IN_TICKET_NOT_USABLE);
    const detail = await detailOf(b);
    expect(detail.tickets[0]).toMatchObject({ ticketStatus: TicketStatus.REFUNDING, productStatus: 2 });
  });

  it('refuses a refunded ticket, an unknown passenger, a repeated item, and an order of another channel', async () => {
    const b = await ticketed([adult(), second()]);
    await commitOk(b, [0]);
    expect(codeOf(await quoteCall(b, [0]))).toBe(ResultCode.REFUND_NOT_ALLOWED);
    expect(
      codeOf(
        await caller(app).post(UpstreamPath.refundQuote, {
          orderNo: b.orderNo,
          visitor: PROOF,
          items: [{ passengerId: 'nobody', segmentIndex: 0 }],
          refundType: 'VOLUNTARY',
        }),
      ),
    ).toBe(ResultCode.NOT_FOUND);
    expect(codeOf(await quoteCall(b, [1, 1]))).toBe(ResultCode.BAD_REQUEST);
    await app.airline.db.update(bookingOrder).set({ channelNo: 'WECHAT' }).where(eq(bookingOrder.orderNo, b.orderNo));
    expect(codeOf(await quoteCall(b, [1]))).toBe(ResultCode.ORDER_OTHER_CHANNEL);
  });
});

describe('involuntary refunds (spec §4 "an involuntary refund … is converted to voluntary")', () => {
  it('is involuntary with no fee when the flight is delayed; converted to voluntary with the fee otherwise', async () => {
    const delayed = await ticketed();
    await before(delayed, 5 * DAY);
    const status = await app.inject({
      method: 'POST',
      url: UpstreamPath.sandboxFlightStatus,
      payload: {
        flightNo: delayed.flight.flightNo,
        date: delayed.flight.flightId.slice(-10),
        status: 'DELAYED',
        delayMinutes: 120,
      },
    });
    expect(codeOf(status)).toBe(ResultCode.OK);
    const free = await quoteOf(delayed, [0], 'INVOLUNTARY');
    const line = free.lines[0]!;
    expect(free).toMatchObject({ requestedType: 'INVOLUNTARY', refundType: 'INVOLUNTARY', converted: false });
    expect(line).toMatchObject({ fee: 0, feeRate: null, total: line.fare + line.taxes });
    // Asked as voluntary, the fee applies.
    expect((await quoteOf(delayed, [0], 'VOLUNTARY')).lines[0]!.feeRate).toBe(5);
    const app1 = await commitOk(delayed, [0], { refundType: 'INVOLUNTARY', reason: 'FLIGHT_DELAYED' });
    expect(app1).toMatchObject({ refundType: 'INVOLUNTARY', amount: line.total, reason: 'FLIGHT_DELAYED' });

    const normal = await ticketed();
    await before(normal, 5 * DAY);
    const converted = await quoteOf(normal, [0], 'INVOLUNTARY');
    expect(converted).toMatchObject({ requestedType: 'INVOLUNTARY', refundType: 'VOLUNTARY', converted: true });
    expect(converted.lines[0]!.feeRate).toBe(5);
    const fields = await commitFields(normal, [0], { refundType: 'INVOLUNTARY', confirmVoluntary: false });
    expect(codeOf(await commitCall(fields))).toBe(ResultCode.REFUND_CONFIRM_VOLUNTARY);
    const made = okData(RefundApplicationSchema, await commitCall({ ...fields, confirmVoluntary: true }));
    expect(made).toMatchObject({ refundType: 'VOLUNTARY', amount: converted.totalAmount, reason: 'FLIGHT_DELAYED' });
  });
});

describe('the commit: reason, note, attachments, amount (spec §5 refund rules, §9 4 files of 2 MB)', () => {
  it('refuses each wrong field and keeps the ticket; takes jpg, png and pdf by their bytes', async () => {
    const b = await ticketed();
    const fields = await commitFields(b);
    const refused = async (over: Record<string, unknown>, files: File[] = []) =>
      codeOf(await commitCall({ ...fields, ...over }, { files }));
    expect(await refused({ reason: 'FLIGHT_DELAYED' })).toBe(ResultCode.REFUND_REASON_INVALID);
    expect(await refused({ reason: 'NOPE' })).toBe(ResultCode.REFUND_REASON_INVALID);
    expect(await refused({ reason: '' })).toBe(ResultCode.REFUND_REASON_INVALID);
    expect(await refused({ refundType: 'INVOLUNTARY', reason: 'PLAN_CHANGED' })).toBe(ResultCode.REFUND_REASON_INVALID);
    expect(await refused({ reason: 'OTHER', note: '   ' })).toBe(ResultCode.REFUND_NOTE_REQUIRED);
    expect(await refused({}, [png(), png(), png(), png(), png()])).toBe(ResultCode.REFUND_ATTACHMENT_LIMIT);
    expect(await refused({}, [png(REFUND_ATTACHMENT_MAX_BYTES + 1)])).toBe(ResultCode.REFUND_ATTACHMENT_TOO_LARGE);
    const text: File = { bytes: Buffer.from('not a picture at all'), name: 'note.png', type: 'image/png' };
    expect(await refused({}, [text])).toBe(ResultCode.REFUND_ATTACHMENT_TYPE);
    expect(await refused({ quotedAmount: fields.quotedAmount + 1 })).toBe(ResultCode.REFUND_AMOUNT_CHANGED);
    // JSON is not the commit's format (decision 19), nor a payload that is not JSON.
    const json = await caller(app).post(UpstreamPath.refundCommit, fields);
    expect(json.statusCode).toBe(400);
    expect(codeOf(await commitCall(fields, { payloadText: '{oops' }))).toBe(ResultCode.BAD_REQUEST);
    expect((await ticketsOf(b.orderNo))[0]!.ticketStatus).toBe(TicketStatus.ISSUED);

    const jpg: File = { bytes: Buffer.from('ffd8ffe000104a464946', 'hex'), name: 'a.jpg', type: 'image/jpeg' };
    const pdf: File = { bytes: PDF, name: '病历.pdf', type: 'application/pdf' };
    const res = await commitCall(
      { ...fields, reason: 'OTHER', note: ' 家里有事 ' },
      { files: [png(REFUND_ATTACHMENT_MAX_BYTES), jpg, pdf] },
    );
    const made = okData(RefundApplicationSchema, res);
    expect(made).toMatchObject({ status: 'SUBMITTED', reason: 'OTHER', note: '家里有事', amount: fields.quotedAmount });
    expect(made.attachments).toEqual([
      { name: 'attachment-1.png', size: REFUND_ATTACHMENT_MAX_BYTES, contentType: 'image/png' },
      { name: 'attachment-2.jpg', size: jpg.bytes.length, contentType: 'image/jpeg' },
      { name: 'attachment-3.pdf', size: PDF.length, contentType: 'application/pdf' },
    ]);
  });

  it('answers the same application for the same key and body, a conflict for another body', async () => {
    const b = await ticketed();
    const fields = await commitFields(b);
    const key = newKey();
    const first = okData(RefundApplicationSchema, await commitCall(fields, { key }));
    const again = okData(RefundApplicationSchema, await commitCall(fields, { key }));
    expect(again.refundNo).toBe(first.refundNo);
    expect(codeOf(await commitCall({ ...fields, note: 'changed' }, { key }))).toBe(ResultCode.IDEMPOTENCY_CONFLICT);
    expect((await listOf(b)).map((a) => a.refundNo)).toEqual([first.refundNo]);
  });

  it('makes exactly one application of two commits of one ticket at once', async () => {
    const b = await ticketed();
    const fields = await commitFields(b);
    // Both requests are priced (the ticket still issued) before either writes: the conditional update decides.
    const priced = jest.mocked(priceRefund);
    const real = jest.requireActual<typeof import('../refunds/quote')>('../refunds/quote').priceRefund;
    const waiting: (() => void)[] = [];
    const held = async (...args: Parameters<typeof priceRefund>) => {
      const quote = await real(...args);
      await new Promise<void>((resolve) => {
        waiting.push(resolve);
        if (waiting.length === 2) waiting.forEach((go) => go());
      });
      return quote;
    };
    priced.mockImplementationOnce(held).mockImplementationOnce(held);
    const answers = await Promise.all([commitCall(fields), commitCall(fields)]);
    expect(waiting).toHaveLength(2);
    expect(answers.map(codeOf).sort()).toEqual([ResultCode.OK, ResultCode.REFUND_NOT_ALLOWED]);
    expect(await listOf(b)).toHaveLength(1);
    expect((await ticketsOf(b.orderNo))[0]!.ticketStatus).toBe(TicketStatus.REFUNDING);
  });
});

describe('scope: the member’s own order or the visitor’s proof (spec §6; decision 23)', () => {
  it('opens the order to its member and to its proof; anyone else is NOT_FOUND', async () => {
    const b = await ticketed([adult()], { token: demo });
    await quoteOf(b);
    expect(codeOf(await quoteCall(b, [0], 'VOLUNTARY', plain))).toBe(ResultCode.NOT_FOUND);
    const listBy = (body: Record<string, unknown>, token?: string, ip?: string) =>
      caller(app, ip).post(UpstreamPath.refundList, { orderNo: b.orderNo, ...body }, token);
    expect(codeOf(await listBy({}, plain))).toBe(ResultCode.NOT_FOUND);
    expect(codeOf(await listBy({}))).toBe(ResultCode.NOT_LOGGED_IN);
    expect(codeOf(await listBy({ visitor: PROOF }))).toBe(ResultCode.OK);
    expect(codeOf(await listBy({ visitor: { ...PROOF, passengerName: '王云雀' } }))).toBe(ResultCode.NOT_FOUND);
    expect(codeOf(await listBy({ visitor: { ...PROOF, mobile: '13900000000' } }))).toBe(ResultCode.NOT_FOUND);
    expect(
      codeOf(
        await caller(app).post(UpstreamPath.refundQuote, {
          orderNo: 'YQ2026120100000000',
          visitor: PROOF,
          items: [{ passengerId: 'x', segmentIndex: 0 }],
          refundType: 'VOLUNTARY',
        }),
      ),
    ).toBe(ResultCode.NOT_FOUND);
    // Failed proofs are counted per address (decision 21): at the limit even the right one waits.
    const ip = '10.9.9.9';
    for (let i = 0; i < 5; i += 1)
      expect(codeOf(await listBy({ visitor: { ...PROOF, passengerName: `错${i}` } }, undefined, ip))).toBe(
        ResultCode.NOT_FOUND,
      );
    expect(codeOf(await listBy({ visitor: PROOF }, undefined, ip))).toBe(ResultCode.RATE_LIMITED);
    expect(codeOf(await listBy({ visitor: PROOF }, undefined, '10.9.9.10'))).toBe(ResultCode.OK);
    // The member's application, and its attachment to the member alone.
    const made = okData(
      RefundApplicationSchema,
      await commitCall(await commitFields(b), { token: demo, files: [png(100)] }),
    );
    const attachment = (token: string) =>
      caller(app).get(`${UpstreamPath.refundAttachment}?refundNo=${made.refundNo}&seq=1`, token);
    const got = JSON.parse((await attachment(demo)).body) as { data: { dataBase64: string; contentType: string } };
    expect(got.data.contentType).toBe('image/png');
    expect(Buffer.from(got.data.dataBase64, 'base64')).toEqual(png(100).bytes);
    expect(codeOf(await attachment(plain))).toBe(ResultCode.NOT_FOUND);
  });
});

describe('the refund desk (spec §9: 7 to 15 working days; 3 to 7 days with a printed itinerary)', () => {
  /** Friday 2026-12-04 10:00 in Beijing. */
  const FRIDAY = Date.parse('2026-12-04T02:00:00Z');

  it('approves with due dates over a weekend and a holiday, then pays back: the tickets are refunded', async () => {
    const b = await ticketed([adult()], { token: demo, seatFor: [0] });
    const seatNo = (await ticketsOf(b.orderNo))[0]!.seatNo!;
    setOffset(app, FRIDAY - TEST_NOW);
    await logIn();
    b.token = demo;
    const made = await commitOk(b);
    // The seat is given up at submission.
    expect(await seatHolder(b.flight.flightId, seatNo)).toBeNull();
    expect(codeOf(await decide(made.refundNo, 'pay'))).toBe(ResultCode.BAD_REQUEST);
    const approved = await decideOk(made.refundNo, 'approve');
    // 7 working days after Friday 4 December: Tuesday 15; 15 after: Monday 28 (Christmas, the 25th, is skipped).
    expect(approved).toMatchObject({
      status: 'APPROVED',
      approvedAt: new Date(FRIDAY).toISOString(),
      dueFrom: '2026-12-15',
      dueBy: '2026-12-28',
    });
    expect(codeOf(await decide(made.refundNo, 'reject', 'late'))).toBe(ResultCode.BAD_REQUEST);
    const paid = await decideOk(made.refundNo, 'pay');
    expect(paid).toMatchObject({ status: 'PAID_BACK', paidAt: new Date(FRIDAY).toISOString() });
    const detail = await detailOf(b);
    expect(detail.tickets[0]).toMatchObject({
      ticketStatus: TicketStatus.REFUND_DONE,
      productStatus: ProductStatus.REFUNDED,
    });
    expect(detail.refund).toBeNull();
    const records = await app.airline.db.select().from(refundRecord).where(eq(refundRecord.orderNo, b.orderNo));
    expect(records).toEqual([
      expect.objectContaining({
        amount: made.amount,
        currency: 'CNY',
        channel: 'GATEWAY',
        reason: 'REFUND_APPLICATION',
        refundNo: made.refundNo,
      }),
    ]);
    expect(await listOf(b)).toEqual([paid]);
    expect(codeOf(await decide('RF000', 'approve'))).toBe(ResultCode.NOT_FOUND);
  });

  it('gives 3 to 7 days when a printed itinerary was mailed', async () => {
    const b = await ticketed();
    await app.airline.db
      .update(bookingOrder)
      .set({ mailing: { recipient: '张云雀' } })
      .where(eq(bookingOrder.orderNo, b.orderNo));
    const made = await commitOk(b);
    setOffset(app, FRIDAY - TEST_NOW);
    expect(await decideOk(made.refundNo, 'approve')).toMatchObject({ dueFrom: '2026-12-07', dueBy: '2026-12-11' });
  });

  it('rejects with a reason: the ticket is usable again, with its seat when still free', async () => {
    const b = await ticketed([adult(), second()], { seatFor: [0, 1] });
    const [seatA, seatB] = (await ticketsOf(b.orderNo)).map((t) => t.seatNo!) as [string, string];
    const made = await commitOk(b, [0, 1]);
    // Someone takes one of the seats meanwhile.
    await app.airline.db
      .insert(seatAssignment)
      .values({ flightId: b.flight.flightId, seatNo: seatB, orderNo: 'YQ-OTHER', psgIndex: 0, withInfant: false });
    expect(codeOf(await decide(made.refundNo, 'reject'))).toBe(ResultCode.BAD_REQUEST);
    const rejected = await decideOk(made.refundNo, 'reject', '材料不全');
    expect(rejected).toMatchObject({ status: 'REJECTED', rejectedReason: '材料不全', dueFrom: null });
    const tickets = await ticketsOf(b.orderNo);
    expect(tickets.map((t) => [t.ticketStatus, t.seatNo])).toEqual([
      [TicketStatus.ISSUED, seatA],
      [TicketStatus.ISSUED, null],
    ]);
    expect(await seatHolder(b.flight.flightId, seatA)).toBe(b.orderNo);
    expect(codeOf(await decide(made.refundNo, 'approve'))).toBe(ResultCode.BAD_REQUEST);
    // It may be asked again.
    const again = await commitOk(b, [0, 1]);
    expect((await listOf(b)).map((a) => a.refundNo)).toEqual([again.refundNo, made.refundNo]);
  });
});

describe('money back by the original route, and the ledger (issue 14 §2)', () => {
  it('credits a wallet payment back to the wallet', async () => {
    const before0 = await demoRow();
    await app.airline.db.update(member).set({ balance: 500_000 }).where(eq(member.id, before0.id));
    const b = await ticketed([adult()], { token: demo, wallet: true });
    const paidFrom = (await demoRow()).balance;
    expect(paidFrom).toBe(500_000 - b.payAmount);
    const made = await commitOk(b);
    await decideOk(made.refundNo, 'approve');
    const paid = await decideOk(made.refundNo, 'pay');
    expect(paid.channel).toBe('WALLET');
    expect((await demoRow()).balance).toBe(paidFrom + made.amount);
    const [record] = await app.airline.db.select().from(refundRecord).where(eq(refundRecord.refundNo, made.refundNo));
    expect(record).toMatchObject({ channel: 'WALLET', amount: made.amount, orderNo: b.orderNo });
  });

  it('never gives back more than was paid, and gives back what the quotes said (money and points)', async () => {
    await app.airline.db.update(member).set({ points: 50_000 }).where(eq(member.cellphone, DEMO.cellphone));
    // A family of two on FLEX (nothing kept 7 days out) with a coupon, points and a seat bought at booking.
    const full = await ticketed([adult(), second()], {
      token: demo,
      family: 'FLEX',
      seatFor: [0],
      couponIds: ['CP-DEMO-0001'],
      points: 2_000,
    });
    // A seat bought after booking for the second passenger, part with points, part by the gateway.
    const post = (url: string, body: Record<string, unknown>) => caller(app).post(url, body, demo);
    const offer = okData(
      OrderAncillaryOfferDataSchema,
      await post(UpstreamPath.orderAncillaryOffer.replace(':orderNo', full.orderNo), {
        orderNo: full.orderNo,
        segmentIndex: 0,
        types: ['SEAT'],
      }),
    );
    const pick = offer.seats.find((x) => x.price === 3_000)!;
    const bought = okData(
      OrderAncillaryReserveDataSchema,
      await post(UpstreamPath.orderAncillaryReserve.replace(':orderNo', full.orderNo), {
        orderNo: full.orderNo,
        segmentIndex: 0,
        sessionId: offer.sessionId,
        services: [{ kind: 'SEAT', passengerId: full.passengerIds[1], seatNo: pick.seatNo }],
        amount: pick.price,
        points: 1_000,
      }),
    ).order;
    await payOnGateway(app, bought.orderNo, bought.payAmount);
    await runJobs(app);
    // A STANDARD order (not refundable: only its taxes come back), refunded in part.
    const part = await ticketed([adult(), second()], { token: demo, points: 1_000, family: 'STANDARD' });

    const quotes: RefundQuoteData[] = [];
    const applications: RefundApplication[] = [];
    const refund = async (b: Booked, passengers: number[]) => {
      quotes.push(await quoteOf(b, passengers));
      const made = await commitOk(b, passengers);
      await decideOk(made.refundNo, 'approve');
      applications.push(await decideOk(made.refundNo, 'pay'));
    };
    const pointsBefore = (await demoRow()).points;
    await refund(full, [0]);
    await refund(full, [1]);
    await refund(part, [0]);

    // Each application is what its quote said.
    expect(applications.map((a) => [a.amount, a.points])).toEqual(quotes.map((q) => [q.totalAmount, q.totalPoints]));
    // Points: the order's 2 000 over both fares, the seat's 1 000, and the part order's share.
    expect(quotes[0]!.totalPoints + quotes[1]!.totalPoints).toBe(3_000);
    expect((await demoRow()).points - pointsBefore).toBe(quotes.reduce((n, q) => n + q.totalPoints, 0));
    const returned = await app.airline.db
      .select()
      .from(pointsRecord)
      .where(
        and(
          eq(pointsRecord.reason, 'ORDER_RETURN'),
          inArray(pointsRecord.orderNo, [full.orderNo, bought.orderNo, part.orderNo]),
        ),
      );
    expect(returned.reduce((n, r) => n + r.delta, 0)).toBe(quotes.reduce((n, q) => n + q.totalPoints, 0));

    // Money: every order's refunds within its successful payments; the FLEX order, all refunded with nothing
    // kept, gets back exactly what it paid (its own payment and the seat order's).
    const orders = [full.orderNo, bought.orderNo, part.orderNo];
    const paidOf = async (orderNo: string) =>
      (await app.airline.db.select().from(payment).where(eq(payment.orderNo, orderNo)))
        .filter((p) => p.status === 'SUCCESS')
        .reduce((n, p) => n + p.amount, 0);
    const refundedOf = async (orderNo: string) =>
      (await app.airline.db.select().from(refundRecord).where(eq(refundRecord.orderNo, orderNo))).reduce(
        (n, r) => n + r.amount,
        0,
      );
    for (const orderNo of orders) expect(await refundedOf(orderNo)).toBeLessThanOrEqual(await paidOf(orderNo));
    expect(await refundedOf(full.orderNo)).toBe(await paidOf(full.orderNo));
    expect(await refundedOf(bought.orderNo)).toBe(bought.payAmount);
    expect(await refundedOf(part.orderNo)).toBeLessThan(await paidOf(part.orderNo));
    const recorded = await app.airline.db
      .select()
      .from(refundRecord)
      .where(
        inArray(
          refundRecord.refundNo,
          applications.map((a) => a.refundNo),
        ),
      );
    expect(recorded.reduce((n, r) => n + r.amount, 0)).toBe(applications.reduce((n, a) => n + a.amount, 0));
    const rows = await app.airline.db
      .select()
      .from(refundApplication)
      .where(inArray(refundApplication.orderNo, orders));
    expect(rows.every((r) => r.status === 'PAID_BACK')).toBe(true);
  });
});
