import { createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { OrderStatus, ResultCode, type Currency } from '@/lib/contract';
import type { MemberRow } from '../account/tokens';
import { bookingOrder, payment, serviceSecret } from '../db/schema';
import { localDate } from '../domain/time-zone';
import { ApiError } from '../errors';
import { redirectAllowed } from '../browser-redirects';
import type { Services } from '../services';
import { moveWallet } from '../wallet/ledger';
import { PAYABLE, asDb, expireDue, markPaid, type OrderRow } from './lifecycle';

export type PaymentRow = typeof payment.$inferSelect;
export type PayResult = 'success' | 'fail' | 'cancel';
type Channel = PaymentRow['channel'];
export type FailReason = NonNullable<PaymentRow['failReason']>;

/**
 * The request number the airline gives a payment (decision 49): `WP` (wallet) or `PY` (gateway, card) + the Beijing
 * date + 8 random digits, as service requests and name changes are numbered.
 */
export function newPaymentRequestNo(channel: Channel, nowMs: number): string {
  const prefix = channel === 'WALLET' ? 'WP' : 'PY';
  return `${prefix}${localDate(nowMs, 'Asia/Shanghai').replaceAll('-', '')}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

const RESULT_OF: Record<PaymentRow['status'], PayResult | null> = {
  PENDING: null,
  SUCCESS: 'success',
  FAIL: 'fail',
  CANCEL: 'cancel',
};

let cachedSecret: { db: unknown; value: Buffer } | undefined;

/** The HMAC key of gateway returns: made once per database and kept in it, so it survives restarts. */
async function signingKey(s: Services): Promise<Buffer> {
  if (cachedSecret?.db === s.db) return cachedSecret.value;
  await s.db
    .insert(serviceSecret)
    .values({ name: 'payment-return', value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await s.db.select().from(serviceSecret).where(eq(serviceSecret.name, 'payment-return'));
  cachedSecret = { db: s.db, value: Buffer.from(row!.value, 'hex') };
  return cachedSecret.value;
}

export async function signReturn(s: Services, orderNo: string, amount: number, result: PayResult, paymentId: string) {
  return createHmac('sha256', await signingKey(s))
    .update(`${orderNo}|${amount}|${result}|${paymentId}`)
    .digest('hex');
}

export async function findOrder(s: Services, orderNo: string): Promise<OrderRow> {
  await expireDue(s, orderNo);
  const [o] = await s.db.select().from(bookingOrder).where(eq(bookingOrder.orderNo, orderNo));
  if (!o) throw new ApiError(ResultCode.ORDER_NOT_FOUND);
  return o;
}

/** The order may be paid now with exactly this amount and currency. */
export function assertPayable(o: OrderRow, amount: number, currency: Currency): void {
  if (o.status === OrderStatus.CANCELLED && o.cancelReason === 'EXPIRED')
    throw new ApiError(ResultCode.PAYMENT_TIMEOUT);
  if (!(PAYABLE as number[]).includes(o.status)) throw new ApiError(ResultCode.ORDER_NOT_PAYABLE);
  if (amount !== o.payAmount || currency !== o.payCurrency) throw new ApiError(ResultCode.PAYMENT_AMOUNT_MISMATCH);
}

export type ApplyInput = {
  orderNo: string;
  amount: number;
  currency: Currency;
  type: string;
  webCallbackUrl: string;
  billing?: unknown;
};

/** A pending payment on the gateway (or card page); the browser is sent to `pagePath`. */
export async function applyPayment(
  s: Services,
  channel: Channel,
  input: ApplyInput,
): Promise<{ payment: PaymentRow; order: OrderRow; pagePath: string }> {
  const gateway = s.paymentGateway;
  if (!gateway) throw new ApiError(ResultCode.UPSTREAM_UNAVAILABLE, 'no gateway without the sandbox');
  if (!redirectAllowed(s, input.webCallbackUrl)) throw new ApiError(ResultCode.BAD_REQUEST, 'webCallbackUrl');
  const order = await findOrder(s, input.orderNo);
  assertPayable(order, input.amount, input.currency);
  const now = s.clock.now();
  const [row] = await s.db
    .insert(payment)
    .values({
      id: randomUUID(),
      requestNo: newPaymentRequestNo(channel, now),
      orderNo: order.orderNo,
      channel,
      amount: input.amount,
      currency: input.currency,
      status: 'PENDING',
      resultType: input.type,
      webCallbackUrl: input.webCallbackUrl,
      billing: input.billing ?? null,
      createdAt: new Date(now),
    })
    .returning();
  return { payment: row!, order, pagePath: gateway.pagePath(row!.id) };
}

/**
 * Records what the gateway page decided. The first result stands; a repeat returns it unchanged. A
 * success after the deadline is a failure (and the order expires).
 */
export async function completePayment(
  s: Services,
  paymentId: string,
  wanted: PayResult,
  failReason: FailReason = 'GATEWAY_DECLINED',
): Promise<PaymentRow | null> {
  const now = s.clock.now();
  const [current] = await s.db.select().from(payment).where(eq(payment.id, paymentId));
  if (!current || current.status !== 'PENDING') return current ?? null;
  await s.db.transaction(async (tx) => {
    let status: PaymentRow['status'] = wanted === 'success' ? 'SUCCESS' : wanted === 'fail' ? 'FAIL' : 'CANCEL';
    const taken = await tx
      .update(payment)
      .set({ status, completedAt: new Date(now), failReason: status === 'FAIL' ? failReason : null })
      .where(and(eq(payment.id, paymentId), eq(payment.status, 'PENDING')))
      .returning();
    if (!taken.length) return;
    if (
      status === 'SUCCESS' &&
      !(await markPaid(asDb(tx), current, { id: paymentId, channel: current.channel }, now))
    ) {
      status = 'FAIL';
      await tx.update(payment).set({ status, failReason: 'GATEWAY_DECLINED' }).where(eq(payment.id, paymentId));
    }
    if (status === 'FAIL')
      await tx
        .update(bookingOrder)
        .set({ status: OrderStatus.PAYMENT_FAILED })
        .where(and(eq(bookingOrder.orderNo, current.orderNo), eq(bookingOrder.status, OrderStatus.PENDING_PAYMENT)));
  });
  await expireDue(s, current.orderNo);
  const [done] = await s.db.select().from(payment).where(eq(payment.id, paymentId));
  return done ?? null;
}

/** Where the gateway sends the browser back: the notification, which the web verifies and never trusts. */
export async function returnUrl(s: Services, p: PaymentRow): Promise<string | null> {
  const result = RESULT_OF[p.status];
  if (!result || !p.webCallbackUrl) return null;
  const url = new URL(p.webCallbackUrl);
  url.searchParams.set('type', p.resultType);
  url.searchParams.set('orderNumber', p.orderNo);
  url.searchParams.set('pay', result);
  url.searchParams.set('paymentId', p.id);
  url.searchParams.set('amount', String(p.amount));
  url.searchParams.set('sign', await signReturn(s, p.orderNo, p.amount, result, p.id));
  return url.toString();
}

/** A gateway return is genuine when it names a recorded result of that payment, order and amount, signed. */
export async function verifyReturn(
  s: Services,
  q: { orderNumber: string; pay: PayResult; paymentId: string; amount: number; sign: string },
): Promise<{ orderNo: string; paymentId: string; pay: PayResult; orderStatus: number; failReason?: FailReason }> {
  const bad = () => new ApiError(ResultCode.PAYMENT_RETURN_INVALID);
  const expected = Buffer.from(await signReturn(s, q.orderNumber, q.amount, q.pay, q.paymentId), 'hex');
  const given = Buffer.from(q.sign, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw bad();
  const [p] = await s.db.select().from(payment).where(eq(payment.id, q.paymentId));
  if (!p || p.orderNo !== q.orderNumber || p.amount !== q.amount || RESULT_OF[p.status] !== q.pay) throw bad();
  const order = await findOrder(s, p.orderNo);
  const failReason = p.status === 'FAIL' && p.failReason ? { failReason: p.failReason } : {};
  return { orderNo: p.orderNo, paymentId: p.id, pay: q.pay, orderStatus: order.status, ...failReason };
}

/** What a wallet payment answers: the balance left, and the signed return the result page verifies as a gateway's. */
export type WalletPaid = {
  orderNo: string;
  orderStatus: number;
  balance: number;
  requestNo: string;
  paymentReturn: { type: string; orderNumber: string; pay: 'success'; paymentId: string; amount: number; sign: string };
};

/**
 * Wallet payment (walletStatus T): debits the balance in CNY through the wallet's ledger (decision 64) and marks the
 * order paid in one transaction. It answers
 * the same signed return a gateway sends back, so the shop's result page verifies and follows it (decision 49).
 */
export async function payByWallet(
  s: Services,
  buyer: MemberRow,
  input: { orderNo: string; amount: number; currency: Currency; type?: string },
): Promise<WalletPaid> {
  if (buyer.walletStatus !== 'T') throw new ApiError(ResultCode.WALLET_NOT_OPEN);
  const order = await findOrder(s, input.orderNo);
  if (order.memberId !== buyer.id) throw new ApiError(ResultCode.ORDER_NOT_FOUND);
  assertPayable(order, input.amount, input.currency);
  const now = s.clock.now();
  const id = randomUUID();
  const requestNo = newPaymentRequestNo('WALLET', now);
  const type = input.type ?? 'ticket';
  const balance = await s.db.transaction(async (tx) => {
    // The ledger's one writer (decision 64): refused with WALLET_INSUFFICIENT when the balance is short.
    const debited = await moveWallet(asDb(tx), {
      memberId: buyer.id,
      amountFen: -order.amountFen,
      kind: 'TRADE',
      reference: id,
      nowMs: now,
    });
    if (!debited) throw new Error('a new payment id was booked already');
    await tx.insert(payment).values({
      id,
      requestNo,
      orderNo: order.orderNo,
      channel: 'WALLET',
      amount: input.amount,
      currency: input.currency,
      status: 'SUCCESS',
      resultType: type,
      createdAt: new Date(now),
      completedAt: new Date(now),
    });
    if (!(await markPaid(asDb(tx), order, { id, channel: 'WALLET' }, now)))
      throw new ApiError(ResultCode.PAYMENT_TIMEOUT);
    return debited.balance;
  });
  const sign = await signReturn(s, order.orderNo, input.amount, 'success', id);
  // Paid, or for a presale's deposit the balance now due (special-products/presale.ts).
  const [after] = await s.db
    .select({ status: bookingOrder.status })
    .from(bookingOrder)
    .where(eq(bookingOrder.orderNo, order.orderNo));
  return {
    orderNo: order.orderNo,
    orderStatus: after?.status ?? OrderStatus.PAID,
    balance,
    requestNo,
    paymentReturn: { type, orderNumber: order.orderNo, pay: 'success', paymentId: id, amount: input.amount, sign },
  };
}
