import type { z } from 'zod';
import { ResultCode, type BookingAddOnKind, type ReserveBodySchema } from '@/lib/contract';
import { guardianIssues, guardiansOf } from '@/lib/domain/guardian-rules';
import { validateContact, validatePassengers, type PassengerInput } from '@/lib/domain/passenger-rules';
import type { MemberRow } from '../account/tokens';
import { ApiError } from '../errors';
import type { Services } from '../services';
import { infantCarriers, quoteAddOns, type AddOnLine, type SeatLine } from './add-on-quote';
import { applyDeductions, type Deductions } from './deductions';
import { passengerFare, resolveSegments, type BookedSegment, type PassengerFare } from './fares';
import { amountFen, pricePartsIn, type PriceFen } from './price-parts';

export type ReserveInput = z.output<typeof ReserveBodySchema>;

export type Quote = {
  segments: BookedSegment[];
  /** Each passenger's guardian, by index (null for an adult). */
  guardians: (number | null)[];
  fares: PassengerFare[][];
  lines: AddOnLine[];
  seats: SeatLine[];
  deductions: Deductions;
  priceFen: PriceFen;
  amountFen: number;
  payAmount: number;
};

/** Passenger and contact rules (lib/domain/passenger-rules): the first failing group decides the code. */
export function checkPassengers(body: ReserveInput, segments: BookedSegment[]): void {
  if (!body.agreeTerms) throw new ApiError(ResultCode.TERMS_NOT_AGREED);
  const trip = {
    flightDates: segments.map((sg) => sg.flight.date),
    international: segments.some((sg) => sg.flight.route.international),
  };
  const inputs: PassengerInput[] = body.passengers.map((p) => ({
    ...p,
    certificateNumber: p.certificateNumber.toUpperCase(),
  }));
  const { passengers, group } = validatePassengers(inputs, trip);
  if (group === 'passengerLimit') throw new ApiError(ResultCode.PASSENGER_LIMIT);
  if (passengers.length) {
    const expiring = passengers.every((i) => i.key === 'certificateExpiring');
    throw new ApiError(expiring ? ResultCode.CERTIFICATE_EXPIRING : ResultCode.PASSENGER_INVALID, 'passengers', {
      passengers,
    });
  }
  if (group) throw new ApiError(ResultCode.COMPANION_LIMIT, group, { group });
  assertGuardians(body, trip.flightDates[0]!);
  const contact = validateContact(body.contact);
  if (contact.length) throw new ApiError(ResultCode.CONTACT_INVALID, 'contact', { contact });
}

/**
 * The chosen guardian of each child and infant (lib/domain/guardian-rules; decision 50): an adult of the booking,
 * 18 or over on the first flight date, within the per-guardian limits. An adult naming one is refused.
 */
function assertGuardians(body: ReserveInput, firstFlightDate: string): void {
  if (body.passengers.some((p) => p.type === 'ADT' && p.guardian !== undefined))
    throw new ApiError(ResultCode.BAD_REQUEST, 'guardian of an adult');
  const guardians = guardiansOf(body.passengers);
  const issues = guardianIssues(
    body.passengers.map((p, i) => ({ ...p, guardian: guardians[i] })),
    firstFlightDate,
  );
  const passengers = issues.flatMap((key, index) => (key ? [{ index, field: 'guardian', key }] : []));
  if (passengers.length) throw new ApiError(ResultCode.COMPANION_LIMIT, passengers[0]!.key, { passengers });
}

/** Everything the order will hold, priced by the server from the fares of now. */
export async function quoteBooking(s: Services, body: ReserveInput, member: MemberRow | null): Promise<Quote> {
  const segments = await resolveSegments(s, body.fareIds);
  checkPassengers(body, segments);
  const types = body.passengers.map((p) => p.type);
  const guardians = guardiansOf(body.passengers);
  const fares = body.passengers.map((p) => segments.map((sg) => passengerFare(sg, p.type)));
  const { lines, seats } = await quoteAddOns(s, body.ancillaries, segments, types, infantCarriers(guardians, types));
  const sum = (pick: (f: PassengerFare) => number) => fares.flat().reduce((n, f) => n + pick(f), 0);
  const ticketFare = sum((f) => f.fare);
  const deductions = await applyDeductions(s, member, body.couponIds, body.points, ticketFare, segments);
  const ancillaries: Partial<Record<BookingAddOnKind, number>> = {};
  for (const l of lines) ancillaries[l.kind] = (ancillaries[l.kind] ?? 0) + l.priceFen;
  const priceFen: PriceFen = {
    ticketFare,
    airportTax: sum((f) => f.airportTax),
    fuelTax: sum((f) => f.fuelTax),
    otherTax: sum((f) => f.otherTax),
    ancillaries,
    couponDeduction: deductions.couponFen,
    pointsDeduction: deductions.pointsFen,
    pointsUsed: deductions.points,
    lines: {
      fares: fares.flat(),
      ancillaries: lines.map((l) => ({ kind: l.kind, fen: l.priceFen })),
    },
  };
  return {
    segments,
    guardians,
    fares,
    lines,
    seats,
    deductions,
    priceFen,
    amountFen: amountFen(priceFen),
    payAmount: pricePartsIn(priceFen, body.currency).actualAmount,
  };
}
