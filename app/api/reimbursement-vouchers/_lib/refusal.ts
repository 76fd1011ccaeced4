import 'server-only';
import { z } from 'zod';
import { ResultCode } from '@/lib/contract';
import type { UpstreamResult } from '@/lib/upstream/result';

/** An address refused field by field (ADD_ON_MAILING_ADDRESS_INVALID, VOUCHER_SELECTION_INVALID data). */
const IssuesSchema = z.object({
  issues: z.record(z.string().regex(/^[A-Za-z]{1,40}$/), z.string().regex(/^[A-Za-z]{1,60}$/)),
});
/** The orders whose itinerary can still be mailed for the fee (ADD_ON_FREE_MAILING_USED data). */
const FeeDueSchema = z.object({ orderNos: z.array(z.string().regex(/^YQ\d{16}$/)).max(10) });

/**
 * What the browser is told of a refused voucher call (decision 72): the rule keys by field, or the orders to mail as
 * a paid itinerary once the free mailing is used; nothing else of airline-api's data.
 */
export function refusalData(result: UpstreamResult<unknown>): object | undefined {
  if (result.ok) return undefined;
  const issues = IssuesSchema.safeParse(result.data);
  if (issues.success) return { fieldErrors: issues.data.issues };
  if (result.code !== ResultCode.ADD_ON_FREE_MAILING_USED) return undefined;
  const due = FeeDueSchema.safeParse(result.data);
  return due.success ? { orderNos: due.data.orderNos } : undefined;
}
