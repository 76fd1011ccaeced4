import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { UpstreamLanguage, Voucher, VoucherTicket } from '@/lib/contract';
import { AIRLINE_TIME_ZONE } from '@/lib/domain/airline-time';
import type { AddressEntry } from '@/lib/domain/member-book-rules';
import { voucherModifiable, type VoucherTicketState } from '@/lib/domain/reimbursement-voucher-rules';
import type { OrderRow } from '../booking/lifecycle';
import { displayName, placeNames } from '../booking/display-names';
import type { PassengerRow, SegmentRow, TicketRow } from '../check-in/state';
import type { Db } from '../db/client';
import { bookingOrder, orderPassenger, orderSegment, orderTicket, reimbursementVoucher } from '../db/schema';
import type { Services } from '../services';

/** One issued ticket of the member's own orders, with what the voucher pages show of it. */
export type TicketJoin = {
  ticket: TicketRow & { ticketNo: string };
  passenger: PassengerRow;
  segment: SegmentRow;
  order: OrderRow;
};
export type VoucherRow = typeof reimbursementVoucher.$inferSelect;

/** The tickets (numbered) of the member's own orders, or only those of `ticketNos`. */
export async function memberTickets(db: Db, memberId: string, ticketNos?: string[]): Promise<TicketJoin[]> {
  if (ticketNos && ticketNos.length === 0) return [];
  const rows = await db
    .select({ ticket: orderTicket, passenger: orderPassenger, segment: orderSegment, order: bookingOrder })
    .from(orderTicket)
    .innerJoin(
      orderPassenger,
      and(eq(orderPassenger.orderNo, orderTicket.orderNo), eq(orderPassenger.psgIndex, orderTicket.psgIndex)),
    )
    .innerJoin(
      orderSegment,
      and(eq(orderSegment.orderNo, orderTicket.orderNo), eq(orderSegment.segIndex, orderTicket.segIndex)),
    )
    .innerJoin(bookingOrder, eq(bookingOrder.orderNo, orderTicket.orderNo))
    .where(
      and(
        eq(bookingOrder.memberId, memberId),
        isNotNull(orderTicket.ticketNo),
        ...(ticketNos ? [inArray(orderTicket.ticketNo, ticketNos)] : []),
      ),
    );
  return rows as TicketJoin[];
}

/** The orders of these tickets, once each. */
export const ordersOf = (joins: TicketJoin[]): OrderRow[] => [
  ...new Map(joins.map((j) => [j.order.orderNo, j.order])).values(),
];

/** A ticket as the pages show it (its flight in the language asked), or null when its flight is unknown. */
export function ticketView(
  s: Services,
  j: TicketJoin,
  state: VoucherTicketState,
  voucherNo: string | null,
  language: UpstreamLanguage,
): VoucherTicket | null {
  const flight = s.network.flight(j.segment.flightId);
  if (!flight) return null;
  const { schedule } = flight;
  return {
    ticketNo: j.ticket.ticketNo,
    orderNo: j.order.orderNo,
    passengerName: displayName(j.passenger),
    flightNo: schedule.flightNo,
    depCity: placeNames(s, schedule.depAirport, language).city,
    arrCity: placeNames(s, schedule.arrAirport, language).city,
    departureTime: new Date(flight.depUtcMs).toISOString(),
    departureTimeZone: s.network.airport(schedule.depAirport)?.timeZone ?? AIRLINE_TIME_ZONE,
    state,
    voucherNo,
  };
}

/** Latest departure first: the trip just flown is the one a traveller claims. */
export const byDepartureDesc = (a: VoucherTicket, b: VoucherTicket) => b.departureTime.localeCompare(a.departureTime);

/** One voucher mailing from its rows (one per ticket) and the views of its tickets. */
export function voucherView(rows: VoucherRow[], tickets: VoucherTicket[]): Voucher {
  const first = rows[0]!;
  return {
    voucherNo: first.voucherNo,
    status: first.status,
    address: first.address as AddressEntry,
    tickets: tickets.sort(byDepartureDesc),
    feeFen: first.feeFen,
    requestedAt: first.requestedAt.toISOString(),
    mailedAt: first.mailedAt?.toISOString() ?? null,
    trackingNo: first.trackingNo,
    modifiable: voucherModifiable(first.status),
  };
}

/** The member's vouchers, each with its tickets' views (rows grouped by voucher number, newest first). */
export async function vouchersOf(
  s: Services,
  memberId: string,
  rows: VoucherRow[],
  language: UpstreamLanguage,
): Promise<Voucher[]> {
  const joins = await memberTickets(
    s.db,
    memberId,
    rows.map((r) => r.ticketNo),
  );
  const byNo = new Map(joins.map((j) => [j.ticket.ticketNo, j]));
  const groups = new Map<string, VoucherRow[]>();
  for (const r of rows) groups.set(r.voucherNo, [...(groups.get(r.voucherNo) ?? []), r]);
  return [...groups.values()]
    .map((group) => {
      const views = group.flatMap((r) => {
        const j = byNo.get(r.ticketNo);
        const view = j && ticketView(s, j, r.status, r.voucherNo, language);
        return view ? [view] : [];
      });
      return voucherView(group, views);
    })
    .sort((a, b) => b.requestedAt.localeCompare(a.requestedAt));
}
