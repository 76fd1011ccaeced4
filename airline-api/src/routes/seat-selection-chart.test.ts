import { eq } from 'drizzle-orm';
import { ContentByCodeDataSchema, ResultCode, SeatFareDataSchema, UpstreamPath } from '@/lib/contract';
import { bookingOrder } from '../db/schema';
import { codeOf, okData } from '../../test/account-api';
import { adult, child, infant } from '../../test/booking-api';
import { setFlightStatus } from '../../test/flight-status-desk';
import { DB_TEST_TIMEOUT_MS } from '../../test/test-server';
import {
  app,
  chartOf,
  faresCall,
  freeSeats,
  offerCall,
  offerOf,
  plainSeat,
  post,
  priceOf,
  reserveCall,
  seat,
  second,
  type Service,
  ticketed,
  serveSeatSelection,
} from '../../test/seat-selection-scene';

jest.setTimeout(DB_TEST_TIMEOUT_MS * 3);

serveSeatSelection();

describe('the seat chart and the fares (spec §3 seat chart entry, §7 selectFlightSeatChart, getSeatServiceFare)', () => {
  it("shows the layout, the seats taken, an infant's side, each passenger's seat; fares only for free seats", async () => {
    const b = await ticketed([adult(), second(), infant()], { buySeatFor: [0] });
    const chart = await chartOf(b);
    expect(chart).toMatchObject({ orderNo: b.orderNo, flightId: b.flight.flightId, open: true, closed: null });
    expect(chart.seats).toHaveLength(chart.aircraft === 'A320' ? 186 : 220);
    const bought = chart.seats.find((x) => x.seatNo === b.bought[0])!;
    expect(bought).toMatchObject({ available: false, infantOnSide: true });
    // Infants have no seat and are not listed; the carrier is marked.
    expect(chart.passengers).toEqual([
      expect.objectContaining({
        passengerId: b.passengerIds[0],
        withInfant: true,
        seatNo: b.bought[0],
        checkedIn: false,
        seatChanges: 0,
        changesLeft: 2,
        block: null,
      }),
      expect.objectContaining({ passengerId: b.passengerIds[1], withInfant: false, seatNo: null, block: null }),
    ]);
    const fares = okData(SeatFareDataSchema, await faresCall(b));
    const free = chart.seats.filter((x) => x.available);
    expect(fares.fares.map((f) => f.seatNo).sort()).toEqual(free.map((x) => x.seatNo).sort());
    const fareOf = (seatNo: string) => fares.fares.find((f) => f.seatNo === seatNo)!;
    const window = free.find((x) => x.kind === 'WINDOW')!;
    const middle = free.find((x) => x.kind === 'MIDDLE')!;
    expect(fareOf(window.seatNo)).toEqual({ productId: window.productId, seatNo: window.seatNo, price: 3_000 });
    expect(fareOf(middle.seatNo).price).toBe(1_500);
    expect(fares).toMatchObject({ currency: 'CNY', lowestPrice: 1_500 });
    // In dollars, each seat converted on its own (1 USD = 7.10 CNY).
    const usd = okData(SeatFareDataSchema, await faresCall(b, { currency: 'USD' }));
    expect(usd.fares.find((f) => f.seatNo === window.seatNo)!.price).toBe(423);
    expect(usd.lowestPrice).toBe(211);
  });

  it("is 'notOpen' before the order is ticketed and 'wechat' for an order of the WeChat mini program", async () => {
    const unpaid = await ticketed([adult()], { pay: false });
    const chart = await chartOf(unpaid);
    expect(chart).toMatchObject({ open: false, closed: 'notOpen' });
    expect(codeOf(await offerCall(unpaid))).toBe(ResultCode.SEAT_SELECTION_NOT_OPEN);
    const b = await ticketed();
    const offer = await offerOf(b);
    await app.airline.db.update(bookingOrder).set({ channelNo: 'WECHAT' }).where(eq(bookingOrder.orderNo, b.orderNo));
    expect(await chartOf(b)).toMatchObject({ open: false, closed: 'wechat' });
    const s = plainSeat(await chartOf(b));
    expect(codeOf(await reserveCall(b, offer.sessionId, [seat(b.passengerIds[0]!, s)], priceOf(offer, s)))).toBe(
      ResultCode.SEAT_SELECTION_WECHAT,
    );
  });

  it("is 'flightCancelled' once operations cancel the flight: no seat is offered or sold (decision 78)", async () => {
    const b = await ticketed();
    const offer = await offerOf(b);
    const s = plainSeat(await chartOf(b));
    expect(codeOf(await setFlightStatus(app, b.flight, 'CANCELLED'))).toBe(ResultCode.OK);
    expect(await chartOf(b)).toMatchObject({ open: false, closed: 'flightCancelled' });
    expect(codeOf(await offerCall(b))).toBe(ResultCode.FLIGHT_CANCELLED_NO_SALE);
    expect(codeOf(await reserveCall(b, offer.sessionId, [seat(b.passengerIds[0]!, s)], priceOf(offer, s)))).toBe(
      ResultCode.FLIGHT_CANCELLED_NO_SALE,
    );
    // Restored by operations: open again.
    expect(codeOf(await setFlightStatus(app, b.flight, 'NORMAL'))).toBe(ResultCode.OK);
    expect(await chartOf(b)).toMatchObject({ open: true, closed: null });
  });

  it('answers the seat tips from the CMS in both languages, sanitized', async () => {
    const zh = okData(ContentByCodeDataSchema, await post(UpstreamPath.contentByCode, { typeCode: 'seat_tips' }, null));
    expect(zh).toMatchObject({ typeCode: 'seat_tips', title: '选座须知' });
    expect(zh.html).toContain('紧急出口');
    expect(zh.html).not.toMatch(/<script|on\w+=/i);
    const en = okData(
      ContentByCodeDataSchema,
      await post(UpstreamPath.contentByCode, { typeCode: 'seat_tips', language: 'en_US' }, null),
    );
    expect(en.html).toContain('changed twice');
    expect(codeOf(await post(UpstreamPath.contentByCode, { typeCode: 'other' }, null))).toBe(ResultCode.BAD_REQUEST);
  });
});

describe('seat rules at reserve (spec §5 seat rules, §8)', () => {
  // A total of 1 is never right: PRICE_CHANGED shows the seat rules passed without making an order.
  const passes = async (res: { body: string }) => expect(codeOf(res)).toBe(ResultCode.ADD_ON_PRICE_CHANGED);

  it('refuses a taken seat, an unknown seat, one seat for two, an exit row for a child or with an infant', async () => {
    const b = await ticketed([adult(), second(), child(), infant()]);
    const [carrier, other, kid] = b.passengerIds as [string, string, string];
    const chart = await chartOf(b);
    const { sessionId } = await offerOf(b);
    const call = (services: Service[]) => reserveCall(b, sessionId, services, 1);
    const taken = chart.seats.find((x) => !x.available)!.seatNo;
    expect(codeOf(await call([seat(other, taken)]))).toBe(ResultCode.SEAT_OCCUPIED);
    expect(codeOf(await call([seat(other, '40A')]))).toBe(ResultCode.SEAT_NOT_ALLOWED);
    const free = plainSeat(chart);
    expect(codeOf(await call([seat(other, free), seat(kid, free)]))).toBe(ResultCode.SEAT_TAKEN_BY_OTHER);
    await passes(await call([seat(other, free), seat(kid, plainSeat(chart, 1))]));
    const exit = freeSeats(chart, (x) => !!x.exit)[0]!.seatNo;
    expect(codeOf(await call([seat(kid, exit)]))).toBe(ResultCode.SEAT_NOT_ALLOWED);
    expect(codeOf(await call([seat(carrier, exit)]))).toBe(ResultCode.SEAT_NOT_ALLOWED);
    await passes(await call([seat(other, exit)]));
    // The row in front of an exit has no spare mask for an infant; the rows before it have.
    const beforeExit = freeSeats(chart, (x) => !x.exit && x.row === 11)[0]!.seatNo;
    const twoBefore = freeSeats(chart, (x) => x.row > 3 && x.row < 11).at(-1)!.seatNo;
    expect(codeOf(await call([seat(carrier, beforeExit)]))).toBe(ResultCode.SEAT_NOT_ALLOWED);
    await passes(await call([seat(carrier, twoBefore)]));
    // An infant has no seat of its own (NOT_FOUND among those who sit); nothing picked says so.
    expect(codeOf(await call([{ kind: 'SEAT', passengerId: b.passengerIds[3]!, seatNo: free }]))).toBe(
      ResultCode.NOT_FOUND,
    );
    expect(codeOf(await call([]))).toBe(ResultCode.ADD_ON_NOTHING_SELECTED);
  });

  it('two adults with infants may not sit on the same side of a row; opposite sides are fine', async () => {
    const b = await ticketed([
      adult(),
      second(),
      infant(),
      infant({ name: '李宝宝', certificateNumber: 'O440123457' }),
    ]);
    const [a1, a2] = b.passengerIds as [string, string];
    const chart = await chartOf(b);
    const { sessionId } = await offerOf(b);
    const row = [...new Set(chart.seats.map((x) => x.row))].find((r) => {
      const seats = freeSeats(chart, (x) => x.row === r && x.infantAllowed);
      return seats.filter((x) => x.side === 'L').length >= 2 && seats.some((x) => x.side === 'R');
    })!;
    const left = freeSeats(chart, (x) => x.row === row && x.side === 'L');
    const right = freeSeats(chart, (x) => x.row === row && x.side === 'R');
    expect(codeOf(await reserveCall(b, sessionId, [seat(a1, left[0]!.seatNo), seat(a2, left[1]!.seatNo)], 1))).toBe(
      ResultCode.SEAT_INFANT_ROW,
    );
    await passes(await reserveCall(b, sessionId, [seat(a1, left[0]!.seatNo), seat(a2, right[0]!.seatNo)], 1));
  });
});
