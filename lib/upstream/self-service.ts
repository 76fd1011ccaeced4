import 'server-only';
import { SelfServiceTripSchema, UpstreamPath, type OrderVisitorProof } from '@/lib/contract';
import type { TripNumber } from '@/lib/domain/self-service-rules';
import { callUpstream } from './client';
import type { UpstreamContext } from './context';

/**
 * The self-service hall's trip (decision 31; spec §2 /ancillary/selfService, §7 flightOrder ancillary GET; decision
 * 31): the order named by its number or an e-ticket, with every service each passenger can still use. The scope is the
 * member's token in the context, or (for a visitor) `visitor` in the body and no token at all, as for the add-on pages
 * (lib/upstream/add-ons.ts). Language and currency come from the context.
 */
export function selfServiceTrip(context: UpstreamContext, input: { number: TripNumber; visitor?: OrderVisitorProof }) {
  const { number, visitor } = input;
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.selfServiceTrip,
    body: {
      ...(number.kind === 'order' ? { orderNo: number.orderNo } : { ticketNo: number.ticketNo }),
      ...(visitor ? { visitor } : {}),
      currency: context.currency ?? 'CNY',
      language: context.language,
    },
    data: SelfServiceTripSchema,
    context: visitor ? { ...context, token: undefined } : context,
    antiFraud: visitor ? { name: visitor.passengerName } : undefined,
  });
}
