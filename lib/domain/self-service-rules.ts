/**
 * The self-service hall (decision 31; spec §2 /ancillary/selfService, §5 Services, §8 services messages; decision
 * 31): every service a found trip may still use, where its page is, and why it cannot when it cannot. Pure: airline-api
 * answers with it and the hall explains with it. The services with rules of their own (add-ons, seats, name changes,
 * adding a child or an infant, the extra seat and the mailed itinerary, wheelchair and special baggage requests,
 * irregular flights) keep them: airline-api asks those modules and maps their answers onto the hall's one list of
 * reasons (self-service-blocks), so the hall never says yes where the service's own page says no. Changes and refunds
 * are answered there from the fee bands (lib/domain/change-refund-fees), every window open strictly before its
 * instant. This file holds the kinds, where each is decided and its page; the search form is self-service-trip-query.
 */
import type { SelfServiceBlock } from './self-service-blocks';

// The hall's reasons and their mappings, and its search form: all of both, so callers need one module.
export * from './self-service-blocks';
export * from './self-service-trip-query';

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

/** A service answered for the hall: its kind and why it cannot be used (null: it can). */
export type ServiceState = { kind: SelfServiceKind; block: SelfServiceBlock | null };

/** How many of the states are open (for the hall's summary line). */
export const openCount = (states: readonly ServiceState[]) => states.filter((s) => s.block === null).length;
