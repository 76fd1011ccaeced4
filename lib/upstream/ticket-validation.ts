import 'server-only';
import {
  ResultCode,
  TicketValidationDataSchema,
  TicketValidationIssuesSchema,
  UpstreamPath,
  type TicketValidationBody,
} from '@/lib/contract';
import { callUpstream } from './client';
import type { UpstreamContext } from './context';
import type { UpstreamResult } from './result';

/** Spec §7 /modAndRef/api/verify/ticket: a ticket verified by its number and passenger name (decision 69). */
export function verifyTicket(context: UpstreamContext, body: TicketValidationBody) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.verifyTicket,
    body,
    data: TicketValidationDataSchema,
    context,
  });
}

/** The fields airline-api refused, when it refused the form by field. */
export function refusedFields(result: UpstreamResult<unknown>): Record<string, string> | null {
  if (result.ok || result.code !== ResultCode.BAD_REQUEST) return null;
  const parsed = TicketValidationIssuesSchema.safeParse(result.data);
  return parsed.success && Object.keys(parsed.data.issues).length ? parsed.data.issues : null;
}
