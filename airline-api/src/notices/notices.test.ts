import { eq } from 'drizzle-orm';
import {
  AddOnOrderDetailSchema,
  IDEMPOTENCY_HEADER,
  OrderAddOnOfferDataSchema,
  IrregularChangeDataSchema,
  IrregularFlightsDataSchema,
  OutboxDataSchema,
  UpstreamPath,
} from '@/lib/contract';
import { addDays } from '../domain/dates';
import { refundApplication } from '../db/schema';
import { caller, okData, setOffset } from '../../test/account-api';
import { CONTACT, newKey, payOnGateway, runJobs } from '../../test/booking-api';
import { VISITOR_PROOF } from '../../test/ticketed-order';
import { DB_TEST_TIMEOUT_MS, TEST_NOW } from '../../test/test-server';
import { app, commitOk, decideOk, items, scoped, serveRefunds, ticketed, type Booked } from '../../test/refund-scene';
import { queueRefundNotice } from './events';
import { setFlightStatus } from '../../test/flight-status-desk';

// Each case books, pays and tickets on a fresh database: slow on a busy machine.
jest.setTimeout(DB_TEST_TIMEOUT_MS * 3);

// Issue 28 §4 and §7, decision 47: a flight's delay, cancellation or diversion, a refund approved and paid back each
// leave one notice per recipient in the outbox (the sandbox's SMS and e-mail gateway), once per event, and none in
// the night's quiet hours (22:00–08:00 Beijing time) unless urgent. The test clock stands at 10:00 Beijing time.

serveRefunds();

const SMS = `86-${CONTACT.mobile}`;
const EMAIL = CONTACT.email;

async function notices(to: string, orderNo: string, event: string) {
  const { messages } = okData(
    OutboxDataSchema,
    await app.inject({ url: `${UpstreamPath.sandboxOutbox}?to=${encodeURIComponent(to)}&limit=50` }),
  );
  return messages.filter((m) => m.event === event && m.text.includes(orderNo));
}

const setStatus = (b: Booked, status: string, extra: { delayMinutes?: number; divertedTo?: string } = {}) =>
  setFlightStatus(app, b.flight, status, extra);

/** Moves airline-api's clock to a Beijing wall time of the test's day (2026-12-01) or a later one. */
const beijing = (wall: string) => setOffset(app, Date.parse(`${wall}+08:00`) - TEST_NOW);

describe('the traveller is told', () => {
  it('of a refund approved and then paid back: one SMS and one e-mail each, in the daytime at once', async () => {
    const b = await ticketed();
    const { refundNo } = await commitOk(b);
    await decideOk(refundNo, 'approve');
    await runJobs(app);
    const [sms] = await notices(SMS, b.orderNo, 'REFUND_APPROVED');
    expect(await notices(SMS, b.orderNo, 'REFUND_APPROVED')).toHaveLength(1);
    expect(await notices(EMAIL, b.orderNo, 'REFUND_APPROVED')).toHaveLength(1);
    expect(sms!.text).toContain(refundNo);
    expect(sms!.text).toContain(b.flight.flightNo);
    // A visitor's order: the order page in the booking's locale, on the site's public origin.
    expect(sms!.text).toContain(`http://localhost:3000/zh-CN/book/order?orderNo=${b.orderNo}`);

    await decideOk(refundNo, 'pay');
    await runJobs(app);
    expect(await notices(SMS, b.orderNo, 'REFUND_PAID')).toHaveLength(1);
    expect(await notices(EMAIL, b.orderNo, 'REFUND_PAID')).toHaveLength(1);
  });

  it('once per event: the same event queued again adds nothing, and the jobs running again send nothing', async () => {
    const b = await ticketed();
    const { refundNo } = await commitOk(b);
    await decideOk(refundNo, 'approve');
    const [row] = await app.airline.db.select().from(refundApplication).where(eq(refundApplication.refundNo, refundNo));
    expect(await queueRefundNotice(app.airline.db, app.airline, row!, 'REFUND_APPROVED')).toBe(0);
    await runJobs(app);
    await runJobs(app);
    expect(await notices(SMS, b.orderNo, 'REFUND_APPROVED')).toHaveLength(1);
  });

  it('of a cancellation at once, also at night, once however often it is reported, with the choices linked', async () => {
    const b = await ticketed();
    await beijing('2026-12-01T23:30');
    expect((await setStatus(b, 'CANCELLED')).statusCode).toBe(200);
    expect((await setStatus(b, 'CANCELLED')).statusCode).toBe(200);
    await runJobs(app);
    const sms = await notices(SMS, b.orderNo, 'FLIGHT_CANCELLED');
    expect(sms).toHaveLength(1);
    expect(sms[0]!.text).toContain(`http://localhost:3000/zh-CN/ancillary/abnormalEntry?orderNo=${b.orderNo}`);
    expect(await notices(EMAIL, b.orderNo, 'FLIGHT_CANCELLED')).toHaveLength(1);
  });

  it('of a diversion at once, also at night', async () => {
    const b = await ticketed();
    await beijing('2026-12-02T03:00');
    expect((await setStatus(b, 'DIVERTED', { divertedTo: 'SZX' })).statusCode).toBe(200);
    await runJobs(app);
    expect(await notices(SMS, b.orderNo, 'FLIGHT_DIVERTED')).toHaveLength(1);
  });

  it('of a short delay and a refund approved at night only at 08:00, not at 07:59', async () => {
    const b = await ticketed();
    const { refundNo } = await commitOk(b, [0]);
    await beijing('2026-12-01T22:00');
    await decideOk(refundNo, 'approve');
    await runJobs(app);
    expect(await notices(SMS, b.orderNo, 'REFUND_APPROVED')).toHaveLength(0);
    await beijing('2026-12-02T07:59');
    await runJobs(app);
    expect(await notices(EMAIL, b.orderNo, 'REFUND_APPROVED')).toHaveLength(0);
    await beijing('2026-12-02T08:00');
    await runJobs(app);
    expect(await notices(SMS, b.orderNo, 'REFUND_APPROVED')).toHaveLength(1);
    expect(await notices(EMAIL, b.orderNo, 'REFUND_APPROVED')).toHaveLength(1);
  });

  it('of a delay of under 2 hours at night in the morning, of a longer one at once; by day at once', async () => {
    const short = await ticketed();
    const long = await ticketed();
    const day = await ticketed();
    await beijing('2026-12-01T21:59');
    expect((await setStatus(day, 'DELAYED', { delayMinutes: 30 })).statusCode).toBe(200);
    await beijing('2026-12-01T22:00');
    expect((await setStatus(short, 'DELAYED', { delayMinutes: 119 })).statusCode).toBe(200);
    expect((await setStatus(long, 'DELAYED', { delayMinutes: 120 })).statusCode).toBe(200);
    await runJobs(app);
    const dayDelay = await notices(SMS, day.orderNo, 'FLIGHT_DELAYED');
    expect(dayDelay).toHaveLength(1);
    expect(dayDelay[0]!.text).toContain('30 分钟');
    expect(await notices(SMS, short.orderNo, 'FLIGHT_DELAYED')).toHaveLength(0);
    expect(await notices(SMS, long.orderNo, 'FLIGHT_DELAYED')).toHaveLength(1);
    await beijing('2026-12-02T08:00');
    await runJobs(app);
    expect(await notices(SMS, short.orderNo, 'FLIGHT_DELAYED')).toHaveLength(1);
  });

  it('of a free change of a cancelled flight as a change, not as a new booking: one message each way', async () => {
    const b = await ticketed();
    expect((await setStatus(b, 'CANCELLED')).statusCode).toBe(200);
    const date = addDays(b.flight.flightId.split(/-(.+)/)[1]!, 1);
    const offered = okData(
      IrregularFlightsDataSchema,
      await caller(app).post(UpstreamPath.irregularFlights, scoped(b, { segmentIndex: 0, items: items(b), date })),
    );
    const res = await app.inject({
      method: 'POST',
      url: UpstreamPath.irregularChange,
      payload: scoped(b, { segmentIndex: 0, items: items(b), fareId: offered.flights[0]!.fareId }),
      headers: { [IDEMPOTENCY_HEADER]: newKey(), 'x-forwarded-for': '10.0.0.1' },
    });
    const made = okData(IrregularChangeDataSchema, res).order;
    await runJobs(app);
    const sms = await notices(SMS, b.orderNo, 'CHANGE_CONFIRMED');
    expect(sms).toHaveLength(1);
    expect(sms[0]!.text).toContain(made.orderNo);
    expect(sms[0]!.text).toContain(offered.flights[0]!.flightNo);
    expect(await notices(EMAIL, b.orderNo, 'CHANGE_CONFIRMED')).toHaveLength(1);
    expect(await notices(EMAIL, made.orderNo, 'ORDER_TICKETED')).toHaveLength(0);
  });

  it('of an add-on bought, once it is paid and applied, with the order page to see it', async () => {
    const b = await ticketed();
    const inScope = (url: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
      app.inject({
        method: 'POST',
        url: url.replace(':orderNo', b.orderNo),
        payload: { orderNo: b.orderNo, visitor: VISITOR_PROOF, ...body },
        headers: { 'x-forwarded-for': '10.0.0.9', ...headers },
      });
    const offer = okData(
      OrderAddOnOfferDataSchema,
      await inScope(UpstreamPath.addOnOffer, { segmentIndex: 0, types: ['MEAL'] }),
    );
    const meal = offer.meals[0]!;
    const order = okData(
      AddOnOrderDetailSchema,
      await inScope(
        UpstreamPath.addOnReserve,
        {
          segmentIndex: 0,
          sessionId: offer.sessionId,
          amount: meal.price,
          services: [{ kind: 'MEAL', passengerId: b.passengerIds[0]!, productCode: meal.productCode }],
        },
        { [IDEMPOTENCY_HEADER]: newKey() },
      ),
    );
    await runJobs(app);
    expect(await notices(SMS, b.orderNo, 'ADD_ON_BOUGHT')).toHaveLength(0);
    await payOnGateway(app, order.orderNo, order.payAmount);
    await runJobs(app);
    await runJobs(app);
    const sms = await notices(SMS, b.orderNo, 'ADD_ON_BOUGHT');
    expect(sms).toHaveLength(1);
    expect(sms[0]!.text).toContain(order.orderNo);
    expect(sms[0]!.text).toContain(`http://localhost:3000/zh-CN/book/order?orderNo=${b.orderNo}`);
    expect(await notices(EMAIL, b.orderNo, 'ADD_ON_BOUGHT')).toHaveLength(1);
  });

  it('not of a short delay held overnight once the flight is delayed more: only the later state is told', async () => {
    const b = await ticketed();
    await beijing('2026-12-01T22:30');
    expect((await setStatus(b, 'DELAYED', { delayMinutes: 40 })).statusCode).toBe(200);
    await runJobs(app);
    expect(await notices(SMS, b.orderNo, 'FLIGHT_DELAYED')).toHaveLength(0);
    await beijing('2026-12-02T06:00');
    expect((await setStatus(b, 'DELAYED', { delayMinutes: 180 })).statusCode).toBe(200);
    await runJobs(app);
    await beijing('2026-12-02T08:00');
    await runJobs(app);
    const sms = await notices(SMS, b.orderNo, 'FLIGHT_DELAYED');
    expect(sms).toHaveLength(1);
    expect(sms[0]!.text).toContain('180 分钟');
    expect(await notices(EMAIL, b.orderNo, 'FLIGHT_DELAYED')).toHaveLength(1);
  });
});
