// @postgres (decision 57): npm test runs it on PostgreSQL too, for two exchanges of a card's last flight at once.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  ExchangeDataSchema,
  ExchangeFlightsDataSchema,
  OrderDetailSchema,
  ProductExchangePath,
  ProductOrderDataSchema,
  ProductRefundDataSchema,
  ProductRefundQuoteDataSchema,
  ProductStatus,
  ResultCode,
  SpecialProductPath,
  SpecialProductRefundPath,
  TicketStatus,
  UpstreamPath,
} from '@/lib/contract';
import { PLAIN_PHONE } from '../db/seed/members';
import {
  bookingOrder,
  flightInventory,
  productUnit,
  refundRecord,
  specialProduct,
  travellerNotice,
} from '../db/schema';
import { DEMO, caller, codeOf, loginToken, okData, setOffset } from '../../test/account-api';
import { emptyBook, newProductKey, paidProduct, postWithKey } from '../../test/product-api';
import { applyForRefund, decideRefund } from '../../test/refund-api';
import { DB_TEST_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, TEST_NOW, testServer } from '../../test/test-server';
import { addDays } from '../domain/dates';
import { localDate } from '../domain/time-zone';
import { setFlightStatus } from '../../test/flight-status-desk';

// Issue 32 §1, decision 67: a flight exchanged with a season-ticket card (spec §2 /specialBook/booking; §8 'not
// within convertibility time', 'package exchange limit reached', 'flight is full', 'no inventory'; §9 restores 1).
jest.setTimeout(DB_TEST_TIMEOUT_MS);

let app: FastifyInstance;
let demo: string;
let plain: string;
beforeAll(async () => {
  app = await testServer({ workerIntervalMs: 0 });
  demo = await loginToken(app);
  plain = await loginToken(app, { cellphone: PLAIN_PHONE, password: DEMO.password });
  // Every test buys its own card of the route product: the member limit (decision 67) is not this file's subject.
  await app.airline.db
    .update(specialProduct)
    .set({ perMemberLimit: 50 })
    .where(eq(specialProduct.id, 'PKG-ROUTE-CANPEK'));
}, SERVER_START_TIMEOUT_MS);
afterAll(async () => app.close());
afterEach(() => setOffset(app, 0));

const TODAY = localDate(TEST_NOW, 'Asia/Shanghai');
const day = (n: number) => addDays(TODAY, n);

/** A paid card of `productId` for a fresh beneficiary of the demo member's book. */
async function paidCard(productId: string): Promise<{ orderNo: string; unitId: string }> {
  const bought = await paidProduct(app, demo, productId);
  // The book keeps 5 beneficiaries; a card keeps its own copy.
  await emptyBook(app, demo);
  const o = okData(ProductOrderDataSchema, await caller(app).post(SpecialProductPath.order, bought, demo));
  return { orderNo: bought.orderNo, unitId: o.units[0]!.unitId };
}

const flights = (token: string, unitId: string, dep: string, arr: string, date: string) =>
  caller(app).post(ProductExchangePath.flights, { unitId, depAirport: dep, arrAirport: arr, date }, token);
const exchange = (token: string, unitId: string, flightId: string, key?: string) =>
  postWithKey(app, ProductExchangePath.exchange, token, { unitId, flightId }, key);
/** The day's first flight with a seat of the card's fare family (the simulated prior load fills some). */
const firstFlight = async (unitId: string, date = day(3), dep = 'CAN', arr = 'PEK') =>
  okData(ExchangeFlightsDataSchema, await flights(demo, unitId, dep, arr, date)).flights.find(
    (f) => f.seats === 'AVAILABLE',
  )!;
const cardOf = async (orderNo: string) =>
  okData(ProductOrderDataSchema, await caller(app).post(SpecialProductPath.order, { orderNo }, demo)).units[0]!;

describe('exchanging a flight with a card (spec §2 /specialBook/booking)', () => {
  it('lists the flights of a route and day, and gives a normal 902 ticket of the product order type', async () => {
    const card = await paidCard('PKG-ROUTE-CANPEK');
    const flight = await firstFlight(card.unitId);
    expect(flight.seats).toBe('AVAILABLE');
    const k2 = newProductKey();
    const made = okData(ExchangeDataSchema, await exchange(demo, card.unitId, flight.flightId, k2));
    expect(made.ticketNo).toMatch(/^902\d{10}$/);
    expect(made.remaining).toBe(3);
    // The same key answers the same exchange, and takes no second flight.
    expect(okData(ExchangeDataSchema, await exchange(demo, card.unitId, flight.flightId, k2)).orderNo).toBe(
      made.orderNo,
    );
    const [o] = await app.airline.db.select().from(bookingOrder).where(eq(bookingOrder.orderNo, made.orderNo));
    expect(o).toMatchObject({ orderType: 6, parentOrderNo: card.orderNo, amountFen: 0, status: 5 });
    const unit = await cardOf(card.orderNo);
    expect(unit).toMatchObject({ used: 1, remaining: 3, status: ProductStatus.USABLE });
    expect(unit.exchanges).toEqual([
      expect.objectContaining({ orderNo: made.orderNo, ticketNo: made.ticketNo, ticketStatus: TicketStatus.ISSUED }),
    ]);
    // The beneficiary holds that flight already.
    expect(codeOf(await exchange(demo, card.unitId, flight.flightId))).toBe(ResultCode.PRODUCT_BENEFICIARY_DUPLICATE);
  });

  it('never shows or spends another member’s card', async () => {
    const card = await paidCard('PKG-ROUTE-CANPEK');
    expect(codeOf(await flights(plain, card.unitId, 'CAN', 'PEK', day(3)))).toBe(ResultCode.NOT_FOUND);
    const flight = await firstFlight(card.unitId);
    expect(codeOf(await exchange(plain, card.unitId, flight.flightId))).toBe(ResultCode.NOT_FOUND);
  });

  it('refuses a route off the product, a day outside its dates, and any flight after its confirm deadline', async () => {
    const card = await paidCard('PKG-ROUTE-CANPEK');
    expect(codeOf(await flights(demo, card.unitId, 'CAN', 'SHA', day(3)))).toBe(ResultCode.NOT_CONVERTIBLE);
    // Exchange dates day 1 to day 150, both inclusive.
    expect(codeOf(await flights(demo, card.unitId, 'CAN', 'PEK', day(0)))).toBe(ResultCode.NOT_CONVERTIBLE);
    expect(
      okData(ExchangeFlightsDataSchema, await flights(demo, card.unitId, 'CAN', 'PEK', day(1))).flights.length,
    ).toBeGreaterThan(0);
    expect(
      okData(ExchangeFlightsDataSchema, await flights(demo, card.unitId, 'CAN', 'PEK', day(150))).flights.length,
    ).toBeGreaterThan(0);
    expect(codeOf(await flights(demo, card.unitId, 'CAN', 'PEK', day(151)))).toBe(ResultCode.NOT_CONVERTIBLE);
    const late = await firstFlight(card.unitId, day(150));
    await setOffset(app, 149 * 24 * 60 * 60_000);
    // A token of day 0 has ended by then: the member signs in again.
    const later = await loginToken(app);
    expect(codeOf(await exchange(later, card.unitId, late.flightId))).toBe(ResultCode.NOT_CONVERTIBLE);
  });

  it('says no inventory when its fare family is gone and the flight is full when every seat is', async () => {
    const card = await paidCard('PKG-ROUTE-CANPEK');
    const flight = await firstFlight(card.unitId, day(5));
    const fill = async (family: 'BASIC' | 'STANDARD' | 'FLEX') => {
      await app.airline.db
        .insert(flightInventory)
        .values({
          flightId: flight.flightId,
          fareFamily: family,
          flightDate: day(5),
          depAirport: 'CAN',
          arrAirport: 'PEK',
          capacity: 10,
          sold: 10,
        })
        .onConflictDoUpdate({
          target: [flightInventory.flightId, flightInventory.fareFamily],
          set: { sold: 10, capacity: 10 },
        });
    };
    const seatsNow = async () =>
      okData(ExchangeFlightsDataSchema, await flights(demo, card.unitId, 'CAN', 'PEK', day(5))).flights.find(
        (f) => f.flightId === flight.flightId,
      )!.seats;
    await fill('BASIC');
    expect(await seatsNow()).toBe('NO_INVENTORY');
    expect(codeOf(await exchange(demo, card.unitId, flight.flightId))).toBe(ResultCode.NO_INVENTORY);
    await fill('STANDARD');
    await fill('FLEX');
    expect(await seatsNow()).toBe('FULL');
    expect(codeOf(await exchange(demo, card.unitId, flight.flightId))).toBe(ResultCode.FLIGHT_FULL);
    // Nothing was counted against the card.
    expect((await cardOf(card.orderNo)).used).toBe(0);
  });

  it('uses a card up at its last flight, and two exchanges of that flight at once make one ticket', async () => {
    const card = await paidCard('PKG-ROUTE-CANPEK');
    await app.airline.db.update(productUnit).set({ used: 3 }).where(eq(productUnit.id, card.unitId));
    const a = await firstFlight(card.unitId, day(6));
    const b = await firstFlight(card.unitId, day(7), 'PEK', 'CAN');
    const both = await Promise.all([exchange(demo, card.unitId, a.flightId), exchange(demo, card.unitId, b.flightId)]);
    const codes = both.map(codeOf).sort();
    expect(codes).toEqual([ResultCode.OK, ResultCode.PACKAGE_EXCHANGE_LIMIT].sort());
    expect(await cardOf(card.orderNo)).toMatchObject({ used: 4, remaining: 0, status: ProductStatus.USED });
    expect(codeOf(await flights(demo, card.unitId, 'CAN', 'PEK', day(8)))).toBe(ResultCode.PACKAGE_EXCHANGE_LIMIT);
  });
});

describe('a refund of an exchanged ticket (spec §9: voluntary restores nothing, involuntary restores 1)', () => {
  type Kind = { refundType: 'VOLUNTARY' | 'INVOLUNTARY'; reason: string };
  const CANCELLED: Kind = { refundType: 'INVOLUNTARY', reason: 'FLIGHT_CANCELLED' };

  /** A card of the route product with a flight exchanged 9 days ahead. */
  async function exchanged() {
    const card = await paidCard('PKG-ROUTE-CANPEK');
    const flight = await firstFlight(card.unitId, day(9));
    const made = okData(ExchangeDataSchema, await exchange(demo, card.unitId, flight.flightId));
    expect((await cardOf(card.orderNo)).used).toBe(1);
    return { card, flight, ticketOrderNo: made.orderNo };
  }

  /** The exchanged ticket refunded (after the airline cancelled its flight when involuntary), approved and paid. */
  async function refundTicket(x: Awaited<ReturnType<typeof exchanged>>, kind: Kind) {
    if (kind.refundType === 'INVOLUNTARY') {
      await setFlightStatus(app, x.flight, 'CANCELLED');
    }
    const d = okData(
      OrderDetailSchema,
      await caller(app).get(UpstreamPath.myFlightOrder.replace(':orderNo', x.ticketOrderNo), demo),
    );
    const items = [{ passengerId: d.passengers[0]!.passengerId, segmentIndex: 0 }];
    const application = await applyForRefund(app, x.ticketOrderNo, items, { token: demo }, kind);
    expect(application.refundType).toBe(kind.refundType);
    await decideRefund(app, application.refundNo, 'approve');
    await decideRefund(app, application.refundNo, 'pay');
    // Paying an application twice is refused by the desk, so the flight comes back once.
    await decideRefund(app, application.refundNo, 'pay').catch(() => undefined);
    return cardOf(x.card.orderNo);
  }

  /** The SMS the refund desk queued for the exchanged ticket's order, by event (decision 47). */
  const refundSms = async (orderNo: string, event: 'REFUND_APPROVED' | 'REFUND_PAID') =>
    (
      await app.airline.db
        .select({ text: travellerNotice.text })
        .from(travellerNotice)
        .where(
          and(
            eq(travellerNotice.orderNo, orderNo),
            eq(travellerNotice.event, event),
            eq(travellerNotice.channel, 'SMS'),
          ),
        )
    ).map((n) => n.text);

  it('keeps the flight used when the refund is voluntary, and the notice says nothing comes back', async () => {
    const x = await exchanged();
    expect(await refundTicket(x, { refundType: 'VOLUNTARY', reason: 'PLAN_CHANGED' })).toMatchObject({
      used: 1,
      remaining: 3,
    });
    const [paid] = await refundSms(x.ticketOrderNo, 'REFUND_PAID');
    expect(paid).toContain('自愿退票不退回权益卡的兑换次数，无应退金额。');
    expect(paid).not.toContain('0.00');
  });

  it('gives the flight back once when the airline cancelled it, and the notices say so, not "￥0.00 refunded"', async () => {
    const x = await exchanged();
    expect(await refundTicket(x, CANCELLED)).toMatchObject({ used: 0, remaining: 4 });
    const [approved] = await refundSms(x.ticketOrderNo, 'REFUND_APPROVED');
    const [paid] = await refundSms(x.ticketOrderNo, 'REFUND_PAID');
    expect(approved).toContain('该航班将退回您的权益卡');
    expect(paid).toContain('该航班已退回您的权益卡，可再次兑换。');
    for (const text of [approved, paid]) expect(text).not.toContain('0.00');
  });

  it("pays the flight's share back instead when the card was refunded before the airline cancelled it", async () => {
    const x = await exchanged();
    const quote = async () =>
      okData(
        ProductRefundQuoteDataSchema,
        await caller(app).post(SpecialProductRefundPath.quote, { orderNo: x.card.orderNo }, demo),
      );
    // 1,299 yuan for 4 flights, one used: three quarters back.
    expect((await quote()).units[0]!.refundFen).toBe(97_425);
    const body = { orderNo: x.card.orderNo, unitIds: [x.card.unitId], quotedTotalFen: 97_425 };
    okData(ProductRefundDataSchema, await postWithKey(app, SpecialProductRefundPath.refund, demo, body));
    // The airline cancels the exchanged flight: a refunded card has no use for it, so its quarter comes back.
    expect(await refundTicket(x, CANCELLED)).toMatchObject({ status: ProductStatus.REFUNDED, used: 1 });
    const records = await app.airline.db
      .select()
      .from(refundRecord)
      .where(and(eq(refundRecord.orderNo, x.card.orderNo), eq(refundRecord.reason, 'PRODUCT_REFUND')));
    expect(records.map((r) => r.amount).sort((a, b) => a - b)).toEqual([32_475, 97_425]);
    expect((await quote()).refunds).toHaveLength(2);
    const [paid] = await refundSms(x.ticketOrderNo, 'REFUND_PAID');
    expect(paid).toContain('该航班在卡价中的份额已按购卡时的支付方式退回');
  });
});
