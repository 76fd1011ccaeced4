/**
 * What one holder may keep reserved and unpaid (issue 29 §1 "seat spinning", decision 51). A holder is a
 * visitor's address, a member or a contact phone; an unpaid order holds its seats until its payment deadline.
 * Shared by airline-api (which counts from its database) and the web (which says the numbers).
 */
import { MAX_PASSENGERS_PER_BOOKING } from './passenger-rules';

export type HolderKind = 'address' | 'member' | 'phone';

export type HoldLimit = {
  /** Open unpaid orders, on any flights. */
  orders: number;
  /** Seats held unpaid on one flight (infants on a lap take none). */
  seatsPerFlight: number;
};

/**
 * A phone or a member: one full booking (the spec's 9 passengers) per flight, three unpaid orders at once.
 * An address is often shared (an office, a campus, a mobile carrier's NAT): twice that.
 */
export const HOLD_LIMITS: Record<HolderKind, HoldLimit> = {
  phone: { orders: 3, seatsPerFlight: MAX_PASSENGERS_PER_BOOKING },
  member: { orders: 3, seatsPerFlight: MAX_PASSENGERS_PER_BOOKING },
  address: { orders: 6, seatsPerFlight: 2 * MAX_PASSENGERS_PER_BOOKING },
};

/** What a holder holds now: its open unpaid orders and, by flight, the seats they hold. */
export type Held = { orders: number; seatsByFlight: ReadonlyMap<string, number> };

/** Why a new order of `seats` seats on each of `flightIds` would go beyond a limit, or null when it fits. */
export function holdRefusal(
  held: Held,
  flightIds: readonly string[],
  seats: number,
  limit: HoldLimit,
): 'orders' | 'seatsPerFlight' | null {
  if (held.orders + 1 > limit.orders) return 'orders';
  for (const flightId of flightIds) {
    if ((held.seatsByFlight.get(flightId) ?? 0) + seats > limit.seatsPerFlight) return 'seatsPerFlight';
  }
  return null;
}

/**
 * The address a limit counts: an IPv4 address as it is; an IPv6 address by its /64 network, which one
 * subscriber gets whole and can rotate through at will.
 */
export function holderAddress(address: string): string {
  if (!address.includes(':')) return address;
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = address.includes('::') ? 8 - left.length - right.length : 0;
  const groups = [...left, ...Array<string>(Math.max(missing, 0)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => (parseInt(g, 16) || 0).toString(16))
    .join(':')}::/64`;
}
