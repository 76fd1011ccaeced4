import 'server-only';
import { ResultCode } from '@/lib/contract';
import { bffError, bffOk, type BffAnswer } from '@/lib/bff-server/respond';
import type { UpstreamResult } from '@/lib/upstream/result';
import type { DraftRequest } from './draft-request';
import { ruleFieldErrors } from './rule-issues';

const PASSENGER_RULE_CODES: string[] = [
  ResultCode.PASSENGER_INVALID,
  ResultCode.CONTACT_INVALID,
  ResultCode.CERTIFICATE_EXPIRING,
  ResultCode.COMPANION_LIMIT,
  ResultCode.PASSENGER_LIMIT,
];

/** A price or reserve answer; a passenger rule failure carries the fields it concerns. */
export function answerDraft<T>(result: UpstreamResult<T>, request: DraftRequest): BffAnswer<T> {
  if (result.ok) return bffOk(result.data);
  if (PASSENGER_RULE_CODES.includes(result.code)) {
    return bffError(result.code, request.locale, { fieldErrors: ruleFieldErrors(request.body, request.itinerary) });
  }
  return bffError(result.code, request.locale);
}
