import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  IDEMPOTENCY_HEADER,
  RefundApplicationSchema,
  RefundListDataSchema,
  RefundQuoteDataSchema,
  SeatMapSchema,
  UpstreamPath,
  type FareFamily,
  type Flight,
  type RefundQuoteData,
  type ReservePassenger,
} from '@/lib/contract';
import { PLAIN_PHONE } from '../src/db/seed/members';
import { member, orderTicket, seatAssignment } from '../src/db/schema';
import { DEMO, caller, loginToken, okData, setOffset } from './account-api';
import { adult, idNumber, newKey, reserveBody } from './booking-api';
import { SERVER_START_TIMEOUT_MS, testServer } from './test-server';
import { clockBefore, flightOnNextDay, orderAs, ticketedOrder, VISITOR_PROOF as PROOF } from './ticketed-order';

/**
 * What the ticket refund test files share (decision 23): their server at the test clock with the members logged in,
 * a ticketed order to refund, and the quote, commit, list and desk calls. Each file calls serveRefunds() once.
 */

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
export let app: FastifyInstance;
export let demo: string;
export let plain: string;

/** The file's server: started before its tests, closed after them. */
export function serveRefunds() {
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

export const second = (over: Partial<ReservePassenger> = {}) =>
  adult({ name: '李云雀', certificateNumber: idNumber('1988-05-02', '871'), birthday: '1988-05-02', ...over });

export type Booked = {
  orderNo: string;
  flight: Flight;
  passengerIds: string[];
  token: string | null;
  payAmount: number;
};

/** Each order flies on its own day, so flights, seats and statuses do not meet. */
export let day = 0;

/** Books (seats, coupons, points as asked), pays (gateway or wallet) and tickets an order at the test's now. */
export async function ticketed(
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

export async function detailOf(b: { orderNo: string; token: string | null }) {
  return orderAs(app, b.orderNo, b.token, PROOF);
}

/** Moves airline-api's clock to `ms` before the flight's departure (and logs the members in there). */
export async function before(b: Booked, ms: number, login = false) {
  clockBefore(app, b.flight.depTime, ms);
  if (login) await logIn();
}

export const items = (b: Booked, passengers: number[] = [0], segmentIndex = 0) =>
  passengers.map((i) => ({ passengerId: b.passengerIds[i]!, segmentIndex }));
/** The scope of a call: the member's token, or the visitor's proof in the body. */
export const scoped = (b: Booked, body: Record<string, unknown>): Record<string, unknown> =>
  b.token ? { orderNo: b.orderNo, ...body } : { orderNo: b.orderNo, visitor: PROOF, ...body };
export const tokenOf = (b: Booked) => b.token ?? undefined;

export const quoteCall = (b: Booked, passengers: number[] = [0], refundType = 'VOLUNTARY', token = tokenOf(b)) =>
  caller(app).post(UpstreamPath.refundQuote, scoped(b, { items: items(b, passengers), refundType }), token);
export const quoteOf = async (b: Booked, passengers: number[] = [0], refundType = 'VOLUNTARY') =>
  okData(RefundQuoteDataSchema, await quoteCall(b, passengers, refundType));

export type File = { bytes: Buffer; name: string; type: string };
/** A commit as lib/upstream/refunds.ts sends it: `payload`, then each file under `attachments`. */
export async function commitCall(
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
export async function commitFields(
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
export async function commitOk(b: Booked, passengers: number[] = [0], over: Record<string, unknown> = {}) {
  return okData(
    RefundApplicationSchema,
    await commitCall(await commitFields(b, passengers, over), { token: tokenOf(b) }),
  );
}
export const listOf = async (b: Booked) =>
  okData(RefundListDataSchema, await caller(app).post(UpstreamPath.refundList, scoped(b, {}), tokenOf(b))).list;
export const decide = (refundNo: string, decision: 'approve' | 'reject' | 'pay', reason?: string) =>
  app.inject({ method: 'POST', url: UpstreamPath.sandboxRefundDecide, payload: { refundNo, decision, reason } });
export const decideOk = async (refundNo: string, decision: 'approve' | 'reject' | 'pay', reason?: string) =>
  okData(RefundApplicationSchema, await decide(refundNo, decision, reason));
export const ticketsOf = (orderNo: string) =>
  app.airline.db.select().from(orderTicket).where(eq(orderTicket.orderNo, orderNo));
export const seatHolder = async (flightId: string, seatNo: string) =>
  (
    await app.airline.db
      .select()
      .from(seatAssignment)
      .where(and(eq(seatAssignment.flightId, flightId), eq(seatAssignment.seatNo, seatNo)))
  )[0]?.orderNo ?? null;
export const demoRow = async () =>
  (await app.airline.db.select().from(member).where(eq(member.cellphone, DEMO.cellphone)))[0]!;

/** A line's sum as the contract states it, with no deductions on the order. */
export const lineSum = (l: RefundQuoteData['lines'][number]) =>
  l.onlyTaxes ? l.taxes + l.ancillaries : l.fare - l.fee + l.taxes + l.ancillaries;

/** A 1×1 PNG (stored attachments are drawn again, decision 56, so they must be real pictures). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** A minimal one-page PDF (no cross-reference table: readers and pdf-lib rebuild it). */
export const PDF = Buffer.from(
  '%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n' +
    '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);
/** The PNG, padded after its end to `size` bytes (the parser counts the bytes sent; the picture is kept). */
export const png = (size = PNG.length, name = 'photo.png'): File => ({
  bytes: Buffer.concat([PNG, Buffer.alloc(Math.max(0, size - PNG.length), 1)]),
  name,
  type: 'image/png',
});
