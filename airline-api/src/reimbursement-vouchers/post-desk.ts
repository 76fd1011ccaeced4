import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { ResultCode } from '@/lib/contract';
import { normalizeVoucherNo } from '@/lib/domain/reimbursement-voucher-rules';
import { reimbursementVoucher } from '../db/schema';
import { ApiError } from '../errors';
import type { Services } from '../services';

/** A courier's tracking number: SF and twelve digits. */
const trackingNo = () =>
  `SF${String(randomInt(0, 1_000_000)).padStart(6, '0')}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;

/**
 * The airline's post desk sends a requested voucher (decision 72): all its tickets' receipts in one envelope, with one
 * tracking number. Sent already: VOUCHER_ALREADY_MAILED; no such voucher: VOUCHER_NOT_FOUND.
 */
export async function postVoucher(s: Services, rawNo: string): Promise<{ voucherNo: string; trackingNo: string }> {
  const voucherNo = normalizeVoucherNo(rawNo);
  const tracking = trackingNo();
  const sent = await s.db
    .update(reimbursementVoucher)
    .set({
      status: 'MAILED',
      trackingNo: tracking,
      mailedAt: new Date(s.clock.now()),
      updatedAt: new Date(s.clock.now()),
    })
    .where(and(eq(reimbursementVoucher.voucherNo, voucherNo), eq(reimbursementVoucher.status, 'REQUESTED')))
    .returning({ ticketNo: reimbursementVoucher.ticketNo });
  if (sent.length) return { voucherNo, trackingNo: tracking };
  const [any] = await s.db
    .select({ t: reimbursementVoucher.ticketNo })
    .from(reimbursementVoucher)
    .where(eq(reimbursementVoucher.voucherNo, voucherNo))
    .limit(1);
  throw new ApiError(any ? ResultCode.VOUCHER_ALREADY_MAILED : ResultCode.VOUCHER_NOT_FOUND);
}
