import { and, asc, eq } from 'drizzle-orm';
import { OrderStatus, type AddOnOrder, type OrderAddOnKind, type UpstreamLanguage } from '@/lib/contract';
import { pointsValue } from '@/lib/domain/fee-rules';
import { PAYABLE, type OrderRow } from '../booking/lifecycle';
import { displayName } from '../booking/display-names';
import { baggageBands } from '../booking/products';
import { orderAncillary, orderPassenger, orderSegment } from '../db/schema';
import { fromFen } from '../domain/money';
import type { Services } from '../services';

/** The check-in asked with an add-on order, and how it went once the order was applied. */
export type CheckInRequestJson = { passengerIds: string[]; clauseAgreed: boolean };

export type CheckInResultJson = { done: boolean; failureCode: string | null };

/** Where an add-on order stands (contract AddOnOrderState). */
function stateOf(o: OrderRow): AddOnOrder['state'] {
  if ((PAYABLE as number[]).includes(o.status)) return 'PENDING_PAYMENT';
  if (o.status === OrderStatus.PAID) return 'PAID';
  if (o.status === OrderStatus.TICKETED) return 'DONE';
  return o.cancelReason === 'TICKETING_FAILED' ? 'FAILED' : 'CANCELLED';
}

/** An add-on order as the confirmation, the result page and the member pages read it. */
export async function addOnOrderView(
  s: Services,
  o: OrderRow,
  _language: UpstreamLanguage = 'zh_CN',
): Promise<AddOnOrder> {
  const parentNo = o.parentOrderNo ?? '';
  const segIndex = o.parentSegIndex ?? 0;
  const [items, passengers, segments] = await Promise.all([
    s.db.select().from(orderAncillary).where(eq(orderAncillary.orderNo, o.orderNo)).orderBy(asc(orderAncillary.id)),
    s.db.select().from(orderPassenger).where(eq(orderPassenger.orderNo, parentNo)),
    s.db
      .select()
      .from(orderSegment)
      .where(and(eq(orderSegment.orderNo, parentNo), eq(orderSegment.segIndex, segIndex))),
  ]);
  const flight = segments[0] && s.network.flight(segments[0].flightId);
  const bands = flight ? baggageBands(flight) : [];
  const currency = o.payCurrency;
  const views = items.map((i) => {
    const p = passengers.find((x) => x.psgIndex === i.psgIndex);
    return {
      passengerId: p?.passengerId ?? '',
      name: p ? displayName(p) : '',
      kind: i.kind as OrderAddOnKind,
      productCode: i.productCode,
      seatNo: i.seatNo,
      weightKg: i.kind === 'BAGGAGE' ? (bands.find((b) => b.productCode === i.productCode)?.weightKg ?? null) : null,
      price: fromFen(i.priceFen, currency),
    };
  });
  const amount = views.reduce((n, v) => n + v.price, 0);
  const pointsAmount = Math.min(amount, fromFen(pointsValue(o.pointsUsed), currency));
  const request = o.checkInRequest as CheckInRequestJson | null;
  const result = o.checkInResult as CheckInResultJson | null;
  const state = stateOf(o);
  return {
    orderNo: o.orderNo,
    parentOrderNo: parentNo,
    segmentIndex: segIndex,
    flightNo: flight?.schedule.flightNo ?? segments[0]?.flightId.split('-')[0] ?? '',
    flightDate: flight?.date ?? segments[0]?.flightId.slice(-10) ?? '',
    state,
    currency,
    amount,
    pointsUsed: o.pointsUsed,
    pointsAmount,
    payAmount: o.payAmount,
    paymentDeadline: state === 'PENDING_PAYMENT' ? o.paymentDeadline.toISOString() : null,
    items: views,
    checkIn: request
      ? { passengerIds: request.passengerIds, done: result?.done ?? null, failureCode: result?.failureCode ?? null }
      : null,
  };
}
