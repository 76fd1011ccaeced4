import { ResultCode, type RefundApplication } from '@/lib/contract';
import { asDb, type OrderRow } from '../booking/lifecycle';
import type { Db } from '../db/client';
import { refundApplication } from '../db/schema';
import { ApiError } from '../errors';
import { oncePerKey, recordKey } from '../order-changes/idempotency';
import type { Services } from '../services';
import type { RefundActor } from './access';
import { newRefundNo } from './refund-no';
import { applicationByNo } from './view';

export { newRefundNo };

type ApplicationRow = typeof refundApplication.$inferInsert;

/** What every refund's price gives its application: the amount and points to pay back, by which channel, to whom. */
type PricedRefund = {
  data: Pick<ApplicationRow, 'currency' | 'channel'> & { totalAmount: number; totalPoints: number };
  payouts: ApplicationRow['payouts'];
};

/** The columns a kind of refund fills itself: what it refunds, why, and the seats it gave up. */
export type OwnColumns = Omit<
  ApplicationRow,
  | 'refundNo'
  | 'orderNo'
  | 'memberId'
  | 'status'
  | 'payouts'
  | 'currency'
  | 'amount'
  | 'points'
  | 'channel'
  | 'submittedAt'
>;

/** The application's request, read and proved: the order and who asks, the key and the body's hash, the total seen. */
export type RefundRequest = { order: OrderRow; actor: RefundActor; key: string; hash: string; quotedAmount: number };

/** What differs between a kind of refund (a ticket's, add-ons' alone). */
export type RefundSteps<P extends PricedRefund> = {
  /** The request's own checks and its price now. */
  price: () => Promise<P>;
  /** Inside the transaction: takes what is refunded, so no other request can, and answers its own columns. */
  take: (tx: Db, refundNo: string, priced: P) => Promise<OwnColumns>;
  /** Inside the transaction, once the application stands: what hangs on it (a ticket refund's attachments). */
  attach?: (tx: Db, refundNo: string) => Promise<void>;
};

/**
 * A refund application (decisions 23 and 26), once per Idempotency-Key: priced now, the total the traveller saw
 * (REFUND_AMOUNT_CHANGED otherwise), then in one transaction what it refunds taken and the application SUBMITTED for
 * the desk. The same key and body answer the same application, another body IDEMPOTENCY_CONFLICT; a refusal frees
 * the key.
 */
export async function fileApplication<P extends PricedRefund>(
  s: Services,
  { order, actor, key, hash, quotedAmount }: RefundRequest,
  steps: RefundSteps<P>,
): Promise<RefundApplication> {
  const made = await oncePerKey(s, key, hash, 'refundNo', async () => {
    const priced = await steps.price();
    if (quotedAmount !== priced.data.totalAmount)
      throw new ApiError(ResultCode.REFUND_AMOUNT_CHANGED, `now ${priced.data.totalAmount}`);
    const now = s.clock.now();
    const refundNo = newRefundNo(now);
    await s.db.transaction(async (raw) => {
      const tx = asDb(raw);
      const own = await steps.take(tx, refundNo, priced);
      await tx.insert(refundApplication).values({
        refundNo,
        orderNo: order.orderNo,
        memberId: actor.memberId,
        status: 'SUBMITTED',
        ...own,
        payouts: priced.payouts,
        currency: priced.data.currency,
        amount: priced.data.totalAmount,
        points: priced.data.totalPoints,
        channel: priced.data.channel,
        submittedAt: new Date(now),
      });
      await steps.attach?.(tx, refundNo);
      await recordKey(tx, key, 'refundNo', refundNo);
    });
    return refundNo;
  });
  const application = await applicationByNo(s.db, made);
  if (!application) throw new ApiError(ResultCode.INTERNAL, 'application of an idempotency key is gone');
  return application;
}
