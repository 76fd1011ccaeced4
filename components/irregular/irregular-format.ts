import { dateTimeFormat } from '@/lib/domain/intl-cache';
/** A time of day at an airport, in its own zone (spec: times in the airport's zone). */
export function airportClock(iso: string, timeZone: string, locale: string): string {
  return dateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit', hour12: false }).format(new Date(iso));
}

/** The local date (yyyy-MM-dd) of an instant at an airport. */
export function airportDay(iso: string, timeZone: string): string {
  return dateTimeFormat('en-CA', { timeZone }).format(new Date(iso));
}

/** Where the free change of a segment happens, and where the involuntary refund of it starts. */
export const freeChangeHref = (orderNo: string, segmentIndex: number) =>
  `/ancillary/normalModify/${orderNo}?segment=${segmentIndex}`;
export const involuntaryRefundHref = (orderNo: string, segmentIndex: number) =>
  `/refunds/selair/${orderNo}?type=INVOLUNTARY&segment=${segmentIndex}`;
