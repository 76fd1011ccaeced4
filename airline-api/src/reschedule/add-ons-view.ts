import { asc, inArray } from 'drizzle-orm';
import type { AddOnFollow, BookingAddOnKind } from '@/lib/contract';
import { productName } from '../booking/product-names';
import type { Db } from '../db/client';
import { addOnTransfer } from '../db/schema';
import type { Services } from '../services';

type TransferRow = typeof addOnTransfer.$inferSelect;

const isAddOn = (kind: string): kind is BookingAddOnKind =>
  ['BAGGAGE', 'MEAL', 'INSURANCE', 'PRIORITY', 'SEAT'].includes(kind);

/** The name of a moved or refunded product in both languages (the page words requests and seats itself). */
function names(row: TransferRow) {
  if (!isAddOn(row.kind) || row.productCode === 'SEAT_FREE') return { zh: '', en: '' };
  return {
    zh: productName(row.kind, row.productCode, 'zh_CN'),
    en: productName(row.kind, row.productCode, 'en_US'),
  };
}

/** What each change did with the add-ons of the tickets it replaced (decision 46), by rescheduled order. */
export async function addOnsFollowed(s: Services, db: Db, orderNos: string[]): Promise<Map<string, AddOnFollow[]>> {
  const byOrder = new Map<string, AddOnFollow[]>();
  if (orderNos.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(addOnTransfer)
    .where(inArray(addOnTransfer.rescheduleOrderNo, orderNos))
    .orderBy(asc(addOnTransfer.id));
  for (const row of rows) {
    const flight = s.network.flight(row.toFlightId);
    const view: AddOnFollow = {
      kind: row.kind as AddOnFollow['kind'],
      passengerId: row.passengerId,
      segmentIndex: row.segIndex,
      name: names(row),
      weightKg: row.kind === 'BAGGAGE' ? Number(/^BAG(\d+)$/.exec(row.productCode)?.[1] ?? 0) || null : null,
      outcome: row.outcome,
      flightNo: flight?.schedule.flightNo ?? row.toFlightId.split('-')[0]!,
      depTime: new Date(flight?.depUtcMs ?? 0).toISOString(),
      depTimeZone: (flight && s.network.airport(flight.route.depAirport)?.timeZone) || 'Asia/Shanghai',
      seatNo: row.seatNo,
      newSeatNo: row.newSeatNo,
      refundAmount: row.refundAmount,
      refundNo: row.refundNo,
      reason: row.reason as AddOnFollow['reason'],
    };
    byOrder.set(row.rescheduleOrderNo, [...(byOrder.get(row.rescheduleOrderNo) ?? []), view]);
  }
  return byOrder;
}
