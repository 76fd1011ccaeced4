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
import { bookingOrder, member, memberBookEntry, productUnit, specialProduct, type UnitBeneficiary } from '../db/schema';
import { ApiError } from '../errors';
import { oncePerKey, recordKey } from '../order-changes/idempotency';
import type { Services } from '../services';
import { productRow, saleFacts, type ProductRow } from './catalogue';
import { productRecord } from './view';

/** Units that still count as held: awaiting payment, usable or used (not retired, refunded or failed). */
const HELD = [ProductStatus.AWAITING_TICKETING, ProductStatus.USABLE, ProductStatus.USED];

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

/** What may stop the sale before any row is locked: the product's state, the count and each beneficiary. */
function assertSellable(p: ProductRow, list: UnitBeneficiary[], nowMs: number): void {
  if (p.kind === 'PRESALE') throw new ApiError(ResultCode.PRESALE_TYPE_UNSUPPORTED);
  const state = productState(saleFacts(p), nowMs);
  if (state === 'SOLD_OUT') throw new ApiError(ResultCode.PRODUCT_SOLD_OUT);
  if (state !== 'ONGOING') throw new ApiError(ResultCode.NOT_ON_SALE, state);
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
  const orderNo = await oncePerKey(s, key, hash, 'orderNo', async () => {
    const p = await productRow(s.db, body.productId);
    const list = await beneficiariesOf(s.db, buyer.id, body.beneficiaryIds);
    assertSellable(p, list, s.clock.now());
    const made = await s.db.transaction(async (raw) => sell(asDb(raw), buyer, p, list, s.clock.now(), language));
    await recordKey(s.db, key, 'orderNo', made);
    return made;
  });
  const [o] = await s.db.select().from(bookingOrder).where(eq(bookingOrder.orderNo, orderNo));
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
  if (!taken.length) throw new ApiError(ResultCode.PRODUCT_SOLD_OUT);
  const orderNo = newOrderNo(now);
  const total = p.priceFen * list.length;
  await tx.insert(bookingOrder).values({
    orderNo,
    memberId: buyer.id,
    orderType: p.orderType,
    status: OrderStatus.PENDING_PAYMENT,
    channelNo: 'B2C',
    payCurrency: 'CNY',
    payAmount: total,
    priceFen: productRecord(p, list, total),
    amountFen: total,
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
