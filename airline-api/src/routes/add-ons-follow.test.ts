import { and, eq } from 'drizzle-orm';
import {
  IDEMPOTENCY_HEADER,
  IrregularChangeDataSchema,
  IrregularFlightsDataSchema,
  SeatMapSchema,
  ServiceRequestListDataSchema,
  ServiceRequestSchema,
  UpstreamPath,
  type AddOnFollow,
} from '@/lib/contract';
import { addOnTransfer, orderAncillary, refundApplication, seatAssignment, serviceRequest } from '../db/schema';
import { addDays } from '../domain/dates';
import { caller, codeOf, okData } from '../../test/account-api';
import { adult, newKey, runJobs } from '../../test/booking-api';
import { decideRefund } from '../../test/refund-api';
import { DB_TEST_TIMEOUT_MS } from '../../test/test-server';
import { VISITOR_PROOF as PROOF } from '../../test/ticketed-order';
import {
  app,
  before,
  commitOk,
  DAY,
  items,
  listOf,
  newFare,
  payChange,
  scoped,
  serveReschedule,
  ticketed,
  ticketsOf,
  tokenOf,
  type Booked,
} from '../../test/reschedule-scene';
import { setFlightStatus } from '../../test/flight-status-desk';

// Add-ons follow the trip (issue 28 §2; decision 46; spec §4 service request statuses): after a paid date change
// and after an irregular flight's free change, each add-on and special-service request of the replaced ticket
// moves to the new flight or is refunded in full with its reason, in the transaction that issues the new tickets.

jest.setTimeout(DB_TEST_TIMEOUT_MS * 4);
serveReschedule();

const ADD_ONS = {
  baggage: [{ passenger: 0, segment: 0, productCode: 'BAG10' }],
  meals: [{ passenger: 0, segment: 0, productCode: 'MEAL_NOODLE' }],
  insurance: [{ passenger: 0, segment: 0, productCode: 'INS_DELAY' }],
  priority: [{ passenger: 0, segment: 0 }],
};

const WHEELCHAIR = {
  kind: 'WHEELCHAIR',
  wheelchairType: 'GROUND',
  companionName: '李陪同',
  companionAreaCode: '86',
  companionMobile: '13900001111',
  atArrival: true,
};

async function askWheelchair(b: Booked) {
  const res = await app.inject({
    method: 'POST',
    url: UpstreamPath.serviceRequestSubmit.replace(':orderNo', b.orderNo),
    payload: scoped(b, { segmentIndex: 0, passengerId: b.passengerIds[0], request: WHEELCHAIR }),
    headers: { 'x-forwarded-for': '10.0.0.9', ...(b.token ? { 'x-member-token': b.token } : {}) },
  });
  return okData(ServiceRequestSchema, res);
}

const byKind = (list: AddOnFollow[]) => new Map(list.map((a) => [a.kind, a]));
const seatRow = async (orderNo: string) =>
  (await app.airline.db.select().from(orderAncillary).where(eq(orderAncillary.orderNo, orderNo))).find(
    (r) => r.kind === 'SEAT',
  )!;

/** Whether the seat the order holds is free on the new flight now. */
async function seatFreeOn(flightId: string, seatNo: string) {
  const map = okData(SeatMapSchema, await caller(app).get(`${UpstreamPath.seatMap}?flightId=${flightId}&currency=CNY`));
  return map.seats.find((x) => x.seatNo === seatNo)?.available ?? false;
}

describe('a paid date change (decision 46)', () => {
  it('moves the bag, meal, insurance, priority and the wheelchair; the seat keeps its number when free', async () => {
    const b = await ticketed([adult()], { token: null, seatFor: [0], addOns: ADD_ONS });
    await before(b, 5 * DAY);
    const asked = await askWheelchair(b);
    const choice = await newFare(b);
    const [oldTicket] = await ticketsOf(b.orderNo);
    const free = await seatFreeOn(choice.flight.flightId, oldTicket!.seatNo!);
    const made = await commitOk(b, items(b), [choice]);
    expect(made.addOns).toEqual([]); // nothing moves before the change is paid and ticketed
    await payChange(made.orderNo, made.total);
    await runJobs(app);
    const [done] = await listOf(b);
    expect(done!.status).toBe('TICKETED');
    const got = byKind(done!.addOns);
    for (const kind of ['BAGGAGE', 'MEAL', 'INSURANCE', 'PRIORITY', 'WHEELCHAIR'] as const)
      expect(got.get(kind)).toMatchObject({
        outcome: 'MOVED',
        flightNo: choice.flight.flightNo,
        depTime: choice.flight.depTime,
        refundAmount: 0,
        reason: null,
      });
    expect(got.get('BAGGAGE')!.weightKg).toBe(10);
    expect(got.get('MEAL')!.name.en).toMatch(/noodle/i);
    const [newTicket] = await ticketsOf(made.orderNo);
    if (free) {
      expect(got.get('SEAT')).toMatchObject({ outcome: 'MOVED', newSeatNo: oldTicket!.seatNo, refundAmount: 0 });
      expect(newTicket!.seatNo).toBe(oldTicket!.seatNo);
    } else {
      expect(got.get('SEAT')).toMatchObject({ outcome: 'REFUNDED', reason: 'SEAT_TAKEN' });
      expect(newTicket!.seatNo).toBeNull();
    }
    // The wheelchair is asked again of the new flight's desk; the old request is withdrawn.
    const [old] = await app.airline.db
      .select()
      .from(serviceRequest)
      .where(eq(serviceRequest.requestNo, asked.requestNo));
    expect(old!.state).toBe('CANCELLED');
    const moved = await app.airline.db.select().from(serviceRequest).where(eq(serviceRequest.orderNo, made.orderNo));
    expect(moved).toEqual([expect.objectContaining({ kind: 'WHEELCHAIR', state: 'SUBMITTED', segIndex: 0 })]);
    expect(moved[0]!.details).toEqual(old!.details);
    // The original order's list says where the withdrawn request went.
    const listed = await app.inject({
      method: 'POST',
      url: UpstreamPath.serviceRequestList,
      payload: scoped(b, {}),
      headers: { 'x-forwarded-for': '10.0.0.9', ...(b.token ? { 'x-member-token': b.token } : {}) },
    });
    const withdrawn = okData(ServiceRequestListDataSchema, listed).list.find((r) => r.requestNo === asked.requestNo);
    expect(withdrawn).toMatchObject({
      status: 'CANCELLED',
      movedTo: { orderNo: made.orderNo, requestNo: moved[0]!.requestNo },
    });
    expect(withdrawn!.movedTo!.flightNo).toMatch(/^YQ\d+$/);
  });

  it('refunds a paid seat in full when another traveller holds it on the new flight, and the ledger balances', async () => {
    const b = await ticketed([adult()], { token: null, seatFor: [0], addOns: { baggage: ADD_ONS.baggage } });
    await before(b, 5 * DAY);
    const choice = await newFare(b);
    const [oldTicket] = await ticketsOf(b.orderNo);
    const seatNo = oldTicket!.seatNo!;
    // Someone else sits there on the new flight (a row of another order).
    await app.airline.db
      .insert(seatAssignment)
      .values({ flightId: choice.flight.flightId, seatNo, orderNo: 'OTHER', psgIndex: 0, withInfant: false })
      .onConflictDoNothing();
    const made = await commitOk(b, items(b), [choice]);
    await payChange(made.orderNo, made.total);
    await runJobs(app);
    const [done] = await listOf(b);
    const seat = byKind(done!.addOns).get('SEAT')!;
    const paid = await seatRow(b.orderNo);
    expect(paid.priceFen).toBeGreaterThan(0);
    expect(seat).toMatchObject({ outcome: 'REFUNDED', reason: 'SEAT_TAKEN', seatNo, newSeatNo: null });
    expect(seat.refundAmount).toBe(paid.priceFen);
    expect(byKind(done!.addOns).get('BAGGAGE')!.outcome).toBe('MOVED');
    // One approved add-on refund of the seat alone, paid back by the desk as any other.
    expect(paid.refundNo).toBe(seat.refundNo);
    const [application] = await app.airline.db
      .select()
      .from(refundApplication)
      .where(eq(refundApplication.refundNo, seat.refundNo!));
    expect(application).toMatchObject({
      kind: 'ADD_ON',
      status: 'APPROVED',
      amount: paid.priceFen,
      orderNo: b.orderNo,
    });
    expect((await decideRefund(app, seat.refundNo!, 'pay')).status).toBe('PAID_BACK');
    const ledger = JSON.parse(
      (await app.inject({ method: 'GET', url: UpstreamPath.sandboxLedger, remoteAddress: '127.0.0.1' })).body,
    ) as { data: { violations: { orderNo: string }[]; orders: { orderNo: string; refunded: number }[] } };
    expect(ledger.data.violations.filter((v) => v.orderNo === b.orderNo)).toEqual([]);
    expect(ledger.data.orders.find((o) => o.orderNo === b.orderNo)!.refunded).toBe(paid.priceFen);
    // Recorded once: the same change read again gives the same outcomes.
    const rows = await app.airline.db
      .select()
      .from(addOnTransfer)
      .where(and(eq(addOnTransfer.rescheduleOrderNo, made.orderNo), eq(addOnTransfer.kind, 'SEAT')));
    expect(rows).toHaveLength(1);
  });
});

describe("a cancelled flight's free change (decision 32; decision 46)", () => {
  it('moves the bag and the wheelchair request to the new flight, with nothing paid', async () => {
    const b = await ticketed([adult()], { token: null, addOns: { baggage: ADD_ONS.baggage } });
    await before(b, 5 * DAY);
    await askWheelchair(b);
    const flight = b.flights[0]!;
    const date = flight.flightId.split('-').slice(1).join('-');
    const status = await setFlightStatus(app, flight, 'CANCELLED');
    expect(codeOf(status)).toBe('0');
    const its = items(b);
    const offered = okData(
      IrregularFlightsDataSchema,
      await caller(app).post(
        UpstreamPath.irregularFlights,
        scoped(b, { segmentIndex: 0, items: its, date: addDays(date, 1) }),
        tokenOf(b),
      ),
    );
    const target = offered.flights[0]!;
    const res = await app.inject({
      method: 'POST',
      url: UpstreamPath.irregularChange,
      payload: { orderNo: b.orderNo, visitor: PROOF, segmentIndex: 0, items: its, fareId: target.fareId },
      headers: { [IDEMPOTENCY_HEADER]: newKey(), 'x-forwarded-for': '10.0.0.1' },
    });
    const made = okData(IrregularChangeDataSchema, res).order;
    expect(made.total).toBe(0);
    const got = byKind(made.addOns);
    expect(got.get('BAGGAGE')).toMatchObject({ outcome: 'MOVED', flightNo: target.flightNo, weightKg: 10 });
    expect(got.get('WHEELCHAIR')).toMatchObject({ outcome: 'MOVED', flightNo: target.flightNo });
    expect(made.addOns).toHaveLength(2);
  });
});
