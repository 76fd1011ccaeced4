import 'server-only';
import { ResultCode, type OrderDetail } from '@/lib/contract';
import type { Locale } from '@/lib/i18n/routing';
import { readSession } from '@/lib/session';
import { upstreamContextFor } from './request-context';
import { myFlightOrder, visitorOrder, type VisitorProof } from '@/lib/upstream/orders';
import type { UpstreamResult } from '@/lib/upstream/result';
import { visitorProofFor } from './visitor-orders';

export type OrderAccess = { result: UpstreamResult<OrderDetail>; proof: VisitorProof | null };

/**
 * The order as this browser may see it: a member's own order by the token, otherwise (or for an order
 * the member made before logging in) by the visitor proof of the sf_orders seal. Anything else is
 * ORDER_NOT_FOUND, the same answer as an unknown number, so nobody learns that a foreign order exists.
 */
export async function orderForBrowser(locale: Locale, orderNo: string): Promise<OrderAccess> {
  const [context, session, proof] = await Promise.all([
    upstreamContextFor(locale),
    readSession(),
    visitorProofFor(orderNo),
  ]);
  if (session) {
    const own = await myFlightOrder(context, orderNo);
    if (own.ok || !proof || own.code !== ResultCode.ORDER_NOT_FOUND) return { result: own, proof: null };
  }
  if (!proof) return { result: { ok: false, code: ResultCode.ORDER_NOT_FOUND, msg: 'no proof' }, proof: null };
  // Without the token: airline-api reads the visitor proof, whoever is logged in.
  return { result: await visitorOrder({ ...context, token: undefined }, proof), proof };
}
