import { ChannelSchema, ResultCode, TicketStatus, type RefundItem } from '@/lib/contract';
import { activeCheckIn, guardiansFor, usableTicket, type OrderBundle, type TicketRow } from '../check-in/state';
import type { FlightInstance } from '../domain/network';
import { ApiError } from '../errors';
import type { Services } from '../services';

type FailureCode = Exclude<ResultCode, '0'>;

/** The site's own channels (spec §7: B2C, or B2CP/B2CPEN for army searches); others change or refund where they sold. */
export const OWN_CHANNELS = new Set<string>(ChannelSchema.options);

/** Tickets whose refund is asked or done: a child's guardian in one of these need not come along (decision 23). */
export const REFUNDED_STATUSES = new Set<number>([
  TicketStatus.REFUNDED,
  TicketStatus.REFUNDING,
  TicketStatus.REFUND_DONE,
]);

export const itemKey = (psgIndex: number, segIndex: number) => `${psgIndex}:${segIndex}`;

/** One asked item (a passenger on a segment) of the order, with its issued, usable ticket and its flight. */
export type ResolvedItem = {
  item: RefundItem;
  passenger: OrderBundle['passengers'][number];
  segment: OrderBundle['segments'][number];
  flight: FlightInstance;
  ticket: TicketRow & { ticketNo: string };
};

/** The codes a refund and a change answer for the same refusals. */
export type ItemCodes = { notAllowed: FailureCode; guardian: FailureCode };

/**
 * Checks the items of a refund or change request against the order (decision 23; spec §4, §5): the
 * order must come from the site's own channels (ORDER_OTHER_CHANNEL); each item a passenger and segment of the
 * order (NOT_FOUND), once (BAD_REQUEST), with an issued, usable ticket (`codes.notAllowed`) and no active
 * check-in (REFUND_CHECKED_IN, 'cancel the check-in first', for both); a child or infant only with a guardian
 * of the order on the same segment in the same request, unless that guardian's ticket is refunded or being
 * refunded (`codes.guardian`).
 */
export function resolveItems(s: Services, bundle: OrderBundle, items: RefundItem[], codes: ItemCodes): ResolvedItem[] {
  if (!OWN_CHANNELS.has(bundle.order.channelNo)) throw new ApiError(ResultCode.ORDER_OTHER_CHANNEL);
  const keys = new Set<string>();
  const resolved = items.map((item) => {
    const passenger = bundle.passengers.find((p) => p.passengerId === item.passengerId);
    const segment = bundle.segments.find((sg) => sg.segIndex === item.segmentIndex);
    if (!passenger || !segment) throw new ApiError(ResultCode.NOT_FOUND, 'order item');
    const key = itemKey(passenger.psgIndex, segment.segIndex);
    if (keys.has(key)) throw new ApiError(ResultCode.BAD_REQUEST, 'order item repeated');
    keys.add(key);
    const flight = s.network.flight(segment.flightId);
    if (!flight) throw new ApiError(codes.notAllowed, 'flight not in the network');
    const ticket = bundle.tickets.find((t) => t.psgIndex === passenger.psgIndex && t.segIndex === segment.segIndex);
    return { item, passenger, segment, flight, ticket };
  });
  for (const r of resolved) if (!usableTicket(r.ticket)) throw new ApiError(codes.notAllowed, r.item.passengerId);
  for (const r of resolved)
    if (activeCheckIn(bundle, r.passenger.psgIndex, r.segment.segIndex))
      throw new ApiError(ResultCode.REFUND_CHECKED_IN, r.item.passengerId);
  for (const r of resolved) {
    if (r.passenger.type === 'ADT') continue;
    const guarded = guardiansFor(bundle, r.passenger, r.flight.date).some((g) => {
      if (keys.has(itemKey(g.psgIndex, r.segment.segIndex))) return true;
      const t = bundle.tickets.find((x) => x.psgIndex === g.psgIndex && x.segIndex === r.segment.segIndex);
      return !!t && REFUNDED_STATUSES.has(t.ticketStatus);
    });
    if (!guarded) throw new ApiError(codes.guardian, r.item.passengerId);
  }
  return resolved.map((r) => ({ ...r, ticket: r.ticket as TicketRow & { ticketNo: string } }));
}
