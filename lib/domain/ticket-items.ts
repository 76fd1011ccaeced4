import type { OrderDetail } from '@/lib/contract/order';
import type { RefundItem } from '@/lib/contract/refund';

type Ticket = OrderDetail['tickets'][number];

/**
 * Ticket status 2 'issued' and product status 2 'usable' (spec §4): the only tickets a refund or a date change
 * may take.
 */
export function isIssuedAndUsable(ticket: Ticket | undefined): boolean {
  return Boolean(ticket && ticket.ticketNo && ticket.ticketStatus === 2 && ticket.productStatus === 2);
}

/** The ticket of a passenger on a segment, by the passenger's index in the order. */
export function ticketOf(order: Pick<OrderDetail, 'tickets'>, passengerIndex: number, segIndex: number) {
  return order.tickets.find((t) => t.passengerIndex === passengerIndex && t.segIndex === segIndex);
}

/** One passenger on one segment, as the refund and change forms key their choices. */
export const itemKey = (item: RefundItem) => `${item.passengerId}:${item.segmentIndex}`;

/**
 * Spec §5 and decision 23: a child or an infant is refunded or moved only together with its guardian (an adult of
 * the same order on the same segment). The chosen child and infant items (by itemKey) whose segment has an adult
 * who still holds a usable ticket and none of whose adults is chosen. When no adult of the segment holds one any
 * more (already refunded or changed), the child goes alone.
 */
export function guardianIssues(order: Pick<OrderDetail, 'passengers' | 'tickets'>, chosen: readonly RefundItem[]) {
  const chosenKeys = new Set(chosen.map(itemKey));
  const adults = order.passengers.filter((p) => p.type === 'ADT');
  const issues = new Set<string>();
  for (const item of chosen) {
    const passenger = order.passengers.find((p) => p.passengerId === item.passengerId);
    if (!passenger || passenger.type === 'ADT') continue;
    const onSegment = adults.filter((a) => isIssuedAndUsable(ticketOf(order, a.index, item.segmentIndex)));
    const withAdult = onSegment.some((a) =>
      chosenKeys.has(itemKey({ passengerId: a.passengerId, segmentIndex: item.segmentIndex })),
    );
    if (onSegment.length > 0 && !withAdult) issues.add(itemKey(item));
  }
  return issues;
}
