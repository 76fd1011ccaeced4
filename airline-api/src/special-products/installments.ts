import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  OrderStatus,
  ResultCode,
  type InstallmentLinkData,
  type InstallmentPayBody,
  type InstallmentView,
  type InstallmentViewBody,
  type UpstreamLanguage,
} from '@/lib/contract';
import { RESEND_SECONDS } from '@/lib/domain/account-rules';
import {
  INSTALLMENT_INTEREST_FREE_DAYS,
  INSTALLMENT_PERIODS,
  installmentPlan,
} from '@/lib/domain/special-product-rules';
import { DeliveryFailed, gatewayFor } from '../account/code-delivery';
import { maskContact } from '../account/members';
import type { MemberRow } from '../account/tokens';
import { asDb, expireDue, type OrderRow } from '../booking/lifecycle';
import { applyPayment } from '../booking/payments';
import type { Db } from '../db/client';
import { bookingOrder } from '../db/schema';
import { localDate, localTime } from '../domain/time-zone';
import { ApiError } from '../errors';
import { noticeMoney } from '../notices/compose';
import { siteLink } from '../notices/queue';
import type { Services } from '../services';
import { presaleRecordOf, type InstallmentBilling, type InstallmentLink, type PresaleRecord } from './presale';

/**
 * A presale's balance in installments (spec §9; decision 77). The member asks for the link on the order's page; it
 * goes by SMS to the order's phone, and only the latest link's code is kept (as a hash). The interest-free window
 * opens with the first link and is 30 days long, no longer than the balance deadline; a new link (a minute after the
 * last) does not move it. Through a link, while the balance is due and the window open, the balance is applied on
 * the gateway as the provider's installment product: the order is paid at once, the provider collects the periods.
 */

const DAY_MS = 86_400_000;
const RESEND_MS = RESEND_SECONDS * 1000;

/** The end of the interest-free window: `days` after the first link, no later than the balance deadline. */
export function interestFreeUntilMs(
  firstSentMs: number,
  balanceDeadlineMs: number,
  days = INSTALLMENT_INTEREST_FREE_DAYS,
) {
  return Math.min(firstSentMs + days * DAY_MS, balanceDeadlineMs);
}

const hashOf = (code: string) => createHash('sha256').update(code).digest();

/** The member's presale order that offers installments, and its record; another member's is not found. */
async function installmentOrder(db: Db, memberId: string, orderNo: string, lock = false) {
  const query = db
    .select()
    .from(bookingOrder)
    .where(and(eq(bookingOrder.orderNo, orderNo), eq(bookingOrder.memberId, memberId)));
  const [o] = lock ? await query.for('update') : await query;
  if (!o) throw new ApiError(ResultCode.ORDER_NOT_FOUND);
  const r = presaleRecordOf(o);
  if (!r?.installments) throw new ApiError(ResultCode.INSTALLMENTS_NOT_OFFERED);
  return { o, r };
}

/** The balance is due now: the deposit paid, the deadline ahead. */
function assertBalanceDue(o: OrderRow, nowMs: number): void {
  if (o.status !== OrderStatus.DEPOSIT_PAID || nowMs >= o.paymentDeadline.getTime())
    throw new ApiError(ResultCode.INSTALLMENTS_NOT_OFFERED);
}

function smsText(language: UpstreamLanguage, orderNo: string, balanceFen: number, untilMs: number, link: string) {
  const amount = noticeMoney(balanceFen, 'CNY');
  const until = `${localDate(untilMs, 'Asia/Shanghai')} ${localTime(untilMs, 'Asia/Shanghai')}`;
  return language === 'en_US'
    ? `Skylark Airlines: the balance of your presale order ${orderNo}, ${amount}, can be paid in ${INSTALLMENT_PERIODS} interest-free periods through this link until ${until} (Beijing time): ${link}`
    : `【云雀航空】您的预售订单 ${orderNo} 尾款 ${amount} 可分${INSTALLMENT_PERIODS}期支付，${until}（北京时间）前通过此链接支付免息：${link}`;
}

/**
 * Sends the order's installment link by SMS to its phone, in the order's language, in one transaction with the new
 * code: a send the gateway refuses keeps the last link. SEND_TOO_FREQUENT within a minute of the last link;
 * INSTALLMENT_WINDOW_CLOSED once the window has closed (the balance may still be paid in full until its deadline).
 */
export async function sendInstallmentLink(
  s: Services,
  buyer: MemberRow,
  orderNo: string,
): Promise<InstallmentLinkData> {
  await expireDue(s, orderNo);
  const gateway = gatewayFor(s, 'SMS');
  if (!gateway) throw new DeliveryFailed('no SMS gateway');
  return s.db.transaction(async (raw) => {
    const tx = asDb(raw);
    const { o, r } = await installmentOrder(tx, buyer.id, orderNo, true);
    const now = s.clock.now();
    assertBalanceDue(o, now);
    const last = r.installmentLink;
    if (last && now - Date.parse(last.sentAt) < RESEND_MS) throw new ApiError(ResultCode.SEND_TOO_FREQUENT);
    const untilMs = last ? Date.parse(last.until) : interestFreeUntilMs(now, o.paymentDeadline.getTime());
    if (now >= untilMs) throw new ApiError(ResultCode.INSTALLMENT_WINDOW_CLOSED);
    const contact = (o.contact ?? {}) as { areaCode?: string; mobile?: string };
    if (!contact.mobile) throw new ApiError(ResultCode.INSTALLMENTS_NOT_OFFERED, 'no phone on the order');
    const code = randomBytes(32).toString('base64url');
    const link: InstallmentLink = {
      codeHash: hashOf(code).toString('hex'),
      firstSentAt: last?.firstSentAt ?? new Date(now).toISOString(),
      sentAt: new Date(now).toISOString(),
      until: new Date(untilMs).toISOString(),
    };
    const record: PresaleRecord = { ...r, installmentLink: link };
    await tx
      .update(bookingOrder)
      .set({ priceFen: { ...(o.priceFen as object), presale: record } })
      .where(eq(bookingOrder.orderNo, o.orderNo));
    const path = `/seasonTicket/presale/installments?orderNo=${encodeURIComponent(o.orderNo)}&code=${code}`;
    await gateway.deliver(tx, {
      channel: 'SMS',
      to: `${contact.areaCode || '86'}-${contact.mobile}`,
      event: 'INSTALLMENT_LINK',
      code: '',
      text: smsText(o.language, o.orderNo, o.payAmount, untilMs, siteLink(s, o.language, path)),
      sentAt: new Date(now),
    });
    return {
      sentTo: maskContact({ cellphone: contact.mobile }),
      sentAt: link.sentAt,
      interestFreeUntil: link.until,
      resendAfterSeconds: RESEND_SECONDS,
    };
  });
}

/**
 * What the link offers, checked: the member's order, the link's code the latest (INSTALLMENT_LINK_INVALID), the
 * balance still due (INSTALLMENTS_NOT_OFFERED: paid or expired) and the window open (INSTALLMENT_WINDOW_CLOSED).
 */
export async function installmentOffer(
  s: Services,
  buyer: MemberRow,
  body: InstallmentViewBody,
  language: UpstreamLanguage,
): Promise<InstallmentView & { order: OrderRow }> {
  await expireDue(s, body.orderNo);
  const { o, r } = await installmentOrder(s.db, buyer.id, body.orderNo);
  const link = r.installmentLink;
  const expected = link ? Buffer.from(link.codeHash, 'hex') : null;
  if (!link || !expected || !timingSafeEqual(hashOf(body.code), expected))
    throw new ApiError(ResultCode.INSTALLMENT_LINK_INVALID);
  const now = s.clock.now();
  assertBalanceDue(o, now);
  if (now >= Date.parse(link.until)) throw new ApiError(ResultCode.INSTALLMENT_WINDOW_CLOSED);
  // The order keeps its product's names (special-products/view.ts productRecord): no product read.
  const product = (o.priceFen as { product?: { nameZh: string; nameEn: string } }).product;
  return {
    order: o,
    orderNo: o.orderNo,
    productName: (language === 'en_US' ? product?.nameEn : product?.nameZh) ?? '',
    balanceFen: o.payAmount,
    amountsFen: installmentPlan(o.payAmount),
    interestFreeUntil: link.until,
    balanceDeadline: o.paymentDeadline.toISOString(),
  };
}

/** Applies the balance as the provider's installment product on the gateway, after `installmentOffer`'s checks. */
export async function payInstallments(
  s: Services,
  buyer: MemberRow,
  body: InstallmentPayBody,
  language: UpstreamLanguage,
) {
  const { order, interestFreeUntil } = await installmentOffer(s, buyer, body, language);
  const billing: InstallmentBilling = {
    installments: { periods: INSTALLMENT_PERIODS, interestFree: true, until: interestFreeUntil },
  };
  return applyPayment(s, 'GATEWAY', {
    orderNo: order.orderNo,
    amount: order.payAmount,
    currency: 'CNY',
    type: 'ticket',
    webCallbackUrl: body.webCallbackUrl,
    billing,
  });
}
