import { changeFee, type FeeFareFamily } from './change-refund-fees';
import { isIrregular } from './irregular-rules';
import type { FlightStatusCode } from './flight-status-rules';
import type { ServiceRequestBlock } from './service-request-rules';

/**
 * Why a service of the self-service hall cannot be used (decision 31; spec §8 services messages): the
 * hall's one list of reasons, the rules the hall answers itself (changes, refunds, irregular flights, seats from the
 * seat rules' answers), and the mapping of the other services' own reasons onto that list.
 */

/**
 * Why a service cannot be used, one list for the whole hall (spec §8 services messages; SelfService.block.* in the
 * messages):
 * - infant: an infant rides on a lap and has no baggage, meal, seat or boarding group of its own;
 * - notAdult: only an adult brings a child or an infant;
 * - onBoard: the passenger has flown or the flight has left ('passengers on board cannot buy baggage, meals or
 *   insurance');
 * - notUsable: the ticket is not issued and usable (unpaid, refunded, changed, being refunded or changed);
 * - otherChannel: bought through another channel, which changes and refunds it;
 * - notOpen: not open for the order yet (seats before ticketing);
 * - tooLate: past the service's last moment;
 * - checkedIn: the passenger has checked in (cancel the check-in first);
 * - international: sold at the counter on international flights;
 * - wechat: an order of the WeChat mini program, served there;
 * - extraSeat: an extra occupied seat blocks seat selection;
 * - seatChosen: a seat chosen online blocks the extra seat;
 * - changeLimit: the seat was changed twice already;
 * - limitReached: the baggage limit, or the name change made already;
 * - bought: held already (one meal, one priority boarding, each insurance once);
 * - requested: a wheelchair or special baggage request for this flight is open already;
 * - noMeals: the flight serves no meals;
 * - itineraryPrinted: the itinerary is printed or locked (mailed already, or being mailed);
 * - ticketLocked: a ticket of the order is being changed or refunded, or is suspended (the mailed itinerary's word);
 * - fareFamily: the fare does not allow it (BASIC: no change, no name change);
 * - underage: under 18, so no child or infant may travel with them;
 * - companionLimit: at most 2 children, or 1 child and 1 infant, per adult;
 * - passengerLimit: the order holds 9 passengers already;
 * - flightNormal: the flight is not delayed, cancelled or diverted;
 * - flightCancelled: the flight is cancelled: nothing is sold or checked in for it (decision 78).
 */
export const SELF_SERVICE_BLOCKS = [
  'flightCancelled',
  'infant',
  'notAdult',
  'onBoard',
  'notUsable',
  'otherChannel',
  'notOpen',
  'tooLate',
  'checkedIn',
  'international',
  'wechat',
  'extraSeat',
  'seatChosen',
  'changeLimit',
  'limitReached',
  'bought',
  'requested',
  'noMeals',
  'itineraryPrinted',
  'ticketLocked',
  'fareFamily',
  'underage',
  'companionLimit',
  'passengerLimit',
  'flightNormal',
] as const;
export type SelfServiceBlock = (typeof SELF_SERVICE_BLOCKS)[number];

/** What the spec-worded rules read of one passenger on one segment. */
export type SegmentPassengerFacts = {
  type: 'ADT' | 'CHD' | 'INF';
  departureMs: number;
  /** The ticket on this segment is issued and usable. */
  ticketUsable: boolean;
  /** The coupon is used: the passenger has boarded or flown. */
  flown: boolean;
  checkedIn: boolean;
};

/** The reasons every service of a passenger on a flight shares, in their order: on board, then the ticket. */
function travelBlock(f: SegmentPassengerFacts, nowMs: number): SelfServiceBlock | null {
  if (f.flown || nowMs >= f.departureMs) return 'onBoard';
  if (!f.ticketUsable) return 'notUsable';
  return null;
}

/**
 * A wheelchair or special baggage request, as its own rules answer (lib/domain/service-request-rules
 * serviceRequestBlock, decision 29), in the hall's words: a ticket no longer usable because the passenger flew, or a
 * request too late because the flight has left, reads "on board"; an open request reads "requested".
 */
export function fromServiceRequestBlock(
  block: ServiceRequestBlock | null,
  f: SegmentPassengerFacts,
  nowMs: number,
): SelfServiceBlock | null {
  switch (block) {
    case null:
      return null;
    case 'infant':
      return 'infant';
    case 'ticketNotUsable':
      return f.flown || nowMs >= f.departureMs ? 'onBoard' : 'notUsable';
    case 'tooLate':
      return nowMs >= f.departureMs ? 'onBoard' : 'tooLate';
    case 'duplicate':
      return 'requested';
  }
}

/** What a change or refund reads of one passenger on one segment besides the shared facts. */
export type ChangeRefundFacts = SegmentPassengerFacts & { ownChannel: boolean; fareFamily: FeeFareFamily };

/**
 * A date change (spec §2 /modify; §9 fees; decision 23): the site's own channels only, a usable ticket, no check-in,
 * not a BASIC fare, and not under 4 hours before departure (lib/domain/change-refund-fees changeFee: exactly 4 hours
 * before is band C and may still change).
 */
export function changeBlock(f: ChangeRefundFacts, nowMs: number): SelfServiceBlock | null {
  if (!f.ownChannel) return 'otherChannel';
  const travel = travelBlock(f, nowMs);
  if (travel) return travel;
  if (f.checkedIn) return 'checkedIn';
  if (f.fareFamily === 'BASIC') return 'fareFamily';
  const fee = changeFee({ type: f.type, fareFamily: f.fareFamily, fareMinor: 0, depMs: f.departureMs, nowMs });
  return 'notAllowed' in fee ? 'tooLate' : null;
}

/**
 * A refund (spec §2 /refunds; decision 23): the site's own channels only, a usable ticket not flown, no check-in
 * ('a refund or change requires cancelling check-in first'). A ticket not flown may be refunded after departure
 * too (only the taxes come back then).
 */
export function refundBlock(f: ChangeRefundFacts): SelfServiceBlock | null {
  if (!f.ownChannel) return 'otherChannel';
  if (f.flown) return 'onBoard';
  if (!f.ticketUsable) return 'notUsable';
  return f.checkedIn ? 'checkedIn' : null;
}

/**
 * Irregular-flight services (spec §2 /ancillary/abnormalEntry): for a delayed, cancelled or diverted flight
 * (lib/domain/irregular-rules isIrregular, decision 32) with a valid ticket on it.
 */
export function irregularBlock(status: FlightStatusCode, anyTicketValid: boolean): SelfServiceBlock | null {
  if (!anyTicketValid) return 'notUsable';
  return isIrregular(status) ? null : 'flightNormal';
}

/** The add-on rules' reasons (lib/domain/add-on-rules ADD_ON_BLOCKS) are words of the hall's list as they stand. */
export function fromAddOnBlock(block: string | null): SelfServiceBlock | null {
  if (block === null) return null;
  return (SELF_SERVICE_BLOCKS as readonly string[]).includes(block) ? (block as SelfServiceBlock) : 'notUsable';
}

/**
 * A seat after booking (decision 22) from the seat rules' answers: the segment's closed reason (notOpen before
 * ticketing, closed after check-in closes, notSupported on international flights, wechat), then the passenger's
 * block (checkedIn, extraSeat, changeLimit). An infant has no seat; a flown or departed passenger is on board.
 */
export function seatBlock(
  f: SegmentPassengerFacts & {
    closed: 'notOpen' | 'closed' | 'notSupported' | 'wechat' | 'flightCancelled' | null;
    passengerBlock: 'checkedIn' | 'extraSeat' | 'changeLimit' | null;
  },
  nowMs: number,
): SelfServiceBlock | null {
  if (f.type === 'INF') return 'infant';
  if (f.flown || nowMs >= f.departureMs) return 'onBoard';
  if (f.closed === 'notOpen') return 'notOpen';
  if (!f.ticketUsable) return 'notUsable';
  if (f.closed === 'notSupported') return 'international';
  if (f.closed === 'wechat') return 'wechat';
  if (f.closed === 'closed') return 'tooLate';
  if (f.closed === 'flightCancelled') return 'flightCancelled';
  return f.passengerBlock;
}

/** A name or document change's block (decision 24: notUsable, checkedIn, used, fareFamily, limitReached). */
export function fromPassengerModifyBlock(block: string | null): SelfServiceBlock | null {
  if (block === null) return null;
  if (block === 'used') return 'onBoard';
  return (SELF_SERVICE_BLOCKS as readonly string[]).includes(block) ? (block as SelfServiceBlock) : 'notUsable';
}

/** Adding a child or an infant (decision 25: notUsable, underage, checkedIn, tooLate, passengerLimit, companionLimit). */
export function fromAddPeopleBlock(type: 'ADT' | 'CHD' | 'INF', block: string | null): SelfServiceBlock | null {
  if (type !== 'ADT') return 'notAdult';
  if (block === null) return null;
  return (SELF_SERVICE_BLOCKS as readonly string[]).includes(block) ? (block as SelfServiceBlock) : 'notUsable';
}
