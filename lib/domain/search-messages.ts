import { ResultCode } from '@/lib/contract/codes';

/**
 * Which of spec §8's search messages a failure shows (issue 33 §3), by the condition that produces it. Keys are of
 * the `SearchMessages` namespace; null leaves the code's own message (`Errors.<code>`).
 */
export type SearchMessageKey = 'inquiryAbnormal' | 'queryError' | 'prebookError' | 'noPassengersNow';

/** The airline's systems failed (no answer in time, unreachable, their own fault, an answer that breaks the contract). */
const FAULTS: ReadonlySet<string> = new Set([
  ResultCode.UPSTREAM_TIMEOUT,
  ResultCode.UPSTREAM_UNAVAILABLE,
  ResultCode.UPSTREAM_BAD_RESPONSE,
  ResultCode.INTERNAL,
  ResultCode.MAINTENANCE,
]);

/**
 * A flight search that failed: the airline answered something its contract refuses ('inquiry status is abnormal'),
 * or refused the query itself ('query error'). Other failures keep their own words (a timeout, route not open ...).
 */
export function searchFailureKey(code: string): SearchMessageKey | null {
  if (code === ResultCode.UPSTREAM_BAD_RESPONSE) return 'inquiryAbnormal';
  if (code === ResultCode.BAD_REQUEST) return 'queryError';
  return null;
}

/**
 * The pre-booking (the draft priced before it is reserved) refused: 'pre-booking error', the code's toast saying why.
 * A fault of the airline's systems is not the draft's: it keeps 'could not be calculated' with a retry.
 */
export function prebookFailureKey(code: string | undefined): SearchMessageKey | null {
  if (code === undefined || code === 'NETWORK' || FAULTS.has(code)) return null;
  return 'prebookError';
}

/** A member's saved passengers, read and empty: 'no passengers now' (nothing to fill a passenger from). */
export function savedPassengersKey(list: readonly unknown[] | undefined): SearchMessageKey | null {
  return list !== undefined && list.length === 0 ? 'noPassengersNow' : null;
}
