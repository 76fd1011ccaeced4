import { eq } from 'drizzle-orm';
import type {
  ServiceRequestKind,
  ServiceRequestOptionsData,
  ServiceRequestSegment,
  UpstreamLanguage,
} from '@/lib/contract';
import { serviceRequestBlock, serviceRequestEndsAt } from '@/lib/domain/service-request-rules';
import type { OrderRow } from '../booking/lifecycle';
import { displayName, placeNames } from '../booking/display-names';
import { loadBundles, usableTicket } from '../check-in/state';
import { serviceRequest } from '../db/schema';
import type { Services } from '../services';
import { iso, ticketOf } from './views';

/** The order's submitted or confirmed requests, by passenger, segment and kind. */
export async function openRequests(s: Services, orderNo: string): Promise<Set<string>> {
  const rows = await s.db.select().from(serviceRequest).where(eq(serviceRequest.orderNo, orderNo));
  return new Set(
    rows
      .filter((r) => r.state === 'SUBMITTED' || r.state === 'CONFIRMED')
      .map((r) => `${r.psgIndex}:${r.segIndex}:${r.kind}`),
  );
}

/** Who may ask for what on each segment (segments whose flight is not in the network are left out). */
export async function serviceRequestOptions(
  s: Services,
  order: OrderRow,
  language: UpstreamLanguage,
): Promise<ServiceRequestOptionsData> {
  const [bundle] = await loadBundles(s.db, [order]);
  const open = await openRequests(s, order.orderNo);
  const now = s.clock.now();
  const segments: ServiceRequestSegment[] = [];
  for (const sg of bundle!.segments) {
    const flight = s.network.flight(sg.flightId);
    if (!flight) continue;
    const block = (psgIndex: number, type: 'ADT' | 'CHD' | 'INF', kind: ServiceRequestKind) =>
      serviceRequestBlock(
        {
          passengerType: type,
          ticketUsable: usableTicket(ticketOf(bundle!, psgIndex, sg.segIndex)),
          departureMs: flight.depUtcMs,
          openRequest: open.has(`${psgIndex}:${sg.segIndex}:${kind}`),
        },
        now,
      );
    segments.push({
      segmentIndex: sg.segIndex,
      flightNo: flight.schedule.flightNo,
      flightDate: flight.date,
      depTime: iso(flight.depUtcMs),
      depTimeZone: s.network.airport(flight.route.depAirport)?.timeZone || 'Asia/Shanghai',
      depCityName: placeNames(s, flight.route.depAirport, language).city,
      arrCityName: placeNames(s, flight.route.arrAirport, language).city,
      requestEndsAt: iso(serviceRequestEndsAt(flight.depUtcMs)),
      passengers: bundle!.passengers.map((p) => ({
        passengerId: p.passengerId,
        name: displayName(p),
        type: p.type,
        blocks: {
          WHEELCHAIR: block(p.psgIndex, p.type, 'WHEELCHAIR'),
          SPECIAL_BAGGAGE: block(p.psgIndex, p.type, 'SPECIAL_BAGGAGE'),
        },
      })),
    });
  }
  return { orderNo: order.orderNo, segments };
}
