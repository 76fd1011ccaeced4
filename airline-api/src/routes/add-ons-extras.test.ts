import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  AddOnOrderDetailSchema,
  AddOnServicesDataSchema,
  IDEMPOTENCY_HEADER,
  OrderAddOnOfferDataSchema,
  ResultCode,
  SeatChartDataSchema,
  TicketStatus,
  UpstreamPath,
  type AddOnKind,
  type Flight,
  type ReservePassenger,
} from '@/lib/contract';
import { bookingOrder, flightInventory, orderSegment, orderTicket } from '../db/schema';
import { codeOf, loginToken, okData, setOffset } from '../../test/account-api';
import { adult, infant, newKey, payOnGateway, reserveBody, runJobs } from '../../test/booking-api';
import { applyForRefund, decideRefund } from '../../test/refund-api';
import { DB_TEST_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, testServer } from '../../test/test-server';
import { clockBefore, flightOnNextDay, ticketedOrder, VISITOR_PROOF as VISITOR } from '../../test/ticketed-order';

// Decision 28: the extra occupied seat (/ancillary/occupied) and the mailed itinerary (/ancillary/mailingbil) on the
// add-on order of decision 28; spec §5 Services and Mailing, §8; decision 30.

jest.setTimeout(DB_TEST_TIMEOUT_MS * 3);

const HOUR = 3_600_000;
let app: FastifyInstance;
let demo: string;
beforeAll(async () => {
  app = await testServer();
  demo = await loginToken(app);
}, SERVER_START_TIMEOUT_MS);
afterAll(async () => app.close());
afterEach(() => setOffset(app, 0));

let day = 40;
type Booked = { orderNo: string; flight: Flight; member: boolean; passengerIds: string[] };

async function ticketed(passengers: ReservePassenger[] = [adult()], owner: 'demo' | null = null): Promise<Booked> {
  setOffset(app, 0);
  demo = await loginToken(app);
  const flight = await flightOnNextDay(app, () => (day += 1), { seats: 20 });
  const { order, detail } = await ticketedOrder(app, reserveBody([`${flight.flightId}.STANDARD`], { passengers }), {
    token: owner ? demo : undefined,
    readAs: 'visitor',
    proof: VISITOR,
  });
  return {
    orderNo: order.orderNo,
    flight,
    member: owner !== null,
    passengerIds: detail.passengers.map((p) => p.passengerId),
  };
}

async function before(b: Booked, ms: number) {
  clockBefore(app, b.flight.depTime, ms);
  demo = await loginToken(app);
}

const path = (template: string, orderNo: string) => template.replace(':orderNo', orderNo);
function call(b: Booked, url: string, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url,
    payload: { orderNo: b.orderNo, ...(b.member ? {} : { visitor: VISITOR }), ...body },
    headers: { 'x-forwarded-for': '10.0.0.19', ...(b.member ? { 'x-member-token': demo } : {}), ...headers },
  });
}
const services = async (b: Booked) =>
  okData(AddOnServicesDataSchema, await call(b, path(UpstreamPath.addOnServices, b.orderNo), {}));
const offer = async (b: Booked, types: AddOnKind[]) =>
  okData(
    OrderAddOnOfferDataSchema,
    await call(b, path(UpstreamPath.addOnOffer, b.orderNo), { segmentIndex: 0, types }),
  );
const reserveCall = (b: Booked, body: Record<string, unknown>, key = newKey()) =>
  call(b, path(UpstreamPath.addOnReserve, b.orderNo), { segmentIndex: 0, ...body }, { [IDEMPOTENCY_HEADER]: key });
const reserve = async (b: Booked, body: Record<string, unknown>) =>
  okData(AddOnOrderDetailSchema, await reserveCall(b, body));
const detail = async (b: Booked, addOnOrderNo: string) =>
  okData(AddOnOrderDetailSchema, await call(b, UpstreamPath.addOnOrderDetail, { addOnOrderNo }));

/** A valid delivery address: Guangzhou, Yuexiu district (the address book's regions). */
const ADDRESS = {
  recipient: '张云雀',
  areaCode: '86',
  phone: '13812345678',
  provinceCode: '440000',
  cityCode: '440100',
  districtCode: '440104',
  province: 'x',
  city: 'x',
  district: 'x',
  address: '环市东路 1 号',
  zip: '510000',
};

async function buyExtraSeat(b: Booked, passengerId: string) {
  const o = await offer(b, ['EXTRA_SEAT']);
  const price = o.passengers.find((p) => p.passengerId === passengerId)!.extraSeatPrice!;
  const order = await reserve(b, {
    sessionId: o.sessionId,
    amount: price,
    services: [{ kind: 'EXTRA_SEAT', passengerId }],
  });
  await payOnGateway(app, order.orderNo, order.payAmount);
  await runJobs(app);
  return detail(b, order.orderNo);
}

describe('the extra occupied seat (spec §5 extra seat, §4 it blocks check-in and seat selection)', () => {
  it("costs the passenger's own fare, one per passenger, not for an infant; sold until check-in closes", async () => {
    const b = await ticketed([adult(), infant()]);
    const [grown, baby] = (await services(b)).segments[0]!.passengers;
    expect(grown).toMatchObject({ type: 'ADT', extraSeat: null });
    expect(grown!.extraSeatPrice).toBeGreaterThan(0);
    expect(baby).toMatchObject({ type: 'INF', extraSeat: 'infant', extraSeatPrice: null });
    const [ticket] = await app.airline.db
      .select()
      .from(orderTicket)
      .where(and(eq(orderTicket.orderNo, b.orderNo), eq(orderTicket.psgIndex, 0)));
    expect(grown!.extraSeatPrice).toBe(ticket!.fareFen);
    // Check-in closes 1 hour before departure: 1 h + 1 ms sells, 1 h does not.
    await before(b, HOUR + 1);
    expect((await services(b)).segments[0]!.passengers[0]!.extraSeat).toBeNull();
    await before(b, HOUR);
    expect((await services(b)).segments[0]!.passengers[0]!.extraSeat).toBe('tooLate');
  });

  it('once paid: the limit is reached, online check-in and seat selection refuse with the extra seat', async () => {
    const b = await ticketed([adult()], 'demo');
    const id = b.passengerIds[0]!;
    await before(b, 24 * HOUR);
    const bought = await buyExtraSeat(b, id);
    expect(bought.state).toBe('DONE');
    expect(bought.items).toMatchObject([{ kind: 'EXTRA_SEAT', serviceStatus: 'CONFIRMED' }]);
    expect(bought.priceParts).toEqual([{ kind: 'EXTRA_SEAT', amount: bought.amount }]);
    expect((await services(b)).segments[0]!.passengers[0]!.extraSeat).toBe('limitReached');
    const again = await offer(b, ['EXTRA_SEAT']);
    expect(
      codeOf(
        await reserveCall(b, {
          sessionId: again.sessionId,
          amount: bought.amount,
          services: [{ kind: 'EXTRA_SEAT', passengerId: id }],
        }),
      ),
    ).toBe(ResultCode.ADD_ON_EXTRA_SEAT_LIMIT);
    const checkIn = await app.inject({
      method: 'POST',
      url: UpstreamPath.checkIn,
      payload: { orderNo: b.orderNo, segmentIndex: 0, passengers: [{ passengerId: id }], clauseAgreed: true },
      headers: { 'x-member-token': demo },
    });
    expect(codeOf(checkIn)).toBe(ResultCode.CHECK_IN_EXTRA_SEAT);
    const chart = okData(
      SeatChartDataSchema,
      await app.inject({
        method: 'POST',
        url: UpstreamPath.seatChart,
        payload: { orderNo: b.orderNo, segmentIndex: 0 },
        headers: { 'x-member-token': demo },
      }),
    );
    expect(chart.passengers[0]!.block).toBe('extraSeat');
  });

  it('a refunded ticket gives back its seat and its extra seat when paid back, not before', async () => {
    const b = await ticketed([adult()], 'demo');
    const id = b.passengerIds[0]!;
    await before(b, 48 * HOUR);
    const [segment] = await app.airline.db.select().from(orderSegment).where(eq(orderSegment.orderNo, b.orderNo));
    const sold = async () =>
      (
        await app.airline.db
          .select({ sold: flightInventory.sold })
          .from(flightInventory)
          .where(
            and(eq(flightInventory.flightId, segment!.flightId), eq(flightInventory.fareFamily, segment!.fareFamily)),
          )
      )[0]!.sold;
    const booked = await sold();
    await buyExtraSeat(b, id);
    expect(await sold()).toBe(booked + 1);
    const made = await applyForRefund(app, b.orderNo, [{ passengerId: id, segmentIndex: 0 }], { token: demo });
    await decideRefund(app, made.refundNo, 'approve');
    expect(await sold()).toBe(booked + 1);
    await decideRefund(app, made.refundNo, 'pay');
    expect(await sold()).toBe(booked - 1);
  });

  it('a seat chosen online blocks it (spec §5); a seat chosen while its order waited refunds it', async () => {
    const b = await ticketed();
    const id = b.passengerIds[0]!;
    const o = await offer(b, ['EXTRA_SEAT']);
    const price = o.passengers[0]!.extraSeatPrice!;
    const waiting = await reserve(b, {
      sessionId: o.sessionId,
      amount: price,
      services: [{ kind: 'EXTRA_SEAT', passengerId: id }],
    });
    await app.airline.db.update(orderTicket).set({ seatNo: '12C' }).where(eq(orderTicket.orderNo, b.orderNo));
    expect((await services(b)).segments[0]!.passengers[0]!.extraSeat).toBe('seatChosen');
    const late = await offer(b, ['EXTRA_SEAT']);
    expect(
      codeOf(
        await reserveCall(b, {
          sessionId: late.sessionId,
          amount: price,
          services: [{ kind: 'EXTRA_SEAT', passengerId: id }],
        }),
      ),
    ).toBe(ResultCode.ADD_ON_EXTRA_SEAT_SEAT_CHOSEN);
    await payOnGateway(app, waiting.orderNo, waiting.payAmount);
    await runJobs(app);
    const failed = await detail(b, waiting.orderNo);
    expect(failed.state).toBe('FAILED');
    expect(failed.items[0]!.serviceStatus).toBe('REJECTED');
  });
});

describe('the mailed itinerary (spec §5 Mailing, §8 free itinerary entitlement)', () => {
  it('a visitor pays the fee; the address is checked; then the itinerary is printed and cannot be mailed again', async () => {
    const b = await ticketed();
    const listed = await services(b);
    expect(listed.mailing).toMatchObject({
      segmentIndex: 0,
      fee: 1500,
      price: 1500,
      block: null,
      member: false,
      freeLeft: 0,
    });
    const o = await offer(b, ['MAILING']);
    expect(o.mailing).toMatchObject({ price: 1500, fee: 1500, block: null });
    const bad = await reserveCall(b, {
      sessionId: o.sessionId,
      amount: 1500,
      services: [{ kind: 'MAILING' }],
      mailingAddress: { ...ADDRESS, zip: '5100', districtCode: '110101' },
    });
    expect(codeOf(bad)).toBe(ResultCode.ADD_ON_MAILING_ADDRESS_INVALID);
    expect(bad.json().data.issues).toMatchObject({ zip: 'zipInvalid', districtCode: 'regionMismatch' });
    const order = await reserve(b, {
      sessionId: o.sessionId,
      amount: 1500,
      services: [{ kind: 'MAILING' }],
      mailingAddress: ADDRESS,
    });
    expect(order.items).toMatchObject([{ kind: 'MAILING', price: 1500, serviceStatus: 'PENDING_SUBMISSION' }]);
    // Stored with the regions' own names, whatever the form sent.
    expect(order.mailingAddress).toMatchObject({ province: '广东省', city: '广州市', district: '越秀区' });
    await payOnGateway(app, order.orderNo, order.payAmount);
    await runJobs(app);
    expect((await detail(b, order.orderNo)).items[0]!.serviceStatus).toBe('CONFIRMED');
    expect((await services(b)).mailing!.block).toBe('itineraryPrinted');
    const again = await offer(b, ['MAILING']);
    expect(
      codeOf(
        await reserveCall(b, {
          sessionId: again.sessionId,
          amount: 1500,
          services: [{ kind: 'MAILING' }],
          mailingAddress: ADDRESS,
        }),
      ),
    ).toBe(ResultCode.ADD_ON_ITINERARY_PRINTED);
  });

  it('a locked ticket cannot be mailed; the itinerary is still mailed after check-in has closed', async () => {
    const b = await ticketed();
    await app.airline.db
      .update(orderTicket)
      .set({ ticketStatus: TicketStatus.REFUNDING })
      .where(eq(orderTicket.orderNo, b.orderNo));
    expect((await services(b)).mailing!.block).toBe('ticketLocked');
    await app.airline.db
      .update(orderTicket)
      .set({ ticketStatus: TicketStatus.ISSUED })
      .where(eq(orderTicket.orderNo, b.orderNo));
    await before(b, HOUR);
    const o = await offer(b, ['MAILING']);
    expect(o.mailing!.block).toBeNull();
  });

  it("a member's first mailing of the year is free and done at once; the next pays the fee", async () => {
    const first = await ticketed([adult()], 'demo');
    const second = await ticketed([adult()], 'demo');
    setOffset(app, 0);
    demo = await loginToken(app);
    expect((await services(first)).mailing).toMatchObject({
      member: true,
      freePerYear: 1,
      freeLeft: 1,
      price: 0,
      fee: 1500,
    });
    // Both offers are frozen free; the first used takes the entitlement.
    const o1 = await offer(first, ['MAILING']);
    const o2 = await offer(second, ['MAILING']);
    expect(o2.mailing!.price).toBe(0);
    const free = await reserve(first, {
      sessionId: o1.sessionId,
      amount: 0,
      services: [{ kind: 'MAILING' }],
      mailingAddress: ADDRESS,
    });
    expect(free).toMatchObject({ state: 'DONE', payAmount: 0 });
    expect(free.items[0]).toMatchObject({ kind: 'MAILING', price: 0, serviceStatus: 'CONFIRMED' });
    expect(
      codeOf(
        await reserveCall(second, {
          sessionId: o2.sessionId,
          amount: 0,
          services: [{ kind: 'MAILING' }],
          mailingAddress: ADDRESS,
        }),
      ),
    ).toBe(ResultCode.ADD_ON_FREE_MAILING_USED);
    expect((await services(second)).mailing).toMatchObject({ freeLeft: 0, price: 1500 });
    const paid = await offer(second, ['MAILING']);
    const order = await reserve(second, {
      sessionId: paid.sessionId,
      amount: 1500,
      services: [{ kind: 'MAILING' }],
      mailingAddress: ADDRESS,
    });
    expect(order).toMatchObject({ state: 'PENDING_PAYMENT', payAmount: 1500 });
    const [row] = await app.airline.db.select().from(bookingOrder).where(eq(bookingOrder.orderNo, free.orderNo));
    expect(row!.mailing).toMatchObject({ zip: '510000' });
  });
});
