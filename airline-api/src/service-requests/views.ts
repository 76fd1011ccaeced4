import { and, desc, eq, inArray } from 'drizzle-orm';
import { ProductStatus, type ServiceRequest, type ServiceRequestDetails, type UpstreamLanguage } from '@/lib/contract';
import { requestStatus, serviceRequestCancellable } from '@/lib/domain/service-request-rules';
import type { OrderRow } from '../booking/lifecycle';
import { displayName, placeNames } from '../booking/display-names';
import { loadBundles, usableTicket, type OrderBundle, type TicketRow } from '../check-in/state';
import { addOnTransfer, serviceRequest } from '../db/schema';
import type { Services } from '../services';

/**
 * Special services on an existing order (decision 28; spec §2 /ancillary/specialService, /ancillary/specialBag,
 * §3, §4, §5 Services, §8; decision 29): what each passenger may ask for, the request (checked by
 * lib/domain/service-request-rules, submitted at once), the order's requests with their statuses, withdrawing one,
 * and the airline's desk answering one with an SMS to the order's contact phone. The caller's scope (the member's own
 * order or a visitor's proof of it) is decided by the route (add-ons/access.ts).
 */

export type ServiceRequestRow = typeof serviceRequest.$inferSelect;

export const iso = (ms: number) => new Date(ms).toISOString();

/** The ticket of a passenger on a segment, and whether the service can be (or was) given on it. */
export const ticketOf = (b: OrderBundle, psgIndex: number, segIndex: number): TicketRow | undefined =>
  b.tickets.find((t) => t.psgIndex === psgIndex && t.segIndex === segIndex);

export const ticketValid = (t: TicketRow | undefined) => usableTicket(t) || t?.productStatus === ProductStatus.USED;

/** The order's requests as the pages show them, newest first (one of them with `only`). */
export async function requestViews(
  s: Services,
  order: OrderRow,
  language: UpstreamLanguage,
  only?: string,
): Promise<ServiceRequest[]> {
  const rows = await s.db
    .select()
    .from(serviceRequest)
    .where(
      only
        ? and(eq(serviceRequest.orderNo, order.orderNo), eq(serviceRequest.requestNo, only))
        : eq(serviceRequest.orderNo, order.orderNo),
    )
    .orderBy(desc(serviceRequest.createdAt), desc(serviceRequest.requestNo));
  if (rows.length === 0) return [];
  const [bundle] = await loadBundles(s.db, [order]);
  const now = s.clock.now();
  const moves = await movesOf(
    s,
    rows.map((r) => r.requestNo),
  );
  return rows.map((r) => {
    const segment = bundle!.segments.find((sg) => sg.segIndex === r.segIndex);
    const passenger = bundle!.passengers.find((p) => p.psgIndex === r.psgIndex);
    const flight = segment ? s.network.flight(segment.flightId) : undefined;
    const valid = ticketValid(ticketOf(bundle!, r.psgIndex, r.segIndex));
    return {
      requestNo: r.requestNo,
      orderNo: r.orderNo,
      segmentIndex: r.segIndex,
      passengerId: passenger?.passengerId ?? '',
      passengerName: passenger ? displayName(passenger) : '',
      kind: r.kind,
      details: r.details as ServiceRequestDetails,
      state: r.state,
      status: requestStatus(r.state, valid),
      flightNo: flight?.schedule.flightNo ?? '',
      flightDate: flight?.date ?? '',
      depCityName: flight ? placeNames(s, flight.route.depAirport, language).city : '',
      arrCityName: flight ? placeNames(s, flight.route.arrAirport, language).city : '',
      depTime: flight ? iso(flight.depUtcMs) : null,
      depTimeZone: flight ? s.network.airport(flight.route.depAirport)?.timeZone || 'Asia/Shanghai' : null,
      createdAt: r.createdAt.toISOString(),
      answeredAt: r.answeredAt ? r.answeredAt.toISOString() : null,
      deskReason: r.deskReason,
      cancellable: !!flight && valid && serviceRequestCancellable(r.state, flight.depUtcMs, now),
      movedTo: moves.get(r.requestNo) ?? null,
    };
  });
}

/** Where a change moved each of these requests (decision 46): the new request, its order and its flight. */
async function movesOf(
  s: Services,
  requestNos: string[],
): Promise<Map<string, NonNullable<ServiceRequest['movedTo']>>> {
  const moved = await s.db
    .select()
    .from(addOnTransfer)
    .where(and(inArray(addOnTransfer.requestNo, requestNos), eq(addOnTransfer.outcome, 'MOVED')));
  const out = new Map<string, NonNullable<ServiceRequest['movedTo']>>();
  for (const m of moved) {
    const flight = s.network.flight(m.toFlightId);
    if (!m.requestNo || !m.newRequestNo) continue;
    out.set(m.requestNo, {
      orderNo: m.rescheduleOrderNo,
      requestNo: m.newRequestNo,
      flightNo: flight?.schedule.flightNo ?? '',
      flightDate: flight?.date ?? '',
    });
  }
  return out;
}

export async function requestRow(
  s: Services,
  orderNo: string,
  requestNo: string,
): Promise<ServiceRequestRow | undefined> {
  const [row] = await s.db
    .select()
    .from(serviceRequest)
    .where(and(eq(serviceRequest.orderNo, orderNo), eq(serviceRequest.requestNo, requestNo)));
  return row;
}
