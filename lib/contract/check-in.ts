import { CHECK_IN_REFUSALS, CHECK_IN_WINDOWS } from '@/lib/domain/checkin-rules';
import { IsoDateSchema, OrderNoInputSchema } from './common';
import { OrderSegmentSchema, PassengerTypeSchema } from './order';
import { GuardianIdSchema } from './passenger-type';
import * as z from './zod';

/**
 * Online check-in (spec §2 Check-in and seats, §3 passenger ticket and trip record, §4 "Check-in", §7 the
 * member/api/seat/select/b2c/* calls; decision 21). airline-api decides with
 * lib/domain/checkin-rules.ts and answers each passenger's state, so the web only explains.
 *
 * Every call is scoped either by the member token (the member's own orders and the trips the member added by
 * ticket) or, without a token, by a visitor's proof: a ticket number and the name on it, or a document number
 * and the name. A wrong combination answers NOT_FOUND, and failed proofs are limited per address.
 */

export const CheckInWindowSchema = z.enum(CHECK_IN_WINDOWS);
export const CheckInRefusalSchema = z.enum(CHECK_IN_REFUSALS);

/** Spec §5 e-ticket number: 13 digits starting 902. */
export const TicketNoSchema = z.string().regex(/^902\d{10}$/);
/** The passenger's name as on the ticket: Chinese, SURNAME/GIVEN or SURNAME GIVEN (case and spaces ignored). */
const ProofName = z.string().trim().min(1).max(60);

/** A visitor's proof by ticket: the 902 ticket number and the passenger's name. */
export const CheckInTicketProofSchema = z.object({ ticketNo: TicketNoSchema, name: ProofName });
/** A visitor's proof by document: the document number and the passenger's name. */
export const CheckInDocumentProofSchema = z.object({
  certificateNumber: z.string().trim().min(4).max(30),
  name: ProofName,
});
export const CheckInVisitorProofSchema = z.union([CheckInTicketProofSchema, CheckInDocumentProofSchema]);
export type CheckInVisitorProof = z.infer<typeof CheckInVisitorProofSchema>;

/** One passenger on one segment (spec §3 passenger ticket) and where they stand with check-in. */
export const CheckInPassengerStateSchema = z.object({
  passengerId: z.string(),
  passengerIndex: z.number().int(),
  type: PassengerTypeSchema,
  /** As the order shows it: the Chinese name, or SURNAME/GIVEN. */
  name: z.string(),
  ticketNo: TicketNoSchema,
  checkedIn: z.boolean(),
  /** The seat held: checked in, or bought at booking (then kept whatever happens to the check-in). */
  seatNo: z.string().nullable(),
  seatBought: z.boolean(),
  /** The boarding sequence number while checked in. */
  boardingSeq: z.number().int().nullable(),
  /** Why this passenger cannot check in online (spec §8 messages, CheckIn.refusal.<key>); null: they may. */
  refusal: CheckInRefusalSchema.nullable(),
  /** This traveller's online check-ins on this flight so far, cancelled ones included (at most 3). */
  onlineCheckIns: z.number().int(),
  /** Checked in and the cancel cutoff not passed. */
  cancellable: z.boolean(),
  /** Who a child or infant travels with (decision 50). */
  guardianPassengerId: GuardianIdSchema,
});
export type CheckInPassengerState = z.infer<typeof CheckInPassengerStateSchema>;

/** One segment of one order (spec §3 trip record) with its window and its passengers. */
export const CheckInTripSchema = OrderSegmentSchema.extend({
  orderNo: z.string(),
  /** Either airport outside the mainland (decision 21): check-in at the counter. */
  international: z.boolean(),
  window: CheckInWindowSchema,
  /** The window [opensAt, closesAt) and the first instant a cancel is refused, as ISO instants. */
  opensAt: z.string().datetime(),
  closesAt: z.string().datetime(),
  cancelCutoffAt: z.string().datetime(),
  /** Spec §7 selectSeatAndCheckInState openSeat: online check-in and its seat choice are open now. */
  openSeat: z.boolean(),
  /** SELF: the member's own order; FRIEND: added by ticket; VISITOR: found by a visitor's proof. */
  source: z.enum(['SELF', 'FRIEND', 'VISITOR']),
  passengers: z.array(CheckInPassengerStateSchema),
});
export type CheckInTrip = z.infer<typeof CheckInTripSchema>;

/** Spec §7 selectOptionalSeatTravel answer: data.records, total. */
export const CheckInTripsDataSchema = z.object({ records: z.array(CheckInTripSchema), total: z.number().int() });
export type CheckInTripsData = z.infer<typeof CheckInTripsDataSchema>;

/** POST selectOptionalSeatTravel (member): which trips, own, added by ticket, or both. */
export const CheckInTripsBodySchema = z.object({ queryType: z.enum(['ALL', 'SELF', 'FRIEND']).default('ALL') });

/** POST the visitor lookup: a proof, answered with the trips of that order only. */
export const CheckInVisitorTripsBodySchema = CheckInVisitorProofSchema;

/** POST selectFriendOptionalSeatTravel (member): another traveller's ticket and name (spec §7 ticketInfo). */
export const CheckInFriendTripBodySchema = CheckInTicketProofSchema;

/** POST checkIsSelf (member): is this order passenger the member (by the certified real name and document)? */
export const CheckIsSelfBodySchema = z.object({ passengerId: z.string().min(1).max(64) });
export const CheckIsSelfDataSchema = z.object({ self: z.boolean() });

/** One segment of one order, and (without a member token) the visitor's proof of that order. */
export const CheckInSegmentFields = {
  orderNo: OrderNoInputSchema,
  segmentIndex: z.number().int().min(0).max(3),
  /** Without a member token: the visitor's proof of this order. */
  visitor: CheckInVisitorProofSchema.optional(),
};

/** POST selectSeatAndCheckInState: one segment's openSeat and passengers. */
export const CheckInStateBodySchema = z.object(CheckInSegmentFields);
export const CheckInStateDataSchema = z.object({ openSeat: z.boolean(), trip: CheckInTripSchema });
export type CheckInStateData = z.infer<typeof CheckInStateDataSchema>;

/** A seat as the chart names it (row and column). */
export const CheckInSeatNoSchema = z.string().regex(/^\d{1,2}[A-F]$/);

/**
 * POST check-in. An empty `passengers` answers 'select passengers', `clauseAgreed: false` 'agree to the
 * clause' (codes, not BAD_REQUEST, so the page can say them). The seat bought at booking (or after) is kept,
 * otherwise a free seat is given. Seats have prices, so a seat is chosen by buying it (the add-on order of
 * lib/contract/seat-selection.ts, which checks in once paid; decision 22): a `seatNo` here is BAD_REQUEST.
 */
export const CheckInBodySchema = z.object({
  ...CheckInSegmentFields,
  passengers: z.array(z.object({ passengerId: z.string().min(1).max(64) }).strict()).max(9),
  clauseAgreed: z.boolean(),
});
export type CheckInBody = z.input<typeof CheckInBodySchema>;

/**
 * A boarding pass's data (decision 20), one per passenger per segment: the fields of lib/domain/boarding-pass.ts
 * BoardingPassData (the barcode's items and the departure time), plus who and which trip it is.
 */
export const CheckInBoardingPassSchema = z.object({
  orderNo: z.string(),
  segIndex: z.number().int(),
  passengerId: z.string(),
  /** As the passenger writes it (张云雀). */
  displayName: z.string(),
  /** SURNAME/GIVEN in Latin capitals, Chinese names in pinyin (ZHANG/YUNQUE). */
  passengerName: z.string().regex(/^[A-Z]+\/[A-Z]+$/),
  /** The order's record locator, 6 capitals or digits. */
  bookingReference: z.string().regex(/^[A-Z0-9]{6}$/),
  from: z.string().regex(/^[A-Z]{3}$/),
  to: z.string().regex(/^[A-Z]{3}$/),
  carrier: z.string().regex(/^[A-Z0-9]{2}$/),
  flightNumber: z.string().regex(/^[1-9]\d{0,3}[A-Z]?$/),
  flightNo: z.string(),
  flightDate: IsoDateSchema,
  compartment: z.string().length(1),
  seat: CheckInSeatNoSchema,
  sequenceNumber: z.number().int().min(1).max(9999),
  passengerStatus: z.string().length(1),
  electronicTicket: z.boolean(),
  ticketNumber: TicketNoSchema,
  issueDate: IsoDateSchema,
  departureTime: z.string().datetime(),
  departureTimeZone: z.string(),
});
export type CheckInBoardingPass = z.infer<typeof CheckInBoardingPassSchema>;

export const CheckInDataSchema = z.object({ passes: z.array(CheckInBoardingPassSchema), trip: CheckInTripSchema });
export type CheckInData = z.infer<typeof CheckInDataSchema>;

/** POST cancel check-in: these passengers of one segment (an empty list answers 'select passengers'). */
export const CheckInCancelBodySchema = z.object({
  ...CheckInSegmentFields,
  passengerIds: z.array(z.string().min(1).max(64)).max(9),
});
export type CheckInCancelBody = z.input<typeof CheckInCancelBodySchema>;
export const CheckInCancelDataSchema = z.object({ trip: CheckInTripSchema });

/** Refused check-ins: each refused passenger and why (the answer's code is the first one's). */
export const CheckInRefusedDataSchema = z.object({
  passengers: z.array(z.object({ passengerId: z.string(), refusal: CheckInRefusalSchema })),
});
