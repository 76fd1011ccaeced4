/**
 * The self-service hall (issue 15 §1; spec §2 /ancillary/selfService, §5 Services, §8 services messages; decision
 * 31): every service a found trip may still use, where its page is, and why it cannot when it cannot. Pure: airline-api
 * answers with it and the hall explains with it. The services with rules of their own (add-ons, seats, name changes,
 * adding a child or an infant, the extra seat and the mailed itinerary, wheelchair and special baggage requests,
 * irregular flights) keep them: airline-api asks those modules and maps their answers onto the hall's one list of
 * reasons here, so the hall never says yes where the service's own page says no. Changes and refunds are answered
 * below from the fee bands (lib/domain/change-refund-fees), every window open strictly before its instant.
 */
import { changeFee, type FeeFareFamily } from './change-refund-fees';
import { isIrregular } from './irregular-rules';
import type { FlightStatusCode } from './flight-status-rules';
import type { ServiceRequestBlock } from './service-request-rules';

/** The services of the hall, in the order it shows them. */
export const SELF_SERVICE_KINDS = [
  'BAGGAGE',
  'MEAL',
  'INSURANCE',
  'PRIORITY',
  'SEAT',
  'EXTRA_SEAT',
  'WHEELCHAIR',
  'SPECIAL_BAGGAGE',
  'MAILING',
  'ADD_CHILD',
  'ADD_INFANT',
  'CHANGE',
  'REFUND',
  'NAME_CHANGE',
  'IRREGULAR',
] as const;
export type SelfServiceKind = (typeof SELF_SERVICE_KINDS)[number];

/** Where each kind is decided: for one passenger on one segment, for one passenger, for the order, for a flight. */
export const SELF_SERVICE_LEVEL = {
  BAGGAGE: 'segmentPassenger',
  MEAL: 'segmentPassenger',
  INSURANCE: 'segmentPassenger',
  PRIORITY: 'segmentPassenger',
  SEAT: 'segmentPassenger',
  EXTRA_SEAT: 'segmentPassenger',
  WHEELCHAIR: 'segmentPassenger',
  SPECIAL_BAGGAGE: 'segmentPassenger',
  CHANGE: 'segmentPassenger',
  REFUND: 'segmentPassenger',
  ADD_CHILD: 'passenger',
  ADD_INFANT: 'passenger',
  NAME_CHANGE: 'passenger',
  MAILING: 'order',
  IRREGULAR: 'segment',
} as const satisfies Record<SelfServiceKind, 'segmentPassenger' | 'passenger' | 'order' | 'segment'>;

/** The kinds of one level, in the hall's order. */
export function kindsOf(level: (typeof SELF_SERVICE_LEVEL)[SelfServiceKind]): SelfServiceKind[] {
  return SELF_SERVICE_KINDS.filter((k) => SELF_SERVICE_LEVEL[k] === level);
}

/**
 * Each kind's page (spec §2), without the locale. The pages of the order take the order number; irregular flights
 * start from their own entry page (/ancillary/abnormalEntry), which finds the flight itself.
 */
export function selfServicePath(kind: SelfServiceKind, orderNo: string): string {
  const o = encodeURIComponent(orderNo);
  switch (kind) {
    case 'BAGGAGE':
      return `/ancillary/consignment/${o}`;
    case 'MEAL':
      return `/ancillary/addfood/${o}`;
    case 'INSURANCE':
      return `/ancillary/addInsurance/${o}`;
    case 'PRIORITY':
      return `/ancillary/priority/${o}`;
    case 'SEAT':
      return `/ancillary/seat/${o}`;
    case 'EXTRA_SEAT':
      return `/ancillary/occupied/${o}`;
    case 'WHEELCHAIR':
      return `/ancillary/specialService/${o}`;
    case 'SPECIAL_BAGGAGE':
      return `/ancillary/specialBag/${o}`;
    case 'MAILING':
      return `/ancillary/mailingbil/${o}`;
    case 'ADD_CHILD':
      return `/ancillary/child/${o}`;
    case 'ADD_INFANT':
      return `/ancillary/baby/${o}`;
    case 'CHANGE':
      return `/modify/selair/${o}`;
    case 'REFUND':
      return `/refunds/selair/${o}`;
    case 'NAME_CHANGE':
      return `/ancillary/cname/${o}`;
    case 'IRREGULAR':
      return '/ancillary/abnormalEntry';
  }
}

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
 * - flightNormal: the flight is not delayed, cancelled or diverted.
 */
export const SELF_SERVICE_BLOCKS = [
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
    closed: 'notOpen' | 'closed' | 'notSupported' | 'wechat' | null;
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

/** A service answered for the hall: its kind and why it cannot be used (null: it can). */
export type ServiceState = { kind: SelfServiceKind; block: SelfServiceBlock | null };

/** How many of the states are open (for the hall's summary line). */
export const openCount = (states: readonly ServiceState[]) => states.filter((s) => s.block === null).length;

/** The number a trip is found by: an e-ticket (13 digits, a dash after the first 3 allowed) or else an order. */
export type TripNumber = { kind: 'order'; orderNo: string } | { kind: 'ticket'; ticketNo: string };

export function tripNumberOf(raw: string): TripNumber | null {
  const v = raw.replace(/\s+/g, '');
  if (/^\d{3}-?\d{10}$/.test(v)) return { kind: 'ticket', ticketNo: v.replace('-', '') };
  if (/^[A-Za-z0-9]{6,32}$/.test(v) && !/^\d+$/.test(v)) return { kind: 'order', orderNo: v.toUpperCase() };
  return null;
}

/** The hall's search form: the number, and for a visitor a passenger's name and the booking's contact phone. */
export type TripQuery = { number: string; passengerName: string; mobile: string };
export type TripQueryIssue =
  'numberRequired' | 'numberInvalid' | 'nameRequired' | 'nameTooLong' | 'mobileRequired' | 'mobileInvalid';

/**
 * Why the search form is refused, field by field (SelfService.errors.*): a member needs only the number (their own
 * orders open by the token); a visitor also the name (at most 81 characters, as the order lookup) and the phone (5 to
 * 15 digits, as the booking's contact phone).
 */
export function tripQueryIssues(q: TripQuery, member: boolean): Partial<Record<keyof TripQuery, TripQueryIssue>> {
  const issues: Partial<Record<keyof TripQuery, TripQueryIssue>> = {};
  const number = q.number.trim();
  if (!number) issues.number = 'numberRequired';
  else if (!tripNumberOf(number)) issues.number = 'numberInvalid';
  if (member) return issues;
  const name = q.passengerName.trim();
  if (!name) issues.passengerName = 'nameRequired';
  else if (name.length > 81) issues.passengerName = 'nameTooLong';
  const mobile = q.mobile.trim();
  if (!mobile) issues.mobile = 'mobileRequired';
  else if (!/^\d{5,15}$/.test(mobile)) issues.mobile = 'mobileInvalid';
  return issues;
}
