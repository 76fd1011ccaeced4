// @postgres (decision 57): npm test runs it on PostgreSQL too, for the money of add-on refunds.
import { and, eq, inArray } from 'drizzle-orm';
import { RefundQuoteDataSchema, TicketStatus, UpstreamPath } from '@/lib/contract';
import { member, pointsRecord, refundApplication, refundRecord } from '../db/schema';
import { DEMO, caller, okData } from '../../test/account-api';
import { adult } from '../../test/booking-api';
import { DB_TEST_TIMEOUT_MS } from '../../test/test-server';
import {
  addOn,
  app,
  booked,
  boughtLater,
  commitOk,
  decideOk,
  demo,
  demoRow,
  detailOf,
  freeSeat,
  listOf,
  paidOf,
  refundedOf,
  scoped,
  second,
  ticketOf,
  serveAddOnRefunds,
} from '../../test/add-on-refund-scene';

// Refunding add-ons alone (decision 23; spec §2 /ancillary/refund, §7 /modAndRef/api/refund/ancillary; decision 26).

jest.setTimeout(DB_TEST_TIMEOUT_MS * 3);

serveAddOnRefunds();

describe('the money: back by the order that paid for each add-on, never more than it paid', () => {
  it('pays back the booking’s add-ons by the ticket order and the later ones by their add-on order, points as points', async () => {
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
    // add-on order its whole payment; the points came back as points.
    const detail = await detailOf(b);
    expect(await refundedOf(b.orderNo)).toBe(detail.price.addOnTotal);
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
