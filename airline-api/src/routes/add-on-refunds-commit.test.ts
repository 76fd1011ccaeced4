// @postgres (decision 57): npm test runs it on PostgreSQL too, for add-on refund states under parallel commits.
import {
  RefundApplicationSchema,
  RefundListDataSchema,
  ResultCode,
  UpstreamPath,
  type AddOnRefundItem,
} from '@/lib/contract';
import { seatAssignment } from '../db/schema';
import { priceAddOnRefund } from '../refunds/add-on-quote';
import { caller, codeOf, okData } from '../../test/account-api';
import { newKey } from '../../test/booking-api';
import { DB_TEST_TIMEOUT_MS } from '../../test/test-server';
import { VISITOR_PROOF as PROOF } from '../../test/ticketed-order';
import {
  addOn,
  anonymousList,
  app,
  booked,
  boughtLater,
  commitBody,
  commitCall,
  commitOk,
  decideOk,
  demo,
  freeSeat,
  listCall,
  listOf,
  plain,
  quoteCall,
  scoped,
  seatHolder,
  ticketOf,
  serveAddOnRefunds,
} from '../../test/add-on-refund-scene';

// Refunding add-ons alone (decision 23; spec §2 /ancillary/refund, §7 /modAndRef/api/refund/ancillary; decision 26).

jest.setTimeout(DB_TEST_TIMEOUT_MS * 3);

// The pricing as it is, wrapped so that a test can hold two commits between their pricing and their writing.
jest.mock('../refunds/add-on-quote', () => {
  const actual = jest.requireActual<typeof import('../refunds/add-on-quote')>('../refunds/add-on-quote');
  return { ...actual, priceAddOnRefund: jest.fn(actual.priceAddOnRefund) };
});

serveAddOnRefunds();

describe('seats: the one the passenger holds, given back to the chart (decision 26)', () => {
  it('refunds a seat bought later; the one of the booking it replaced is not held; a rejection takes it back when free', async () => {
    const b = await booked({ token: demo });
    const booking = await addOn(b, 'SEAT');
    const seatNo = await freeSeat(b);
    const later = await boughtLater(b, [{ kind: 'SEAT', passengerId: b.passengerIds[0]!, seatNo }]);
    expect((await ticketOf(b.orderNo)).seatNo).toBe(seatNo);
    const [old, now] = (await listOf(b)).items.filter((i) => i.kind === 'SEAT') as [AddOnRefundItem, AddOnRefundItem];
    expect(old).toMatchObject({ addOnId: booking.addOnId, block: 'SEAT_NOT_HELD', seatNo: null });
    expect(now).toMatchObject({ block: null, seatNo, paidByOrderNo: later.orderNo, amount: 3_000 });
    expect(codeOf(await quoteCall(b, [old.addOnId]))).toBe(ResultCode.ADD_ON_REFUND_NOT_ALLOWED);

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
    expect(codeOf(await commitCall(b, body))).toBe(ResultCode.ADD_ON_REFUND_IN_PROGRESS);
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
      jest.requireActual<typeof import('../refunds/add-on-quote')>('../refunds/add-on-quote').priceAddOnRefund;
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
    expect(answers.map(codeOf).sort()).toEqual([ResultCode.OK, ResultCode.ADD_ON_REFUND_IN_PROGRESS].sort());
    const list = await listOf(b);
    expect(list.applications).toHaveLength(1);
    // Nothing of the refused one was kept: the baggage is still free when the meal alone went through.
    const madeFor = list.applications[0]!.addOns!.map((a) => a.addOnId);
    expect(list.items.find((i) => i.addOnId === bag)!.block).toBe(madeFor.includes(bag) ? 'REFUNDING' : null);
  });
});
