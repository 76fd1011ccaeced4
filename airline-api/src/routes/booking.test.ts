// @postgres (decision 57): npm test runs it on PostgreSQL too, for fare inventory under parallel bookings.
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import {
  AddOnCatalogueSchema,
  DeductionsDataSchema,
  ErrorEnvelopeSchema,
  OrderDetailSchema,
  PricePartsSchema,
  ResultCode,
  SavedPassengersDataSchema,
  SeatMapSchema,
  UpstreamPath,
} from '@/lib/contract';
import { z } from 'zod';
import { flightInventory, member } from '../db/schema';
import { takeSeats } from '../booking/seat-inventory';
import { codeOf, loginToken, okData, MINUTE, setOffset } from '../../test/account-api';
import {
  CONTACT,
  adult,
  child,
  idNumber,
  infant,
  newKey,
  reserveBody,
  reserveCall,
  reserveOk,
  standardFare,
} from '../../test/booking-api';
import { DB_TEST_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, testServer } from '../../test/test-server';

jest.setTimeout(DB_TEST_TIMEOUT_MS);

let app: FastifyInstance;
beforeAll(async () => {
  app = await testServer({ workerIntervalMs: 0 });
}, SERVER_START_TIMEOUT_MS);
afterAll(async () => app.close());
afterEach(() => setOffset(app, 0));

const price = async (body: object) => {
  const res = await app.inject({ method: 'POST', url: UpstreamPath.reservePrice, payload: body });
  return res;
};
const PriceDataSchema = z.object({ price: PricePartsSchema });

describe('add-on catalogue', () => {
  it('offers baggage 60% below the airport price, meals, insurance with payouts, seat maps', async () => {
    const { fareId, flight } = await standardFare(app);
    const res = await app.inject({
      method: 'POST',
      url: UpstreamPath.addOnCatalogue,
      headers: { 'x-language': 'en_US' },
      payload: { fareIds: [fareId], passengers: [{ type: 'ADT' }], currency: 'CNY' },
    });
    const cat = okData(AddOnCatalogueSchema, res);
    const seg = cat.segments[0]!;
    expect(seg.baggage.onSale).toBe(true);
    for (const b of seg.baggage.bands) expect(b.price).toBe(Math.round(b.airportPrice * 0.4));
    expect(cat.insurance.map((i) => i.maxPayoutYuan)).toEqual([2_000_000, 600_000, 500, 200]);
    expect(cat.insurance[0]!.name).toBe('Flight accident insurance');
    expect(seg.seatMap.seats).toHaveLength(flight.aircraft === 'A320' ? 186 : 220);
    expect(seg.seatMap.seats.filter((s) => s.exit === 'WING').length).toBe(12);
    const policy = await app.inject({
      method: 'POST',
      url: UpstreamPath.cmsQuery,
      payload: { siteId: 'B2C', appkey: 'web', appId: 'web', categoryTypeCode: 'INSURANCE_POLICY', language: 'zh_CN' },
    });
    expect(policy.body).toContain('2,000,000');
  });

  it('stops selling baggage 2 hours before departure (both sides of the line, sandbox clock)', async () => {
    const { fareId, flight } = await standardFare(app);
    const dep = Date.parse(flight.depTime);
    const body = reserveBody([fareId], {
      ancillaries: { baggage: [{ passenger: 0, segment: 0, productCode: 'BAG10' }] },
    });
    // 2 hours and 1 ms before sells; exactly 2 hours before is within the 2 hours (decision 28).
    setOffset(app, dep - 2 * 60 * MINUTE - 1 - Date.parse('2026-12-01T02:00:00Z'));
    expect(codeOf(await price(body))).toBe(ResultCode.OK);
    setOffset(app, dep - 2 * 60 * MINUTE - Date.parse('2026-12-01T02:00:00Z'));
    expect(codeOf(await price(body))).toBe(ResultCode.BAGGAGE_CLOSED);
  });

  it('answers the seat map alone', async () => {
    const { flight } = await standardFare(app);
    const res = await app.inject({ url: `${UpstreamPath.seatMap}?flightId=${flight.flightId}&currency=USD` });
    const map = okData(SeatMapSchema, res);
    expect(map.currency).toBe('USD');
    expect(map.seats.some((s) => !s.available)).toBe(true);
  });
});

describe('pricing and passenger rules at reserve', () => {
  it('computes every price part on the server', async () => {
    const { fareId } = await standardFare(app);
    const body = reserveBody([fareId], {
      passengers: [adult(), child()],
      ancillaries: {
        insurance: [{ passenger: 0, segment: 0, productCode: 'INS_DELAY' }],
        priority: [{ passenger: 1, segment: 0 }],
      },
    });
    const p = okData(PriceDataSchema, await price(body)).price;
    expect(p.ancillaries).toEqual({ INSURANCE: 2_000, PRIORITY: 2_000 });
    expect(p.airportTax).toBe(5_000); // a domestic child pays no airport fee
    expect(p.actualAmount).toBe(p.ticketFare + p.airportTax + p.fuelTax + p.otherTax + p.addOnTotal);
  });

  it('prices a family as the passengerPrices of searchflight say (spec §3 price parts: the total from the results on)', async () => {
    const { flight, fareId } = await standardFare(app);
    const fare = flight.fares.find((f) => f.fareFamily === 'STANDARD')!;
    const { ADT, CHD, INF } = fare.passengerPrices;
    expect(ADT.total).toBe(fare.total); // domestic: no other tax
    expect(CHD.airportFee).toBe(0);
    expect(INF.total).toBe(INF.fare);
    const family = [
      adult(),
      adult({ name: '张二雀', birthday: '1985-01-02', certificateNumber: idNumber('1985-01-02', '871') }),
      child(),
      infant(),
    ];
    const p = okData(PriceDataSchema, await price(reserveBody([fareId], { passengers: family }))).price;
    expect(p.actualAmount).toBe(2 * ADT.total + CHD.total + INF.total);
    expect(p.ticketFare).toBe(2 * ADT.fare + CHD.fare + INF.fare);
    expect(p.fuelTax).toBe(2 * ADT.fuelSurcharge + CHD.fuelSurcharge + INF.fuelSurcharge);
  });

  it.each([
    ['terms not agreed', { agreeTerms: false }, ResultCode.TERMS_NOT_AGREED],
    ['a child alone', { passengers: [child()] }, ResultCode.COMPANION_LIMIT],
    [
      '1 adult with 2 infants',
      { passengers: [adult(), infant(), infant({ name: '张二宝' })] },
      ResultCode.COMPANION_LIMIT,
    ],
    ['10 passengers', { passengers: Array.from({ length: 10 }, () => adult()) }, ResultCode.PASSENGER_LIMIT],
    ['bad contact', { contact: { ...CONTACT, email: 'nope' } }, ResultCode.CONTACT_INVALID],
    [
      'bad ID checksum',
      { passengers: [adult({ certificateNumber: '110101199003078510' })] },
      ResultCode.PASSENGER_INVALID,
    ],
    [
      'passport expiring in 179 days',
      {
        passengers: [
          adult({
            certificateType: 'PP',
            certificateNumber: 'E12345678',
            surname: 'ZHANG',
            givenName: 'YUNQUE',
            certificateValidity: '2027-06-07',
          }),
        ],
      },
      ResultCode.CERTIFICATE_EXPIRING,
    ],
  ])('refuses %s', async (_name, over, code) => {
    const { fareId } = await standardFare(app);
    const res = await price(reserveBody([fareId], over));
    expect(codeOf(res)).toBe(code);
  });

  it('accepts a passport valid exactly 180 days after the flight, and 1 adult with 1 child and 1 infant', async () => {
    const { fareId } = await standardFare(app);
    const pp = adult({
      certificateType: 'PP',
      certificateNumber: 'E12345678',
      surname: 'ZHANG',
      givenName: 'YUNQUE',
      certificateValidity: '2027-06-08',
    });
    expect(codeOf(await price(reserveBody([fareId], { passengers: [pp, child(), infant()] })))).toBe(ResultCode.OK);
  });

  it('answers the field issues with message keys', async () => {
    const { fareId } = await standardFare(app);
    const res = await price(reserveBody([fareId], { passengers: [adult({ name: '张' })] }));
    const env = ErrorEnvelopeSchema.parse(JSON.parse(res.body));
    expect(env.data).toEqual({ passengers: [{ index: 0, field: 'name', key: 'chineseNameLength' }] });
  });
});

describe('seats at reserve', () => {
  it('keeps children and infants out of exit rows and infants apart per side', async () => {
    const { fareId, flight } = await standardFare(app, 1);
    const map = okData(SeatMapSchema, await app.inject({ url: `${UpstreamPath.seatMap}?flightId=${flight.flightId}` }));
    const exit = map.seats.find((s) => s.available && s.exit === 'WING')!;
    const seat = (passenger: number, seatNo: string) => ({ passenger, segment: 0, seatNo });
    const kid = await price(
      reserveBody([fareId], { passengers: [adult(), child()], ancillaries: { seats: [seat(1, exit.seatNo)] } }),
    );
    expect(codeOf(kid)).toBe(ResultCode.SEAT_NOT_ALLOWED);
    expect(codeOf(await price(reserveBody([fareId], { ancillaries: { seats: [seat(0, exit.seatNo)] } })))).toBe(
      ResultCode.OK,
    );
    const side = (l: string) =>
      map.seats.filter((s) => s.available && s.infantAllowed && 'ABC'.includes(s.column) && s.row === Number(l));
    const row = [...new Set(map.seats.map((s) => s.row))].find((r) => side(String(r)).length >= 2)!;
    const [a, b] = side(String(row));
    const second = adult({ name: '李四', birthday: '1985-01-01', certificateNumber: idNumber('1985-01-01', '855') });
    const twoInfants = reserveBody([fareId], {
      passengers: [adult(), second, infant(), infant({ name: '李宝' })],
      ancillaries: { seats: [seat(0, a!.seatNo), seat(1, b!.seatNo)] },
    });
    expect(codeOf(await price(twoInfants))).toBe(ResultCode.INFANT_IN_ROW);
  });

  it('one seat goes to one booking', async () => {
    const { fareId, flight } = await standardFare(app, 1);
    const map = okData(SeatMapSchema, await app.inject({ url: `${UpstreamPath.seatMap}?flightId=${flight.flightId}` }));
    const free = map.seats.find((s) => s.available && s.kind === 'WINDOW')!;
    const body = reserveBody([fareId], { ancillaries: { seats: [{ passenger: 0, segment: 0, seatNo: free.seatNo }] } });
    const first = await reserveOk(app, body);
    expect(first.price.ancillaries.SEAT).toBe(3_000);
    expect(codeOf(await reserveCall(app, body))).toBe(ResultCode.SEAT_OCCUPIED);
    const after = okData(
      SeatMapSchema,
      await app.inject({ url: `${UpstreamPath.seatMap}?flightId=${flight.flightId}` }),
    );
    expect(after.seats.find((s) => s.seatNo === free.seatNo)!.available).toBe(false);
  });
});

describe('reserve: idempotency and inventory', () => {
  it('the same key and body make one order; another body with the key is a conflict', async () => {
    const { fareId } = await standardFare(app, 2);
    const key = newKey();
    const body = reserveBody([fareId]);
    const [a, b] = await Promise.all([reserveOk(app, body, { key }), reserveOk(app, body, { key })]);
    expect(a.orderNo).toBe(b.orderNo);
    expect(a.orderNo).toMatch(/^YQ20261201\d{8}$/);
    expect(a.orderStatus).toBe(1);
    expect(Date.parse(a.paymentDeadline) - Date.parse('2026-12-01T02:00:00Z')).toBe(30 * MINUTE);
    expect((await reserveOk(app, body, { key })).orderNo).toBe(a.orderNo);
    const other = await reserveCall(app, reserveBody([fareId], { contact: { ...CONTACT, name: '王五' } }), { key });
    expect(codeOf(other)).toBe(ResultCode.IDEMPOTENCY_CONFLICT);
    const missing = await app.inject({ method: 'POST', url: UpstreamPath.reserve, payload: body });
    expect(codeOf(missing)).toBe(ResultCode.BAD_REQUEST);
  });

  it('never oversells: 10 concurrent bookings for the last 3 seats, exactly 3 succeed', async () => {
    const { fareId, flight } = await standardFare(app, 3);
    const instance = app.airline.network.flight(flight.flightId)!;
    await takeSeats(app.airline.db, instance, 'STANDARD', 0);
    await app.airline.db
      .update(flightInventory)
      .set({ sold: sql`${flightInventory.capacity} - 3` })
      .where(eq(flightInventory.flightId, flight.flightId));
    const results = await Promise.all(Array.from({ length: 10 }, () => reserveCall(app, reserveBody([fareId]))));
    const codes = results.map(codeOf);
    expect(codes.filter((c) => c === ResultCode.OK)).toHaveLength(3);
    expect(codes.filter((c) => c === ResultCode.NO_INVENTORY)).toHaveLength(7);
    const [row] = await app.airline.db
      .select()
      .from(flightInventory)
      .where(eq(flightInventory.flightId, flight.flightId));
    expect(row!.sold).toBe(row!.capacity);
  });
});

describe('members: saved passengers, coupons and points', () => {
  it('lists saved passengers and usable coupons, deducts and returns them', async () => {
    const token = await loginToken(app);
    const saved = okData(
      SavedPassengersDataSchema,
      await app.inject({ url: UpstreamPath.savedPassengers, headers: { 'x-member-token': token } }),
    );
    expect(saved.list.map((p) => p.name).sort()).toEqual(['张云雀', '张小雀']);
    const { fareId } = await standardFare(app, 4);
    const deductions = okData(
      DeductionsDataSchema,
      await app.inject({
        method: 'POST',
        url: UpstreamPath.reserveDeductions,
        headers: { 'x-member-token': token },
        payload: { fareIds: [fareId], passengers: [{ type: 'ADT' }, { type: 'ADT' }] },
      }),
    );
    expect(deductions.points.balance).toBe(12_800);
    expect(deductions.coupons.map((c) => c.couponId)).toEqual(['CP-DEMO-0001', 'CP-DEMO-0002', 'CP-DEMO-0003']);
    const passengers = saved.list.filter((p) => p.type === 'ADT').map(({ passengerId: _id, ...p }) => p);
    const mixed = reserveBody([fareId], { passengers, couponIds: ['CP-DEMO-0001', 'CP-DEMO-0002'] });
    expect(codeOf(await reserveCall(app, mixed, { token }))).toBe(ResultCode.COUPON_NOT_COMBINABLE);
    expect(codeOf(await reserveCall(app, reserveBody([fareId], { points: 100 })))).toBe(ResultCode.NOT_LOGGED_IN);
    expect(codeOf(await reserveCall(app, reserveBody([fareId], { points: 150 }), { token }))).toBe(
      ResultCode.POINTS_INVALID,
    );
    const order = await reserveOk(
      app,
      reserveBody([fareId], { passengers, couponIds: ['CP-DEMO-0003'], points: 1_000 }),
      { token },
    );
    expect(order.price.couponDeduction).toBe(2_000);
    expect(order.price.pointsDeduction).toBe(1_000);
    expect(order.price.pointsUsed).toBe(1_000);
    const points = async () =>
      (await app.airline.db.select().from(member).where(eq(member.cellphone, '13800138000')))[0]!.points;
    expect(await points()).toBe(11_800);
    const cancel = await app.inject({
      method: 'POST',
      url: UpstreamPath.cancelOrder,
      headers: { 'x-member-token': token },
      payload: { orderNo: order.orderNo },
    });
    expect(okData(OrderDetailSchema, cancel).orderStatus).toBe(3);
    expect(await points()).toBe(12_800);
  });
});
