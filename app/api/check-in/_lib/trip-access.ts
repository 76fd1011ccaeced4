import 'server-only';
import { LOGIN_REQUIRED_CODES, ResultCode, type CheckInVisitorProof } from '@/lib/contract';
import { checkInProofFor } from '@/lib/bff-server/check-in-proof';
import { upstreamContextFor } from '@/lib/bff-server/request-context';
import type { Locale } from '@/lib/i18n/routing';
import { readSession } from '@/lib/session';
import type { UpstreamContext } from '@/lib/upstream/context';
import type { UpstreamResult } from '@/lib/upstream/result';

/** One call about one order, made either with the member's token or with a visitor's proof (and no token). */
export type TripCall<T> = (
  context: UpstreamContext,
  visitor: CheckInVisitorProof | undefined,
) => Promise<UpstreamResult<T>>;

/**
 * Calls airline-api about one order as this browser may (decision 21 "Who may act on a trip"): with the
 * member's token first, then, when airline-api does not open the order to the member (another member's order,
 * or a login airline-api no longer takes), with the proof the check-in seal holds for that order
 * (lib/bff-server/check-in-proof.ts), sent without a token. The proof never comes from the browser's body or
 * query. With neither the answer is NOT_FOUND, as for an order that does not exist, so a visitor whose seal has
 * expired is sent to find the trip again rather than to a login.
 */
export async function callForTrip<T>(locale: Locale, orderNo: string, call: TripCall<T>): Promise<UpstreamResult<T>> {
  const [context, session, proof] = await Promise.all([
    upstreamContextFor(locale),
    readSession(),
    checkInProofFor(orderNo),
  ]);
  if (session) {
    const own = await call(context, undefined);
    const closed = !own.ok && (own.code === ResultCode.NOT_FOUND || LOGIN_REQUIRED_CODES.includes(own.code));
    if (own.ok || !closed || !proof) return own;
  }
  if (!proof) return { ok: false, code: ResultCode.NOT_FOUND, msg: 'no session and no check-in proof' };
  return call({ ...context, token: undefined }, proof);
}
