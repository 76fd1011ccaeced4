import { and, eq, inArray } from 'drizzle-orm';
import { ResultCode } from '@/lib/contract';
import type { Db } from '../db/client';
import { payment, refundRecord } from '../db/schema';
import { fromFen } from '../domain/money';
import { ApiError } from '../errors';
import { newRefundNo } from '../refunds/refund-no';
import { moveWallet } from '../wallet/ledger';

/**
 * Pays fen of a product order back on its payment (decision 67): a product refund record with a new refund number
 * (the order's refunds list shows it, due within 15 working days), and a wallet payment's money back in the wallet
 * through its ledger (decision 64). Answers the refund number.
 */
export async function payBackProductFen(
  tx: Db,
  o: { orderNo: string; paymentId: string | null; memberId: string | null },
  totalFen: number,
  nowMs: number,
): Promise<string> {
  const [paid] = await tx
    .select()
    .from(payment)
    .where(and(eq(payment.id, o.paymentId ?? ''), inArray(payment.status, ['SUCCESS'])));
  if (!paid) throw new ApiError(ResultCode.INTERNAL, 'a ticketed product order without its payment');
  const refundNo = newRefundNo(nowMs);
  await tx.insert(refundRecord).values({
    orderNo: o.orderNo,
    paymentId: paid.id,
    channel: paid.channel,
    amount: fromFen(totalFen, paid.currency),
    currency: paid.currency,
    reason: 'PRODUCT_REFUND',
    refundNo,
    createdAt: new Date(nowMs),
  });
  // Booked once per refund and order.
  if (paid.channel === 'WALLET' && o.memberId)
    await moveWallet(tx, {
      memberId: o.memberId,
      amountFen: totalFen,
      kind: 'REFUND',
      reference: `${refundNo}:${o.orderNo}`,
      nowMs,
    });
  return refundNo;
}
