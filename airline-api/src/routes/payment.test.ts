// @postgres (decision 57): npm test runs it on PostgreSQL too, for one payment per order.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  MyOrdersDataSchema,
  OrderDetailSchema,
  PaymentReturnDataSchema,
  ResultCode,
  UpstreamPath,
  WalletPayDataSchema,
  OceanPaymentDataSchema,
} from '@/lib/contract';
import { member, refundRecord, ticketingJob } from '../db/schema';
import { codeOf, loginToken, okData, MINUTE, setOffset } from '../../test/account-api';
import {
  CONTACT,
  adult,
  child,
  flightsOn,
  payOnGateway,
  reserveBody,
  reserveOk,
  runJobs,
  standardFare,
  visitorDetail,
} from '../../test/booking-api';
import { DB_TEST_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, testServer } from '../../test/test-server';

jest.setTimeout(DB_TEST_TIMEOUT_MS);

let app: FastifyInstance;
beforeAll(async () => {
  app = await testServer({ workerIntervalMs: 0 });
}, SERVER_START_TIMEOUT_MS);
afterAll(async () => app.close());
afterEach(() => setOffset(app, 0));

const verify = (url: URL) =>
  app.inject({ method: 'POST', url: UpstreamPath.paymentVerifyReturn, payload: Object.fromEntries(url.searchParams) });
const seatsLeft = async (flightId: string, date: string) =>
  (await flightsOn(app, 'CAN', 'PEK', date))
    .find((f) => f.flightId === flightId)!
    .fares.find((f) => f.fareFamily === 'STANDARD')!.seatsLeft;

describe('payment, return and ticketing', () => {
  it('pays on the gateway, verifies the return, then issues 902 tickets asynchronously', async () => {
    const { fareId } = await standardFare(app, 5);
    const order = await reserveOk(app, reserveBody([fareId], { passengers: [adult(), child()] }));
    const back = await payOnGateway(app, order.orderNo, order.price.actualAmount);
    expect(back.origin + back.pathname).toBe('http://localhost:3000/zh-CN/result');
    expect(back.searchParams.get('pay')).toBe('success');
    expect(back.searchParams.get('orderNumber')).toBe(order.orderNo);
    expect(back.searchParams.get('type')).toBe('ticket');
    const verified = okData(PaymentReturnDataSchema, await verify(back));
    expect(verified.orderStatus).toBe(2);
    // Paid is not ticketed: tickets are pending until the worker runs.
    let detail = await visitorDetail(app, order.orderNo);
    expect(detail.ticketing).toBe('PENDING');
    expect(detail.tickets.every((t) => t.ticketNo === null && t.ticketStatus === 1 && t.productStatus === 1)).toBe(
      true,
    );
    await runJobs(app);
    detail = await visitorDetail(app, order.orderNo);
    expect(detail.orderStatus).toBe(5);
    expect(detail.ticketing).toBe('ISSUED');
    const numbers = detail.tickets.map((t) => t.ticketNo!);
    for (const n of numbers) expect(n).toMatch(/^902\d{10}$/);
    expect(new Set(numbers).size).toBe(2);
    expect(detail.tickets.every((t) => t.ticketStatus === 2 && t.productStatus === 2)).toBe(true);
    // A repeated return is harmless: the same answer, nothing changes.
    expect(okData(PaymentReturnDataSchema, await verify(back)).orderStatus).toBe(5);
    const again = await app.inject({
      method: 'POST',
      url: new URL(back.searchParams.get('paymentId')!, 'http://x/sandbox/pay/').pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=fail',
    });
    expect(new URL(String(again.headers.location)).searchParams.get('pay')).toBe('success');
    expect(codeOf(await verify(back))).toBe(ResultCode.OK);
  });

  it('refuses tampered returns', async () => {
    const { fareId } = await standardFare(app, 6);
    const order = await reserveOk(app, reserveBody([fareId]));
    const back = await payOnGateway(app, order.orderNo, order.price.actualAmount, 'cancel');
    expect(back.searchParams.get('pay')).toBe('cancel');
    const tamper = (k: string, v: string) => {
      const u = new URL(back);
      u.searchParams.set(k, v);
      return verify(u);
    };
    expect(codeOf(await tamper('amount', '1'))).toBe(ResultCode.PAYMENT_RETURN_INVALID);
    expect(codeOf(await tamper('pay', 'success'))).toBe(ResultCode.PAYMENT_RETURN_INVALID);
    expect(codeOf(await tamper('orderNumber', 'YQ2026120112345678'))).toBe(ResultCode.PAYMENT_RETURN_INVALID);
    expect(codeOf(await tamper('sign', '0'.repeat(64)))).toBe(ResultCode.PAYMENT_RETURN_INVALID);
    expect(okData(PaymentReturnDataSchema, await verify(back)).orderStatus).toBe(1);
  });

  it('requires the exact payable amount', async () => {
    const { fareId } = await standardFare(app, 6);
    const order = await reserveOk(app, reserveBody([fareId]));
    await expect(payOnGateway(app, order.orderNo, order.price.actualAmount - 1)).rejects.toThrow();
    const res = await app.inject({
      method: 'POST',
      url: UpstreamPath.paymentApply,
      payload: { amount: 1, orderNo: order.orderNo, currency: 'CNY', webCallbackUrl: 'http://localhost:3000/r' },
    });
    expect(codeOf(res)).toBe(ResultCode.PAYMENT_AMOUNT_MISMATCH);
    const evil = await app.inject({
      method: 'POST',
      url: UpstreamPath.paymentApply,
      payload: {
        amount: order.price.actualAmount,
        orderNo: order.orderNo,
        currency: 'CNY',
        webCallbackUrl: 'https://evil.example/r',
      },
    });
    expect(codeOf(evil)).toBe(ResultCode.BAD_REQUEST);
  });

  it('enforces the payment deadline on both sides', async () => {
    const { fareId } = await standardFare(app, 7);
    const early = await reserveOk(app, reserveBody([fareId]));
    setOffset(app, 30 * MINUTE - 1_000);
    expect((await payOnGateway(app, early.orderNo, early.price.actualAmount)).searchParams.get('pay')).toBe('success');
    setOffset(app, 0);
    const late = await reserveOk(app, reserveBody([fareId]));
    const apply = await app.inject({
      method: 'POST',
      url: UpstreamPath.paymentApply,
      payload: {
        amount: late.price.actualAmount,
        orderNo: late.orderNo,
        currency: 'CNY',
        webCallbackUrl: 'http://localhost:3000/r',
      },
    });
    const page = new URL(JSON.parse(apply.body).data.url as string);
    setOffset(app, 30 * MINUTE);
    const res = await app.inject({
      method: 'POST',
      url: page.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=pay',
    });
    expect(new URL(String(res.headers.location)).searchParams.get('pay')).toBe('fail');
    const detail = await visitorDetail(app, late.orderNo);
    expect(detail.orderStatus).toBe(3);
    expect(detail.cancelReason).toBe('EXPIRED');
    const again = await app.inject({
      method: 'POST',
      url: UpstreamPath.paymentApply,
      payload: {
        amount: late.price.actualAmount,
        orderNo: late.orderNo,
        currency: 'CNY',
        webCallbackUrl: 'http://localhost:3000/r',
      },
    });
    expect(codeOf(again)).toBe(ResultCode.PAYMENT_TIMEOUT);
  });

  it('ticketing failure refunds by the original route (gateway)', async () => {
    const { fareId } = await standardFare(app, 8);
    const failing = adult({ surname: 'FAIL', givenName: 'TICKETING' });
    const order = await reserveOk(app, reserveBody([fareId], { passengers: [failing] }));
    await payOnGateway(app, order.orderNo, order.price.actualAmount);
    await runJobs(app);
    const detail = await visitorDetail(app, order.orderNo);
    expect(detail.ticketing).toBe('FAILED');
    expect(detail.orderStatus).toBe(3);
    expect(detail.cancelReason).toBe('TICKETING_FAILED');
    expect(detail.tickets[0]).toMatchObject({ ticketNo: null, ticketStatus: 8, productStatus: 5 });
    expect(detail.refund).toMatchObject({
      amount: order.price.actualAmount,
      channel: 'GATEWAY',
      reason: 'TICKETING_FAILED',
    });
  });

  it('pays an overseas card order on the card page', async () => {
    const { fareId } = await standardFare(app, 8);
    const order = await reserveOk(app, reserveBody([fareId], { currency: 'USD' }));
    const res = await app.inject({
      method: 'POST',
      url: UpstreamPath.oceanPayment,
      headers: { 'x-language': 'en_US' },
      payload: {
        orderNo: order.orderNo,
        amount: order.price.actualAmount,
        currency: 'USD',
        productName: 'Air ticket',
        productNum: 1,
        billing: {
          firstName: 'Yun',
          lastName: 'Zhang',
          email: 'z@example.com',
          phone: '+15551234567',
          country: 'US',
          city: 'Seattle',
          address: '1 Main St',
          zip: '98101',
        },
        webCallbackUrl: 'http://localhost:3000/en-US/result',
      },
    });
    const page = new URL(okData(OceanPaymentDataSchema, res).payUrl);
    const html = await app.inject({ url: page.pathname + page.search });
    expect(html.body).toContain('lang="en"');
    expect(html.body).toContain('<label for="card">Card number</label>');
    const post = (card: string) =>
      app.inject({
        method: 'POST',
        url: page.pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `decision=pay&lang=en&cardNumber=${card}`,
      });
    expect(new URL(String((await post('4111111111111111')).headers.location)).searchParams.get('pay')).toBe('success');
  });

  it('keeps why a card payment failed and answers it on the verified return (decision 49)', async () => {
    const { fareId } = await standardFare(app, 8);
    const cardPayment = async () => {
      const order = await reserveOk(app, reserveBody([fareId], { currency: 'USD' }));
      const res = await app.inject({
        method: 'POST',
        url: UpstreamPath.oceanPayment,
        payload: {
          orderNo: order.orderNo,
          amount: order.price.actualAmount,
          currency: 'USD',
          productName: 'Air ticket',
          productNum: 1,
          billing: {
            firstName: 'Yun',
            lastName: 'Zhang',
            email: 'z@example.com',
            phone: '+15551234567',
            country: 'US',
            city: 'Seattle',
            address: '1 Main St',
            zip: '98101',
          },
          webCallbackUrl: 'http://localhost:3000/en-US/result',
        },
      });
      return new URL(okData(OceanPaymentDataSchema, res).payUrl).pathname;
    };
    const decide = async (path: string, payload: string) =>
      new URL(
        String(
          (
            await app.inject({
              method: 'POST',
              url: path,
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              payload,
            })
          ).headers.location,
        ),
      );
    const cases: [string, string][] = [
      ['decision=pay&cardNumber=4000000000000002', 'CARD_DECLINED'],
      ['decision=pay&cardNumber=4111111111111112', 'CARD_INVALID'],
      ['decision=fail', 'GATEWAY_DECLINED'],
    ];
    for (const [payload, reason] of cases) {
      const back = await decide(await cardPayment(), payload);
      expect(back.searchParams.get('pay')).toBe('fail');
      // The reason is not in the URL: the verification reads it from the payment.
      expect(back.searchParams.has('failReason')).toBe(false);
      expect(okData(PaymentReturnDataSchema, await verify(back)).failReason).toBe(reason);
    }
    // A success has no reason.
    const paid = await decide(await cardPayment(), 'decision=pay&cardNumber=4111111111111111');
    expect(okData(PaymentReturnDataSchema, await verify(paid)).failReason).toBeUndefined();
  });
});

describe('wallet, member orders, cancel, expiry, visitors', () => {
  it('pays by wallet and credits it back when ticketing fails (sandbox flag)', async () => {
    const token = await loginToken(app);
    const balance = async () =>
      (await app.airline.db.select().from(member).where(eq(member.cellphone, '13800138000')))[0]!.balance;
    await app.airline.db.update(member).set({ balance: 500_000 }).where(eq(member.cellphone, '13800138000'));
    const before = await balance();
    const { fareId } = await standardFare(app, 9);
    const order = await reserveOk(app, reserveBody([fareId]), { token });
    await app.inject({
      method: 'POST',
      url: UpstreamPath.sandboxTicketing,
      payload: { orderNo: order.orderNo, fail: true },
    });
    const pay = (amount: number) =>
      app.inject({
        method: 'POST',
        url: UpstreamPath.walletPay,
        headers: { 'x-member-token': token },
        payload: { orderNo: order.orderNo, amount, currency: 'CNY' },
      });
    expect(codeOf(await pay(order.price.actualAmount + 1))).toBe(ResultCode.PAYMENT_AMOUNT_MISMATCH);
    const paid = okData(WalletPayDataSchema, await pay(order.price.actualAmount));
    expect(paid.balance).toBe(before - order.price.actualAmount);
    // Decision 49: the airline's number (WP + Beijing date + 8 digits), and a signed return the result page verifies.
    expect(paid.requestNo).toMatch(/^WP\d{8}\d{8}$/);
    expect(paid.paymentReturn).toMatchObject({ type: 'ticket', orderNumber: order.orderNo, pay: 'success' });
    const back = new URL('http://localhost:3000/zh-CN/result');
    for (const [k, v] of Object.entries(paid.paymentReturn)) back.searchParams.set(k, String(v));
    expect(okData(PaymentReturnDataSchema, await verify(back))).toMatchObject({
      orderNo: order.orderNo,
      pay: 'success',
    });
    back.searchParams.set('amount', String(paid.paymentReturn.amount - 1));
    expect(codeOf(await verify(back))).toBe(ResultCode.PAYMENT_RETURN_INVALID);
    await runJobs(app);
    expect(await balance()).toBe(before);
    const [refund] = await app.airline.db.select().from(refundRecord).where(eq(refundRecord.orderNo, order.orderNo));
    expect(refund?.channel).toBe('WALLET');
    const list = okData(
      MyOrdersDataSchema,
      await app.inject({ url: `${UpstreamPath.myOrders}?tab=ALL`, headers: { 'x-member-token': token } }),
    );
    expect(list.list.map((o) => o.orderNo)).toContain(order.orderNo);
    const mine = await app.inject({
      url: UpstreamPath.myFlightOrder.replace(':orderNo', order.orderNo),
      headers: { 'x-member-token': token },
    });
    expect(okData(OrderDetailSchema, mine).refund?.channel).toBe('WALLET');
  });

  it('refuses a wallet payment beyond the balance', async () => {
    const token = await loginToken(app);
    await app.airline.db.update(member).set({ balance: 100 }).where(eq(member.cellphone, '13800138000'));
    const { fareId } = await standardFare(app, 10);
    const order = await reserveOk(app, reserveBody([fareId]), { token });
    const res = await app.inject({
      method: 'POST',
      url: UpstreamPath.walletPay,
      headers: { 'x-member-token': token },
      payload: { orderNo: order.orderNo, amount: order.price.actualAmount, currency: 'CNY' },
    });
    expect(codeOf(res)).toBe(ResultCode.WALLET_INSUFFICIENT);
    const unpaid = okData(
      MyOrdersDataSchema,
      await app.inject({ url: `${UpstreamPath.myOrders}?tab=UNPAID`, headers: { 'x-member-token': token } }),
    );
    expect(unpaid.list.map((o) => o.orderNo)).toContain(order.orderNo);
  });

  it('expiry at the deadline releases the seats (sweep and lazily on read)', async () => {
    const { fareId, flight } = await standardFare(app, 11);
    const date = flight.flightId.slice(-10);
    const before = await seatsLeft(flight.flightId, date);
    const a = await reserveOk(app, reserveBody([fareId]));
    const b = await reserveOk(app, reserveBody([fareId]));
    expect(await seatsLeft(flight.flightId, date)).toBe(before - 2);
    setOffset(app, 30 * MINUTE - 1);
    await runJobs(app);
    expect((await visitorDetail(app, a.orderNo)).orderStatus).toBe(1);
    setOffset(app, 30 * MINUTE);
    expect((await visitorDetail(app, a.orderNo)).cancelReason).toBe('EXPIRED');
    await runJobs(app);
    const detail = await visitorDetail(app, b.orderNo);
    expect(detail.orderStatus).toBe(3);
    expect(detail.tickets[0]!.ticketStatus).toBe(9);
    setOffset(app, 0);
    expect(await seatsLeft(flight.flightId, date)).toBe(before);
  });

  it('a visitor finds and cancels an order with the right name and phone only', async () => {
    const { fareId, flight } = await standardFare(app, 12);
    const date = flight.flightId.slice(-10);
    const before = await seatsLeft(flight.flightId, date);
    const order = await reserveOk(
      app,
      reserveBody([fareId], { passengers: [adult({ surname: 'ZHANG', givenName: 'YUNQUE' })] }),
    );
    expect((await visitorDetail(app, order.orderNo, 'zhang/yunque')).contact).toEqual(CONTACT);
    const wrong = (name: string, mobile: string) =>
      app.inject({
        method: 'POST',
        url: UpstreamPath.visitorOrder,
        payload: { orderNo: order.orderNo, passengerName: name, mobile },
      });
    expect(codeOf(await wrong('李四', CONTACT.mobile))).toBe(ResultCode.ORDER_NOT_FOUND);
    expect(codeOf(await wrong('张云雀', '13900000000'))).toBe(ResultCode.ORDER_NOT_FOUND);
    const cancel = (passengerName: string) =>
      app.inject({
        method: 'POST',
        url: UpstreamPath.cancelOrder,
        payload: { orderNo: order.orderNo, passengerName, mobile: CONTACT.mobile },
      });
    expect(codeOf(await cancel('李四'))).toBe(ResultCode.ORDER_NOT_FOUND);
    expect(okData(OrderDetailSchema, await cancel('张云雀')).cancelReason).toBe('USER');
    expect(codeOf(await cancel('张云雀'))).toBe(ResultCode.ORDER_NOT_CANCELLABLE);
    expect(await seatsLeft(flight.flightId, date)).toBe(before);
  });

  it('ticketing jobs survive a restart (the queue is in the database)', async () => {
    const { fareId } = await standardFare(app, 13);
    const order = await reserveOk(app, reserveBody([fareId]));
    await payOnGateway(app, order.orderNo, order.price.actualAmount);
    // A worker that died mid-run leaves the job RUNNING with a lock; after the lock it is taken again.
    await app.airline.db
      .update(ticketingJob)
      .set({ status: 'RUNNING', lockedUntil: new Date(Date.parse('2026-12-01T02:00:30Z')) })
      .where(eq(ticketingJob.orderNo, order.orderNo));
    await runJobs(app);
    expect((await visitorDetail(app, order.orderNo)).ticketing).toBe('PENDING');
    setOffset(app, MINUTE);
    await runJobs(app);
    expect((await visitorDetail(app, order.orderNo)).ticketing).toBe('ISSUED');
  });
});
