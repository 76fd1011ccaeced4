import type { AddOnKind } from '@/lib/contract/add-ons';
import { airportDate, formatAirportTime } from '@/lib/i18n/format';

/** The page of each add-on on an order (spec §2 self-service routes). */
const PAGE: Record<AddOnKind | 'SEAT', string> = {
  BAGGAGE: 'consignment',
  MEAL: 'addfood',
  INSURANCE: 'addInsurance',
  PRIORITY: 'priority',
  SEAT: 'seat',
  EXTRA_SEAT: 'occupied',
  MAILING: 'mailingbil',
};

export const ADD_ON_PAGE_KINDS = ['BAGGAGE', 'MEAL', 'INSURANCE', 'PRIORITY', 'SEAT', 'EXTRA_SEAT', 'MAILING'] as const;

export const addOnPageHref = (kind: AddOnKind | 'SEAT', orderNo: string) =>
  `/ancillary/${PAGE[kind]}/${encodeURIComponent(orderNo)}`;

/** /ancillaryConfirm of an order: one segment's choices, or (after paying) one add-on order. */
export function addOnConfirmHref(orderNo: string, query: { segment?: number; addOnOrderNo?: string } = {}) {
  const params = new URLSearchParams();
  if (query.segment !== undefined) params.set('segment', String(query.segment));
  if (query.addOnOrderNo) params.set('addOnOrderNo', query.addOnOrderNo);
  const search = params.toString();
  return `/ancillaryConfirm/${encodeURIComponent(orderNo)}${search ? `?${search}` : ''}`;
}

/** The member's page of an add-on order. */
export const addOnOrderHref = (addOnOrderNo: string) =>
  `/member/ancillaryorderdetail/${encodeURIComponent(addOnOrderNo)}`;

/** An instant as the airport's local date and time ('2026-12-10 14:05'). */
export const localDateTime = (iso: string, timeZone: string, locale: string) =>
  `${airportDate(iso, timeZone)} ${formatAirportTime(iso, timeZone, locale)}`;

export { addressLine } from '@/lib/domain/member-book-address';
