import { randomUUID } from 'node:crypto';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import {
  BeneficiaryEntrySchema,
  OrderStatus,
  ProductStatus,
  ResultCode,
  type PurchaseBody,
  type PurchaseData,
  type UpstreamLanguage,
} from '@/lib/contract';
import { beneficiaryIssues, countIssue, personKey, productState } from '@/lib/domain/special-product-rules';
import { sha256 } from '../account/secrets';
import type { MemberRow } from '../account/tokens';
import { asDb } from '../booking/lifecycle';
import { newOrderNo } from '../booking/reserve';
import type { Db } from '../db/client';
import {
  bookingOrder,
  idempotencyRecord,
  member,
  memberBookEntry,
  productUnit,
  specialProduct,
  type UnitBeneficiary,
} from '../db/schema';
import { ApiError } from '../errors';
import { oncePerKey, recordKey } from '../order-changes/idempotency';
import type { Services } from '../services';
import { productRow, saleFacts, type ProductRow } from './catalogue';
import { presaleRecord } from './presale';
import { productRecord } from './view';

/** Units that still count as held: awaiting payment, usable or used (not retired, refunded or failed). */
const HELD = [ProductStatus.AWAITING_TICKETING, ProductStatus.USABLE, ProductStatus.USED];

/** The order an Idempotency-Key already made for this very request, if any. */
async function orderMadeUnder(db: Db, key: string, hash: string): Promise<string | null> {
  const [held] = await db.select().from(idempotencyRecord).where(eq(idempotencyRecord.key, key));
  return held && held.requestHash === hash ? held.orderNo : null;
}

/** The member's beneficiaries named in the body, in its order; one that is not the member's is not found. */
async function beneficiariesOf(db: Db, memberId: string, ids: string[]): Promise<UnitBeneficiary[]> {
  const rows = await db
    .select()
    .from(memberBookEntry)
    .where(
      and(
        eq(memberBookEntry.memberId, memberId),
        eq(memberBookEntry.kind, 'beneficiary'),
        inArray(memberBookEntry.id, [...new Set(ids)]),
      ),
    );
  return ids.map((id) => {
    const row = rows.find((r) => r.id === id);
    if (!row) throw new ApiError(ResultCode.NOT_FOUND, 'beneficiary');
    const b = BeneficiaryEntrySchema.parse(row.data);
    return {
      name: b.name ?? '',
      surname: b.surname ?? '',
      givenName: b.givenName ?? '',
      gender: b.gender,
      birthday: b.birthday,
      certificateType: b.certificateType,
      certificateNumber: b.certificateNumber,
      mobile: b.mobile,
    };
  });
}

/**
 * Products this process saw sold out, until when (decision 68): for a second after, a purchase of one answers sold
 * out without reading the product again. A unit given back (an order expired) is on sale again at most a second
 * later here; the stock's conditional update decides every sale anyway. Real time, not the sandbox clock: a moved
 * clock must not keep a memo.
 */
const soldOutUntil = new Map<string, number>();
const SOLD_OUT_MEMO_MS = 1000;
const noteSoldOut = (productId: string) => soldOutUntil.set(productId, Date.now() + SOLD_OUT_MEMO_MS);
const seenSoldOut = (productId: string) => (soldOutUntil.get(productId) ?? 0) > Date.now();

/** The product's own refusal (its kind or its state now), or null when it is on sale. */
function productRefusal(p: ProductRow, nowMs: number): ApiError | null {
  const state = productState(saleFacts(p), nowMs);
  if (state === 'SOLD_OUT') return new ApiError(ResultCode.PRODUCT_SOLD_OUT);
  if (state !== 'ONGOING') return new ApiError(ResultCode.NOT_ON_SALE, state);
  return null;
}

/** What may stop the sale before any row is locked: the product's state, the count and each beneficiary. */
function assertSellable(p: ProductRow, list: UnitBeneficiary[], nowMs: number): void {
  const refusal = productRefusal(p, nowMs);
  if (refusal) throw refusal;
  const tooMany = countIssue(p, list.length);
  if (tooMany) throw new ApiError(ResultCode.PRODUCT_BENEFICIARY_COUNT, tooMany, { issue: tooMany });
}

/**
 * Buys one unit of a product per beneficiary (spec §2 confirm; §5), once per Idempotency-Key. In one transaction:
 * the member's row is locked, so two purchases of one member are decided one after the other (the per-member limit
 * and "already holds it" hold under a burst); the stock is taken by a conditional update (`sold + n <= stock`), so
 * no burst sells more than it; the order (its type's, spec §4) and its units wait for payment until the hold ends.
 */
export async function purchase(
  s: Services,
  buyer: MemberRow,
  body: PurchaseBody,
  key: string,
  language: UpstreamLanguage,
): Promise<PurchaseData> {
  const hash = sha256(JSON.stringify({ body, memberId: buyer.id }));
  // A flash sale's crowd mostly meets a sold-out product (decision 68): that answer comes from the memo or one read
  // of the product, and one read of the key, before any write or transaction. A key that already made its order
  // (the double click that bought the last unit) still answers that order.
  const now = s.clock.now();
  const memo = seenSoldOut(body.productId) ? new ApiError(ResultCode.PRODUCT_SOLD_OUT) : null;
  const p = memo ? null : await productRow(s.db, body.productId);
  const refusal = memo ?? productRefusal(p!, now);
  if (refusal) {
    if (refusal.code === ResultCode.PRODUCT_SOLD_OUT) noteSoldOut(body.productId);
    const earlier = await orderMadeUnder(s.db, key, hash);
    if (!earlier) throw refusal;
    return answerOf(s.db, earlier);
  }
  const orderNo = await oncePerKey(s, key, hash, 'orderNo', async () => {
    const list = await beneficiariesOf(s.db, buyer.id, body.beneficiaryIds);
    assertSellable(p!, list, s.clock.now());
    const made = await s.db.transaction(async (raw) => sell(asDb(raw), buyer, p!, list, s.clock.now(), language));
    await recordKey(s.db, key, 'orderNo', made);
    return made;
  });
  return answerOf(s.db, orderNo);
}

async function answerOf(db: Db, orderNo: string): Promise<PurchaseData> {
  const [o] = await db.select().from(bookingOrder).where(eq(bookingOrder.orderNo, orderNo));
  if (!o) throw new ApiError(ResultCode.INTERNAL, 'order of an idempotency key is gone');
  return {
    orderNo,
    orderType: o.orderType,
    amountFen: o.amountFen,
    paymentDeadline: o.paymentDeadline.toISOString(),
  };
}

async function sell(
  tx: Db,
  buyer: MemberRow,
  p: ProductRow,
  list: UnitBeneficiary[],
  now: number,
  language: UpstreamLanguage,
): Promise<string> {
  await tx.select({ id: member.id }).from(member).where(eq(member.id, buyer.id)).for('update');
  const [mine] = await tx
    .select({ n: count() })
    .from(productUnit)
    .where(and(eq(productUnit.memberId, buyer.id), eq(productUnit.productId, p.id), inArray(productUnit.status, HELD)));
  if ((mine?.n ?? 0) + list.length > p.perMemberLimit) throw new ApiError(ResultCode.PRODUCT_MEMBER_LIMIT);
  const keys = list.map(personKey);
  const holders = await tx
    .select({ key: productUnit.personKey })
    .from(productUnit)
    .where(
      and(eq(productUnit.productId, p.id), inArray(productUnit.personKey, keys), inArray(productUnit.status, HELD)),
    );
  const issues = beneficiaryIssues(p, list, p.exchangeFrom, new Set(holders.map((h) => h.key)));
  if (issues.length) {
    const duplicate = issues.some((i) => i.issue === 'DUPLICATE' || i.issue === 'HOLDS_ALREADY');
    const code = duplicate ? ResultCode.PRODUCT_BENEFICIARY_DUPLICATE : ResultCode.PRODUCT_BENEFICIARY_NOT_ELIGIBLE;
    throw new ApiError(code, 'beneficiaries', { issues });
  }
  const taken = await tx
    .update(specialProduct)
    .set({ sold: sql`${specialProduct.sold} + ${list.length}` })
    .where(and(eq(specialProduct.id, p.id), sql`${specialProduct.sold} + ${list.length} <= ${specialProduct.stock}`))
    .returning({ id: specialProduct.id });
  if (!taken.length) {
    // One unit asked and none taken: none is left. Several asked: fewer may be left, and one may still sell.
    if (list.length === 1) noteSoldOut(p.id);
    throw new ApiError(ResultCode.PRODUCT_SOLD_OUT);
  }
  const orderNo = newOrderNo(now);
  const total = p.priceFen * list.length;
  // A presale asks for its deposit first (status 9, special-products/presale.ts); the others for their price.
  const presale = presaleRecord(p, list.length);
  const due = presale ? presale.depositFen * list.length : total;
  await tx.insert(bookingOrder).values({
    orderNo,
    memberId: buyer.id,
    orderType: p.orderType,
    status: presale ? OrderStatus.PREPAYMENT_PENDING : OrderStatus.PENDING_PAYMENT,
    channelNo: 'B2C',
    payCurrency: 'CNY',
    payAmount: due,
    priceFen: { ...productRecord(p, list, total), ...(presale ? { presale } : {}) },
    amountFen: due,
    contact: {
      name: buyer.name ?? '',
      areaCode: buyer.cellphoneCode ?? '86',
      mobile: buyer.cellphone ?? '',
      email: '',
    },
    contactMobile: buyer.cellphone ?? '',
    language,
    createdAt: new Date(now),
    paymentDeadline: new Date(Math.min(now + p.holdMinutes * 60_000, p.saleEnd.getTime())),
  });
  await tx.insert(productUnit).values(
    list.map((b, seq) => ({
      id: randomUUID(),
      orderNo,
      productId: p.id,
      memberId: buyer.id,
      seq,
      beneficiary: b,
      personKey: keys[seq]!,
      times: p.times,
      status: ProductStatus.AWAITING_TICKETING,
      createdAt: new Date(now),
    })),
  );
  return orderNo;
}
