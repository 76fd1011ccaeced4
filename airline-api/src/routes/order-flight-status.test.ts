import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  CheckInDataSchema,
  MyOrdersDataSchema,
  ProductStatus,
  TicketStatus,
  UpstreamPath,
  type Flight,
} from '@/lib/contract';
import { orderTicket } from '../db/schema';
import { caller, codeOf, loginToken, okData, setOffset } from '../../test/account-api';
import { adult, idNumber, reserveBody } from '../../test/booking-api';
import { DB_TEST_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, testServer } from '../../test/test-server';
import { clockBefore, flightOnNextDay, orderAs, ticketedOrder, VISITOR_PROOF } from '../../test/ticketed-order';
import { setFlightStatus } from '../../test/flight-status-desk';

// The order's page tells the truth after the airline changes a flight (spec §4 flight dynamics; decision 32): a
// segment a ticket can still fly carries the flight's status as queryflt reads it now, for the member and for the
// visitor; an unpaid order's segment, and one whose tickets are all refunded, carries none.

jest.setTimeout(DB_TEST_TIMEOUT_MS * 3);

let app: FastifyInstance;
let demo: string;
beforeAll(async () => {
  app = await testServer();
  demo = await loginToken(app);
}, SERVER_START_TIMEOUT_MS);
afterAll(async () => app.close());
afterEach(() => setOffset(app, 0));

let day = 0;
const nextFlight = () => flightOnNextDay(app, () => (day += 2));

const setStatus = (flight: Flight, status: string, extra: { delayMinutes?: number } = {}) =>
  setFlightStatus(app, flight, status, extra);

/** My orders' flight alert for one of the demo member's orders. */
async function alertOf(orderNo: string, token = demo) {
  const list = okData(
    MyOrdersDataSchema,
    await caller(app).get(`${UpstreamPath.myOrders}?tab=ALL&pageSize=100`, token),
  );
  return list.list.find((o) => o.orderNo === orderNo)!.flightAlert;
}

describe("an order's flights carry their status", () => {
  it('ticketed: on time and scheduled, then cancelled, for the member and for the visitor', async () => {
    const flight = await nextFlight();
    const body = reserveBody([`${flight.flightId}.BASIC`], { passengers: [adult()] });
    const { order, detail } = await ticketedOrder(app, body, { token: demo });
    expect(detail.segments[0]!.flightStatus).toEqual(
      expect.objectContaining({ status: 'NORMAL', phase: 'SCHEDULED', delayMinutes: 0 }),
    );
    expect(codeOf(await setStatus(flight, 'CANCELLED'))).toBe('0');
    const mine = await orderAs(app, order.orderNo, demo);
    expect(mine.segments[0]!.flightStatus).toEqual(
      expect.objectContaining({ status: 'CANCELLED', phase: null, estimatedDeparture: null }),
    );
    const theirs = await orderAs(app, order.orderNo, null, VISITOR_PROOF);
    expect(theirs.segments[0]!.flightStatus?.status).toBe('CANCELLED');
    expect(await alertOf(order.orderNo)).toBe('CANCELLED');
  });

  it('delayed 16 minutes: the minutes and the new departure, in the departure airport’s zone', async () => {
    const flight = await nextFlight();
    const { order } = await ticketedOrder(app, reserveBody([`${flight.flightId}.BASIC`], { passengers: [adult()] }), {
      token: demo,
    });
    expect(codeOf(await setStatus(flight, 'DELAYED', { delayMinutes: 16 }))).toBe('0');
    const seg = (await orderAs(app, order.orderNo, demo)).segments[0]!;
    expect(seg.flightStatus).toEqual(expect.objectContaining({ status: 'DELAYED', delayMinutes: 16 }));
    expect(Date.parse(seg.flightStatus!.estimatedDeparture!) - Date.parse(seg.depTime)).toBe(16 * 60_000);
    expect(seg.flightStatus!.timeZone).toBe(seg.depTimeZone);
    expect(await alertOf(order.orderNo)).toBe('DELAYED');
    // Once the delayed flight has left, the choices are over: the list no longer calls for attention.
    clockBefore(app, seg.flightStatus!.estimatedDeparture!, -60_000);
    expect(await alertOf(order.orderNo, await loginToken(app))).toBeNull();
  });

  it('unpaid, or every ticket refunded: no status, nothing the traveller can still fly', async () => {
    const flight = await nextFlight();
    const body = reserveBody([`${flight.flightId}.BASIC`], { passengers: [adult()] });
    const unpaid = await ticketedOrder(app, body, { token: demo, pay: false });
    expect(unpaid.detail.segments[0]!.flightStatus).toBeUndefined();
    expect(codeOf(await caller(app).post(UpstreamPath.cancelOrder, { orderNo: unpaid.order.orderNo }, demo))).toBe('0');

    const paid = await ticketedOrder(app, reserveBody([`${flight.flightId}.BASIC`], { passengers: [adult()] }), {
      token: demo,
    });
    expect(paid.detail.segments[0]!.flightStatus).toBeDefined();
    expect(codeOf(await setStatus(flight, 'CANCELLED'))).toBe('0');
    expect(await alertOf(paid.order.orderNo)).toBe('CANCELLED');
    await app.airline.db
      .update(orderTicket)
      .set({ ticketStatus: TicketStatus.REFUNDED })
      .where(and(eq(orderTicket.orderNo, paid.order.orderNo), eq(orderTicket.segIndex, 0)));
    expect((await orderAs(app, paid.order.orderNo, demo)).segments[0]!.flightStatus).toBeUndefined();
    expect(await alertOf(paid.order.orderNo)).toBeNull();
  });

  it('a coupon checked in on a flight that has landed reads used, not ready to fly; one not checked in stays', async () => {
    const flight = await nextFlight();
    const body = reserveBody([`${flight.flightId}.BASIC`], {
      passengers: [adult(), adult({ name: '李云雀', certificateNumber: idNumber('1990-03-07', '871') })],
    });
    const { order, detail } = await ticketedOrder(app, body, { token: demo });
    const [first] = detail.passengers;
    clockBefore(app, detail.segments[0]!.depTime, 47 * 3_600_000);
    const token = await loginToken(app);
    const checkedIn = await caller(app).post(
      UpstreamPath.checkIn,
      {
        orderNo: order.orderNo,
        segmentIndex: 0,
        passengers: [{ passengerId: first!.passengerId }],
        clauseAgreed: true,
      },
      token,
    );
    expect(codeOf(checkedIn)).toBe('0');
    clockBefore(app, detail.segments[0]!.arrTime, -60_000);
    const landed = await orderAs(app, order.orderNo, await loginToken(app));
    expect(landed.segments[0]!.flightStatus?.phase).toBe('ARRIVED');
    const productOf = (index: number) => landed.tickets.find((t) => t.passengerIndex === index)!.productStatus;
    expect(productOf(first!.index)).toBe(ProductStatus.USED);
    // The seat check-in gave is the ticket's seat on the order, not "no seat".
    const seat = okData(CheckInDataSchema, checkedIn).passes[0]!.seat;
    expect(landed.tickets.find((t) => t.passengerIndex === first!.index)!.seatNo).toBe(seat);
    expect(productOf(detail.passengers[1]!.index)).toBe(ProductStatus.USABLE);
  });
});
