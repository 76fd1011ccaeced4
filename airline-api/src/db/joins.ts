import { and, eq } from 'drizzle-orm';
import { orderPassenger, orderSegment, orderTicket } from './schema';

/** Join conditions read from a ticket: its passenger and its segment (a ticket is one passenger on one segment). */
export const ticketsPassenger = and(
  eq(orderPassenger.orderNo, orderTicket.orderNo),
  eq(orderPassenger.psgIndex, orderTicket.psgIndex),
)!;
export const ticketsSegment = and(
  eq(orderSegment.orderNo, orderTicket.orderNo),
  eq(orderSegment.segIndex, orderTicket.segIndex),
)!;
