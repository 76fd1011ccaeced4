import { validatePhone } from './account-rules';

/**
 * Special services asked for on an existing order (decision 28; spec §2 /ancillary/specialService and
 * /ancillary/specialBag, §3 wheelchair request and special baggage, §4 service request statuses and types, §5
 * Services, §8 services messages, §9 baggage dimensions; decision 29): a wheelchair or a piece of special baggage,
 * asked per passenger and flight, answered by the airline's desk (confirmed or rejected) and told by SMS. Pure: the
 * page, the BFF and airline-api apply the same rules.
 */

/** The two kinds of service request this module makes (spec §4 service types: wheelchair, baggage). */
export const SERVICE_REQUEST_KINDS = ['WHEELCHAIR', 'SPECIAL_BAGGAGE'] as const;
export type ServiceRequestKind = (typeof SERVICE_REQUEST_KINDS)[number];

/**
 * Wheelchair types (spec §3 "type (including ground wheelchair)"), the IATA codes airports work with:
 * GROUND (WCHR) to and from the aircraft across the apron, the passenger climbs the steps and walks to the seat;
 * STEPS (WCHS) also carried up and down the steps; CABIN (WCHC) carried to and from the seat.
 */
export const WHEELCHAIR_TYPES = ['GROUND', 'STEPS', 'CABIN'] as const;
export type WheelchairType = (typeof WHEELCHAIR_TYPES)[number];
export const WHEELCHAIR_IATA_CODES: Record<WheelchairType, string> = { GROUND: 'WCHR', STEPS: 'WCHS', CABIN: 'WCHC' };

/** Special baggage types (spec §3: music, golf, bicycle, sports, other). */
export const SPECIAL_BAGGAGE_TYPES = ['MUSIC', 'GOLF', 'BICYCLE', 'SPORTS', 'OTHER'] as const;
export type SpecialBaggageType = (typeof SPECIAL_BAGGAGE_TYPES)[number];

/** The stored state of a request; the status shown (spec §4) is derived by requestStatus. */
export const SERVICE_REQUEST_STATES = ['SUBMITTED', 'CONFIRMED', 'REJECTED', 'CANCELLED'] as const;
export type ServiceRequestState = (typeof SERVICE_REQUEST_STATES)[number];

/** Spec §9: baggage dimensions are integers below 150 (cm): 149 is taken, 150 is not; at least 1. */
export const BAGGAGE_DIMENSION_MIN_CM = 1;
export const BAGGAGE_DIMENSION_MAX_CM = 149;
/** Spec §9: an item over 1 metre on one side is oversize: 100 cm is not, 101 cm is. */
export const OVERSIZE_SIDE_CM = 100;
/** The companion's name: 2 to 40 characters (a Chinese name 2-20, an English one up to 40, spec §9). */
export const COMPANION_NAME_MIN = 2;
export const COMPANION_NAME_MAX = 40;
/** What the item is for: required for OTHER, at most 100 characters. */
export const BAGGAGE_PURPOSE_MAX = 100;
/** A desk's rejection reason, at most 100 characters. */
export const DESK_REASON_MAX = 100;

/**
 * Requests are taken until 24 hours before departure: the ground handler arranges a wheelchair and its staff, and
 * special baggage its handling, the day before. Open strictly before that instant and closed at it (decision 21's
 * reading of "within"): 24 h + 1 ms is taken, 24 h is not.
 */
export const SERVICE_REQUEST_CUTOFF_MS = 24 * 60 * 60 * 1000;

/** The first instant a request of this flight is no longer taken. */
export function serviceRequestEndsAt(departureMs: number): number {
  return departureMs - SERVICE_REQUEST_CUTOFF_MS;
}

/** A request may still be made at `nowMs`. */
export function serviceRequestOpen(departureMs: number, nowMs: number): boolean {
  return nowMs < serviceRequestEndsAt(departureMs);
}

/** A submitted or confirmed request may be withdrawn until departure (it frees the handler); not at or after it. */
export function serviceRequestCancellable(state: ServiceRequestState, departureMs: number, nowMs: number): boolean {
  return (state === 'SUBMITTED' || state === 'CONFIRMED') && nowMs < departureMs;
}

/** Why a passenger cannot ask for a kind on a flight, in this order; null when they can. */
export const SERVICE_REQUEST_BLOCKS = ['infant', 'ticketNotUsable', 'tooLate', 'duplicate'] as const;
export type ServiceRequestBlock = (typeof SERVICE_REQUEST_BLOCKS)[number];

export type ServiceRequestFacts = {
  passengerType: 'ADT' | 'CHD' | 'INF';
  /** The ticket on the flight is issued and usable (not flown, refunded or changed). */
  ticketUsable: boolean;
  departureMs: number;
  /** A submitted or confirmed request of this kind for this passenger and flight exists. */
  openRequest: boolean;
};

/**
 * An infant travels on an adult's lap and is carried by them: the adult asks (a wheelchair or baggage of the
 * infant's own is not a request of theirs). Then the ticket, the 24-hour cutoff, one open request per kind.
 */
export function serviceRequestBlock(f: ServiceRequestFacts, nowMs: number): ServiceRequestBlock | null {
  if (f.passengerType === 'INF') return 'infant';
  if (!f.ticketUsable) return 'ticketNotUsable';
  if (!serviceRequestOpen(f.departureMs, nowMs)) return 'tooLate';
  if (f.openRequest) return 'duplicate';
  return null;
}

/** A wheelchair request as typed: the type may be unchosen (''), the phone is an area code and a number. */
export type WheelchairInput = {
  wheelchairType: WheelchairType | '';
  companionName: string;
  companionAreaCode: string;
  companionMobile: string;
  atArrival: boolean;
};
export type WheelchairField = 'wheelchairType' | 'companionName' | 'companionAreaCode' | 'companionMobile';
/** Field → a ServiceRequest.errors key. */
export type WheelchairIssues = Partial<Record<WheelchairField, string>>;

/** The companion's name: trimmed, 2-40 letters (any script), '·', '.', '-' or inner spaces. */
export function companionNameIssue(raw: string): string | null {
  const name = raw.trim();
  if (!name) return 'companionNameRequired';
  if (!/^[\p{L}·.\- ]+$/u.test(name)) return 'companionNameInvalid';
  const n = [...name].length;
  return n >= COMPANION_NAME_MIN && n <= COMPANION_NAME_MAX ? null : 'companionNameLength';
}

/**
 * Spec §5 Wheelchair: passenger and type first ('select wheelchair type first'), the companion's name
 * (length-limited) and phone required and valid (mainland: 11 digits starting with 1; elsewhere 5-15 digits).
 */
export function validateWheelchair(input: WheelchairInput): WheelchairIssues {
  const issues: WheelchairIssues = {};
  if (!(WHEELCHAIR_TYPES as readonly string[]).includes(input.wheelchairType))
    issues.wheelchairType = 'wheelchairTypeRequired';
  const name = companionNameIssue(input.companionName);
  if (name) issues.companionName = name;
  const phone = validatePhone(input.companionAreaCode.trim(), input.companionMobile.trim());
  if (phone === 'areaCodeInvalid') issues.companionAreaCode = 'areaCodeInvalid';
  else if (phone)
    issues.companionMobile = phone === 'phoneRequired' ? 'companionPhoneRequired' : 'companionPhoneInvalid';
  return issues;
}

/** A special baggage request as typed: the dimensions as the fields hold them (text). */
export type SpecialBaggageInput = {
  baggageType: SpecialBaggageType | '';
  lengthCm: string;
  widthCm: string;
  heightCm: string;
  purpose: string;
};
export type SpecialBaggageField = 'baggageType' | 'lengthCm' | 'widthCm' | 'heightCm' | 'purpose';
export type SpecialBaggageIssues = Partial<Record<SpecialBaggageField, string>>;

/** One dimension: required, a whole number of centimetres (digits only), 1 to 149 (spec §9 "integers below 150"). */
export function dimensionIssue(raw: string): string | null {
  const text = raw.trim();
  if (!text) return 'dimensionRequired';
  if (!/^\d{1,4}$/.test(text)) return 'dimensionInteger';
  const cm = Number(text);
  if (cm < BAGGAGE_DIMENSION_MIN_CM) return 'dimensionTooSmall';
  if (cm > BAGGAGE_DIMENSION_MAX_CM) return 'dimensionTooLarge';
  return null;
}

/** Spec §5 Special baggage: passenger, type and dimensions required; dimensions integers below 150. */
export function validateSpecialBaggage(input: SpecialBaggageInput): SpecialBaggageIssues {
  const issues: SpecialBaggageIssues = {};
  if (!(SPECIAL_BAGGAGE_TYPES as readonly string[]).includes(input.baggageType))
    issues.baggageType = 'baggageTypeRequired';
  for (const field of ['lengthCm', 'widthCm', 'heightCm'] as const) {
    const issue = dimensionIssue(input[field]);
    if (issue) issues[field] = issue;
  }
  const purpose = input.purpose.trim();
  if ([...purpose].length > BAGGAGE_PURPOSE_MAX) issues.purpose = 'purposeTooLong';
  else if (!purpose && input.baggageType === 'OTHER') issues.purpose = 'purposeRequired';
  return issues;
}

/** Spec §9: oversize when any side is over 1 metre (101 cm or more). */
export function isOversize(sides: readonly number[]): boolean {
  return sides.some((cm) => cm > OVERSIZE_SIDE_CM);
}

/** The service request statuses (spec §4), as the add-on orders list them (lib/domain/add-on-rules). */
export type RequestStatus =
  'PENDING_SUBMISSION' | 'PENDING_CONFIRMATION' | 'CONFIRMED' | 'REJECTED' | 'CANCELLED' | 'NOT_TICKETED';

/**
 * The status shown (spec §4) of a request: what ended it first (withdrawn, rejected), then the ticket (refunded or
 * changed meanwhile: not ticketed, as decision 28 reads it; a flown ticket keeps its status), then the desk's
 * answer. A request is made on an issued ticket and submitted at once, so PENDING_SUBMISSION (an add-on waiting for
 * its payment) never arises here.
 */
export function requestStatus(state: ServiceRequestState, ticketValid: boolean): RequestStatus {
  if (state === 'CANCELLED') return 'CANCELLED';
  if (state === 'REJECTED') return 'REJECTED';
  if (!ticketValid) return 'NOT_TICKETED';
  return state === 'SUBMITTED' ? 'PENDING_CONFIRMATION' : 'CONFIRMED';
}
