import 'server-only';
import { upstreamContextFor } from '@/lib/bff-server/request-context';
import { ResultCode } from '@/lib/contract';
import { voucherNoIssue } from '@/lib/domain/reimbursement-voucher-rules';
import type { Locale } from '@/lib/i18n/routing';
import { voucherInquire } from '@/lib/upstream/reimbursement-vouchers';

/** The query's voucher number, once (a repeated parameter's first). */
export const voucherNoOf = (raw: string | string[] | undefined) => (Array.isArray(raw) ? raw[0] : raw) ?? '';

/**
 * The member's voucher of a typed number: the voucher, 'notFound' (a malformed number, none, or another member's: one
 * answer), or 'failed' (airline-api could not answer).
 */
export async function readVoucher(locale: Locale, voucherNo: string) {
  if (voucherNoIssue(voucherNo)) return 'notFound' as const;
  const result = await voucherInquire(await upstreamContextFor(locale), voucherNo);
  if (result.ok) return result.data;
  return result.code === ResultCode.VOUCHER_NOT_FOUND ? ('notFound' as const) : ('failed' as const);
}
