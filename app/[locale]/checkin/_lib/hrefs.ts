import type { CheckInTrip } from '@/lib/contract';

type Segment = Pick<CheckInTrip, 'orderNo' | 'segIndex'>;

/** Where a segment's check-in starts (and the draft is made): /checkin/selair/{orderNo}?segment=N. */
export const selairHref = (trip: Segment) => ({
  pathname: `/checkin/selair/${trip.orderNo}`,
  query: { segment: String(trip.segIndex) },
});

/** The seat step and add-ons of a segment's check-in. */
export const otherBuyHref = (trip: Segment) => ({
  pathname: '/checkin/otherbuy',
  query: { orderNo: trip.orderNo, segment: String(trip.segIndex) },
});

/** The confirmation of a segment's seats and add-ons. */
export const confirmHref = (trip: Segment) => ({
  pathname: '/checkin/confirm',
  query: { orderNo: trip.orderNo, segment: String(trip.segIndex) },
});
