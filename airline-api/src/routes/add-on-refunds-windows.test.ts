import { eq } from 'drizzle-orm';
import {
  CheckInDataSchema,
  IDEMPOTENCY_HEADER,
  OrderAddOnOfferDataSchema,
  RefundQuoteDataSchema,
  ResultCode,
  UpstreamPath,
} from '@/lib/contract';
import { bookingOrder } from '../db/schema';
import { caller, codeOf, okData } from '../../test/account-api';
import { adult, newKey } from '../../test/booking-api';
import { DB_TEST_TIMEOUT_MS } from '../../test/test-server';
import {
  addOn,
  app,
  before,
  booked,
  commitBody,
  commitCall,
  commitOk,
  demo,
  detailOf,
  HOUR,
  listOf,
  quoteCall,
  quoteOf,
  scoped,
  second,
  serveAddOnRefunds,
} from '../../test/add-on-refund-scene';

// Refunding add-ons alone (decision 23; spec §2 /ancillary/refund, §7 /modAndRef/api/refund/ancillary; decision 26).

jest.setTimeout(DB_TEST_TIMEOUT_MS * 3);

serveAddOnRefunds();

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
      totalAmount: detail.price.addOnTotal,
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
      expect(await codeAt(HOUR, kind)).toBe(ResultCode.ADD_ON_REFUND_CLOSED);
    }
    for (const kind of ['INSURANCE', 'MAILING']) {
      expect(await codeAt(HOUR, kind)).toBe(ResultCode.OK);
      expect(await codeAt(1, kind)).toBe(ResultCode.OK);
      expect(await codeAt(0, kind)).toBe(ResultCode.ADD_ON_REFUND_CLOSED);
      expect(await codeAt(-HOUR, kind)).toBe(ResultCode.ADD_ON_REFUND_CLOSED);
    }
    await before(b, HOUR);
    const late = await listOf(b);
    expect(late.items.find((i) => i.kind === 'MEAL')!.block).toBe('TOO_LATE');
    expect(late.items.find((i) => i.kind === 'INSURANCE')!.block).toBeNull();
    // A commit past the window is refused the same way, and nothing is marked.
    expect(codeOf(await commitCall(b, scoped(b, { addOnIds: [id('MEAL')], quotedAmount: 0 })))).toBe(
      ResultCode.ADD_ON_REFUND_CLOSED,
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
        OrderAddOnOfferDataSchema,
        await caller(app).post(
          UpstreamPath.orderAddOnOffer.replace(':orderNo', b.orderNo),
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
      ResultCode.ADD_ON_REFUND_NOT_ALLOWED,
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
