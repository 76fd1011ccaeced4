import { and, countDistinct, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { reimbursementVoucher } from '../db/schema';

/**
 * What a reimbursement voucher means to the mailed itinerary of decision 30 (decision 72): a ticket's voucher prints
 * its order's itinerary, and a free voucher mailing uses the member's free itinerary entitlement. add-ons/extras.ts
 * reads these, so this file reads only the voucher table (no import circle).
 */

/** Whether any ticket of the order has a voucher (the order's itinerary is then printed, in part at least). */
export async function orderHasVoucher(db: Db, orderNo: string): Promise<boolean> {
  const rows = await db
    .select({ ticketNo: reimbursementVoucher.ticketNo })
    .from(reimbursementVoucher)
    .where(eq(reimbursementVoucher.orderNo, orderNo))
    .limit(1);
  return rows.length > 0;
}

/** The member's voucher mailings made free of the fee in [from, to): each uses one free mailing. */
export async function freeVoucherMailings(db: Db, memberId: string, from: Date, to: Date): Promise<number> {
  const [row] = await db
    .select({ n: countDistinct(reimbursementVoucher.voucherNo) })
    .from(reimbursementVoucher)
    .where(
      and(
        eq(reimbursementVoucher.memberId, memberId),
        eq(reimbursementVoucher.feeFen, 0),
        gte(reimbursementVoucher.requestedAt, from),
        lt(reimbursementVoucher.requestedAt, to),
      ),
    );
  return Number(row?.n ?? 0);
}
