import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect } from '../fixtures';
import { DEMO } from './account';
import { API, MOBILE, PASSENGER_NAME, runJobs } from './orders';
import { adult, soonFlight } from './trips';

// The wallet's shared scaffolding (member-wallet.spec, wallet-funds.spec): the sandbox's wallet controls, a ticket
// paid from the demo member's wallet, and its refund application, straight against airline-api.

type Envelope<D> = { code: string; msg: string; data?: D };
export async function ok<D>(res: { json(): Promise<unknown> }): Promise<D> {
  const body = (await res.json()) as Envelope<D>;
  expect(body.code, JSON.stringify(body)).toBe('0');
  return body.data!;
}

/** The sandbox's wallet control: sets the demo wallet (open, a balance), or reads it when nothing is given. */
export async function demoWallet(request: APIRequestContext, set: { balance?: number; walletStatus?: 'T' | 'F' } = {}) {
  const res = await request.post(`${API()}/sandbox/wallet`, { data: { cellphone: DEMO.phone, ...set } });
  return ok<{ walletStatus: 'T' | 'F'; balance: number }>(res);
}

/**
 * A FLEX ticket 10 days out and more, paid from the demo member's wallet and ticketed, straight against airline-api;
 * answers the order, what it cost and its passenger.
 */
export async function paidFromWallet(request: APIRequestContext, token: string) {
  const flight = await soonFlight(request, 'PEK', 'FLEX', 10);
  const reserved = await ok<{ orderNo: string; price: { actualAmount: number } }>(
    await request.post(`${API()}/shop/api/reserve/b2c/reserve`, {
      headers: { 'idempotency-key': randomUUID(), 'x-member-token': token },
      data: {
        channelNo: 'B2C',
        currency: 'CNY',
        fareIds: [`${flight.flightId}.FLEX`],
        passengers: [adult(PASSENGER_NAME)],
        contact: { name: PASSENGER_NAME, areaCode: '86', mobile: MOBILE, email: 'zhang@example.com' },
        agreeTerms: true,
      },
    }),
  );
  const { orderNo, price } = reserved;
  await ok(
    await request.post(`${API()}/pay/api/payment/wallet`, {
      headers: { 'x-member-token': token },
      data: { orderNo, amount: price.actualAmount, currency: 'CNY' },
    }),
  );
  let passengerId = '';
  await expect
    .poll(
      async () => {
        await runJobs(request);
        const detail = await ok<{ ticketing: string; passengers: { passengerId: string }[] }>(
          await request.get(`${API()}/order/api/order/my-flight-order/${orderNo}`, {
            headers: { 'x-member-token': token },
          }),
        );
        passengerId = detail.passengers[0]?.passengerId ?? '';
        return detail.ticketing;
      },
      { message: `order ${orderNo} ticketed`, timeout: 20_000 },
    )
    .toBe('ISSUED');
  return { orderNo, paid: price.actualAmount, passengerId };
}

/** The member's refund application of the order's ticket as quoted (multipart, as the web sends it). */
export async function applyForRefund(request: APIRequestContext, token: string, orderNo: string, passengerId: string) {
  const items = [{ passengerId, segmentIndex: 0 }];
  const quote = await ok<{ totalAmount: number; converted: boolean }>(
    await request.post(`${API()}/modAndRef/api/refund/`, {
      headers: { 'x-member-token': token },
      data: { orderNo, items, refundType: 'VOLUNTARY' },
    }),
  );
  const made = await ok<{ refundNo: string; amount: number }>(
    await request.post(`${API()}/modAndRef/api/refund/commitV2`, {
      headers: { 'x-member-token': token, 'idempotency-key': randomUUID() },
      multipart: {
        payload: JSON.stringify({
          orderNo,
          items,
          refundType: 'VOLUNTARY',
          reason: 'PLAN_CHANGED',
          note: '',
          confirmVoluntary: quote.converted,
          quotedAmount: quote.totalAmount,
        }),
      },
    }),
  );
  const decide = async (decision: 'approve' | 'pay') =>
    ok(await request.post(`${API()}/sandbox/refunds/decide`, { data: { refundNo: made.refundNo, decision } }));
  return { ...made, decide };
}

/** The sandbox bank settles the demo member's top-ups and withdrawals in progress now (decision 64). */
export async function settleDemoWallet(request: APIRequestContext) {
  return ok<{ settled: number }>(
    await request.post(`${API()}/sandbox/wallet/settle`, { data: { cellphone: DEMO.phone } }),
  );
}
