import 'server-only';
import { z } from 'zod';
import type { UpstreamResult } from '@/lib/upstream/result';

/** An address refused field by field (ADD_ON_MAILING_ADDRESS_INVALID, VOUCHER_SELECTION_INVALID data). */
const IssuesSchema = z.object({
  issues: z.record(z.string().regex(/^[A-Za-z]{1,40}$/), z.string().regex(/^[A-Za-z]{1,60}$/)),
});

/**
 * What the browser is told of a refused voucher call (decision 72): the rule keys by field, nothing else of
 * airline-api's data (the page knows the chosen tickets' orders, where a used free mailing sends the traveller).
 */
export function refusalData(result: UpstreamResult<unknown>): object | undefined {
  if (result.ok) return undefined;
  const issues = IssuesSchema.safeParse(result.data);
  return issues.success ? { fieldErrors: issues.data.issues } : undefined;
}
