import type { FlightStatusCode } from '@/lib/domain/flight-status-rules';
import { freeChangeBlock } from '@/lib/domain/irregular-rules';
import { usableTicket } from '../check-in/state';
import type { FlightInstance } from '../domain/network';
import { flightStatuses } from '../routes/flight-status';
import type { Services } from '../services';

type Segment = { orderNo: string; segIndex: number; flightId: string };
type Ticket = {
  orderNo: string;
  segIndex: number;
  ticketNo: string | null;
  ticketStatus: number;
  productStatus: number;
};

/** The most serious first: a flight that will not fly, one that went elsewhere or came back, then a delay. */
const SERIOUS: readonly FlightStatusCode[] = ['CANCELLED', 'DIVERTED', 'RETURNED', 'DELAYED'];

/**
 * Per order, the status of its flight that gives the traveller choices now (decision 32: cancelled, diverted,
 * returned, or delayed before it leaves), among the flights a ticket of the order can still fly; the most serious
 * when several do. My orders says it beside the order's status, so "tickets issued" is not the whole story.
 */
export async function flightAlerts(s: Services, segments: Segment[], tickets: Ticket[]) {
  const flyable = segments.filter((sg) =>
    tickets.some((t) => t.orderNo === sg.orderNo && t.segIndex === sg.segIndex && usableTicket(t)),
  );
  const flights = flyable.map((sg) => s.network.flight(sg.flightId));
  const known = flyable.filter((_, i) => flights[i] !== undefined);
  const statuses = await flightStatuses(
    s,
    flights.filter((f): f is FlightInstance => f !== undefined),
    'zh_CN',
  );
  const alerts = new Map<string, FlightStatusCode>();
  known.forEach((sg, i) => {
    const { status, phase } = statuses[i]!;
    if (freeChangeBlock(status, phase) !== null) return;
    const had = alerts.get(sg.orderNo);
    if (!had || SERIOUS.indexOf(status) < SERIOUS.indexOf(had)) alerts.set(sg.orderNo, status);
  });
  return alerts;
}
