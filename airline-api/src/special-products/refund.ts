import { and, asc, desc, eq } from 'drizzle-orm';
import {
  PRODUCT_REFUND_WORKING_DAYS,
  ProductStatus,
  ResultCode,
  type ProductRefundBody,
  type ProductRefundData,
  type ProductRefundQuoteData,
  type RefundUnitQuote,
  type UpstreamLanguage,
} from '@/lib/contract';
import { addWorkingDays } from '@/lib/domain/change-refund-fees';
import { cardPriceFen, unitRefundFen } from '@/lib/domain/special-product-rules';
import { sha256 } from '../account/secrets';
import { asDb, type OrderRow } from '../booking/lifecycle';
import type { Db } from '../db/client';
import { bookingOrder, productUnit, refundRecord } from '../db/schema';
import { specialDayName } from '../domain/holidays';
import { localDate } from '../domain/time-zone';
import { ApiError } from '../errors';
import { oncePerKey, recordKey } from '../order-changes/idempotency';
import type { Services } from '../services';
import { productRow } from './catalogue';
import { isProductOrder } from './holdings';
import { payBackProductFen } from './pay-back';
import { nameOf, unitView, type ProductPriceFen } from './view';

type UnitRow = typeof productUnit.$inferSelect;

/** The mainland's public holidays (domain/holidays.ts) are not working days, as for ticket refunds. */
const isHoliday = (isoDate: string) => specialDayName(isoDate, 'zh_CN') !== null;

/** Spec §9: a season ticket's refund arrives within 15 working days of the day it is made (the airline's zone). */
export const refundExpectedBy = (nowMs: number) =>
  addWorkingDays(localDate(nowMs, 'Asia/Shanghai'), PRODUCT_REFUND_WORKING_DAYS, isHoliday);

/** One of the member's product orders; another member's, or an order of another type, is not found. */
async function ownedProductOrder(db: Db, memberId: string, orderNo: string): Promise<OrderRow> {
  const [o] = await db
    .select()
    .from(bookingOrder)
    .where(and(eq(bookingOrder.orderNo, orderNo), eq(bookingOrder.memberId, memberId)));
  if (!o || !isProductOrder(o) || !(o.priceFen as Partial<ProductPriceFen>).product)
    throw new ApiError(ResultCode.ORDER_NOT_FOUND);
  return o;
}

/** A paid order whose cards were issued (spec §4 product status 2): only then may a card be refunded. */
const ticketed = (o: OrderRow) => o.ticketing === 'ISSUED' && o.paymentId !== null;

/**
 * What a card gives back now (decision 67): a usable card of a ticketed order its price paid for the flights it has
 * left, rounded down (`unitRefundFen`); used flights are not given back, nor anything once its deadline passed.
 */
function unitQuote(o: OrderRow, unitPriceFen: number, past: boolean, u: UnitRow): RefundUnitQuote {
  const usable = ticketed(o) && u.status === ProductStatus.USABLE;
  const refundFen = usable ? unitRefundFen(unitPriceFen, u.times, u.used, past) : 0;
  return {
    unitId: u.id,
    beneficiaryName: nameOf(u.beneficiary),
    times: u.times,
    used: u.used,
    remaining: Math.max(0, u.times - u.used),
    status: u.status,
    refundFen,
    refundable: refundFen > 0,
  };
}

/** The order's cards with their refunds now: each card's price is what was paid for it (the order's share). */
async function quoteOf(db: Db, o: OrderRow, nowMs: number) {
  const record = (o.priceFen as ProductPriceFen).product;
  const [p, units] = await Promise.all([
    productRow(db, record.productId),
    db.select().from(productUnit).where(eq(productUnit.orderNo, o.orderNo)).orderBy(asc(productUnit.seq)),
  ]);
  const unitPriceFen = cardPriceFen(o.amountFen, units.length);
  const past = nowMs >= p.confirmBy.getTime();
  return { record, unitPriceFen, units, quotes: units.map((u) => unitQuote(o, unitPriceFen, past, u)) };
}

/** The order's product refunds so far, newest first. */
async function refundsOf(db: Db, orderNo: string, refundNo?: string) {
  const rows = await db
    .select()
    .from(refundRecord)
    .where(
      and(
        eq(refundRecord.orderNo, orderNo),
        eq(refundRecord.reason, 'PRODUCT_REFUND'),
        refundNo ? eq(refundRecord.refundNo, refundNo) : undefined,
      ),
    )
    .orderBy(desc(refundRecord.createdAt), desc(refundRecord.id));
  return rows.map((r) => ({
    refundNo: r.refundNo ?? '',
    // Product orders are paid in CNY, kept in fen.
    refundFen: r.amount,
    refundedAt: r.createdAt.toISOString(),
    expectedBy: refundExpectedBy(r.createdAt.getTime()),
  }));
}

/** What each card of the member's product order would give back now, and the refunds made already. */
export async function refundQuote(
  s: Services,
  memberId: string,
  orderNo: string,
  language: UpstreamLanguage,
): Promise<ProductRefundQuoteData> {
  const now = s.clock.now();
  const o = await ownedProductOrder(s.db, memberId, orderNo);
  const { record, unitPriceFen, quotes } = await quoteOf(s.db, o, now);
  return {
    orderNo,
    orderType: o.orderType,
    productName: language === 'en_US' ? record.nameEn : record.nameZh,
    priceFen: unitPriceFen,
    units: quotes,
    expectedBy: refundExpectedBy(now),
    refunds: await refundsOf(s.db, orderNo),
  };
}

/**
 * Refunds the chosen cards (spec §9; decision 67), once per Idempotency-Key. In one transaction under the order's
 * row lock: each card goes from usable to refunded by a conditional update (so of two refunds at once, one refunds
 * and the other is refused), at the total the member saw; one refund record on the order's payment, and a wallet
 * payment credited back to the wallet once. Used flights are not given back; the stock is not put back on sale.
 */
export async function refundProduct(
  s: Services,
  memberId: string,
  body: ProductRefundBody,
  key: string,
): Promise<ProductRefundData> {
  const hash = sha256(JSON.stringify({ body, memberId }));
  const refundNo = await oncePerKey(s, key, hash, 'refundNo', async () => {
    const o = await ownedProductOrder(s.db, memberId, body.orderNo);
    if (!ticketed(o)) throw new ApiError(ResultCode.PRODUCT_NOT_REFUNDABLE, 'the order is not ticketed');
    return s.db.transaction(async (raw) => {
      const tx = asDb(raw);
      const made = await refundIn(tx, o, body, s.clock.now());
      await recordKey(tx, key, 'refundNo', made);
      return made;
    });
  });
  const o = await ownedProductOrder(s.db, memberId, body.orderNo);
  const [done] = await refundsOf(s.db, o.orderNo, refundNo);
  if (!done) throw new ApiError(ResultCode.INTERNAL, 'refund of an idempotency key is gone');
  const units = await s.db
    .select()
    .from(productUnit)
    .where(eq(productUnit.orderNo, o.orderNo))
    .orderBy(asc(productUnit.seq));
  return {
    orderNo: o.orderNo,
    refundNo,
    refundFen: done.refundFen,
    expectedBy: done.expectedBy,
    units: units.map((u) => unitView(u)),
  };
}

async function refundIn(tx: Db, o: OrderRow, body: ProductRefundBody, now: number): Promise<string> {
  await tx
    .select({ orderNo: bookingOrder.orderNo })
    .from(bookingOrder)
    .where(eq(bookingOrder.orderNo, o.orderNo))
    .for('update');
  const ids = [...new Set(body.unitIds)];
  const { quotes, units } = await quoteOf(tx, o, now);
  const chosen = quotes.filter((q) => ids.includes(q.unitId));
  if (chosen.length !== ids.length || chosen.some((q) => !q.refundable))
    throw new ApiError(ResultCode.PRODUCT_NOT_REFUNDABLE, 'a chosen card is not refundable');
  const total = chosen.reduce((n, q) => n + q.refundFen, 0);
  if (total !== body.quotedTotalFen) throw new ApiError(ResultCode.REFUND_AMOUNT_CHANGED);
  for (const q of chosen) {
    const u = units.find((x) => x.id === q.unitId)!;
    // Usable and with the flights it was priced with: a card used or refunded meanwhile is not refunded again.
    const moved = await tx
      .update(productUnit)
      .set({ status: ProductStatus.REFUNDED })
      .where(and(eq(productUnit.id, u.id), eq(productUnit.status, ProductStatus.USABLE), eq(productUnit.used, u.used)))
      .returning({ id: productUnit.id });
    if (!moved.length) throw new ApiError(ResultCode.PRODUCT_NOT_REFUNDABLE, 'a chosen card changed');
  }
  return payBackProductFen(tx, o, total, now);
}
