import type {
  AddOnOrder,
  ContentByCodeData,
  OrderAddOnKind,
  OrderAddOnOfferData,
  OrderAddOnReserveBody,
  OrderAddOnReserveData,
  SeatChartData,
  SeatFareData,
} from '@/lib/contract';
import { getOperation, postOperation } from './operation';
import type { WalletPaid } from './orders';

/**
 * Seats and add-ons after booking (/seat/seatSelections, the check-in seat step, /checkin/otherbuy,
 * /checkin/confirm; app/api/seat; decision 22). Like check-in, the browser never sends a
 * visitor's proof: the BFF adds the one sealed for the order at the lookup, or the member's token.
 */

type Segment = { orderNo: string; segmentIndex: number };

/** The segment's seat chart (which seats exist and are free) and its passengers (spec §7 selectFlightSeatChart). */
export const chart = getOperation<Segment, SeatChartData>('/api/seat/chart');
/** What each seat costs now, and the lowest price (spec §7 getSeatServiceFare). */
export const fares = getOperation<Segment, SeatFareData>('/api/seat/fares');
/** The seat tips from the CMS (spec §7 getContentByCode seat_tips), in the page's language. */
export const tips = getOperation<Record<string, never>, ContentByCodeData>('/api/seat/tips');
/** Seats and add-ons on sale for the segment with prices frozen under a sessionId (spec §7 flightOrder ancillary GET). */
export const offer = postOperation<Segment & { types: OrderAddOnKind[] }, OrderAddOnOfferData>('/api/seat/offer');
/**
 * Reserves the add-on order (spec §7 flightOrder ancillary POST). A zero total finishes at once (and checks
 * in when asked); otherwise pay it with `pay`. A seat without a fare answers SEAT_PRODUCT_MISSING with
 * `passengerIds` to pick again.
 */
export const reserve = postOperation<Omit<OrderAddOnReserveBody, 'visitor'>, OrderAddOnReserveData>(
  '/api/seat/reserve',
);
/** One add-on order of the parent order (the confirmation and the result page follow it). */
export const addOnOrder = getOperation<Segment & { addOnOrderNo: string }, AddOnOrder>('/api/seat/order');
/** Sends the browser to the gateway for an add-on order; the gateway returns to /result?type=checkin. */
export const pay = postOperation<
  { orderNo: string; segmentIndex: number; addOnOrderNo: string; attempt?: string },
  { url: string }
>('/api/seat/pay');
/** A member pays the add-on order from the wallet, once asked (decision 49): the signed return for /result. */
export const payByWallet = postOperation<
  { orderNo: string; segmentIndex: number; addOnOrderNo: string; attempt?: string },
  WalletPaid
>('/api/seat/wallet');
/** The member's points and how many may pay for `amount` (spec §7 getPointsInfo, getAvailableForSeat). */
export const pointsForSeat = getOperation<
  { amount: number; currency: string },
  {
    currentPoints: number;
    maxPoints: number;
    maxDeduction: number;
    realNameExpired: boolean;
  }
>('/api/seat/points');
