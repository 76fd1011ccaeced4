import 'server-only';
import { ResultCode } from '@/lib/contract';
import type { BffAnswer } from '@/lib/bff-server/respond';
import type { FieldErrors } from '@/lib/schemas/field-errors';
import type { UpstreamResult } from '@/lib/upstream/result';

type Context = {
  fail(code: Exclude<ResultCode, '0'>, data?: unknown): BffAnswer<never>;
  fieldErrors(errors: FieldErrors): BffAnswer<never>;
};

/**
 * airline-api's refusals of a saved passenger the form can place: its rule keys beside their fields (its
 * clock may have passed midnight after ours), a known document beside the number, and the 365-day rule
 * with the instant the next change is allowed. Null for anything else (the caller replies as usual).
 */
export function passengerRefusal(result: UpstreamResult<unknown>, context: Context): BffAnswer<never> | null {
  if (result.ok) return null;
  const data = (result.data ?? {}) as { issues?: unknown; nextDocumentChangeAt?: unknown };
  if (result.code === ResultCode.PASSENGER_INVALID && data.issues && typeof data.issues === 'object')
    return context.fieldErrors(data.issues as FieldErrors);
  if (result.code === ResultCode.SAVED_PASSENGER_DUPLICATE)
    return context.fail(result.code, { fieldErrors: { certificateNumber: ResultCode.SAVED_PASSENGER_DUPLICATE } });
  if (result.code === ResultCode.DOCUMENT_CHANGE_LIMIT && typeof data.nextDocumentChangeAt === 'string')
    return context.fail(result.code, {
      nextDocumentChangeAt: data.nextDocumentChangeAt,
      fieldErrors: { certificateNumber: ResultCode.DOCUMENT_CHANGE_LIMIT },
    });
  return null;
}
