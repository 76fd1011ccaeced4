import { CheckInBoardingPassSchema, CheckInVisitorProofSchema } from './check-in';
import { TripFlightStatusSchema } from './flight-status';
import { OrderNoInputSchema } from './common';
import { EmailSchema } from './member';
import * as z from './zod';

/**
 * The boarding pass (spec §2 Check-in and seats, /checkin/printBoardingPass/{type}: view, e-mail, print;
 * decision 20; decisions 20 and 21): one pass per checked-in passenger per segment, each with its IATA BCBP
 * string and what the pass prints beside the barcode. Like the check-in calls, every call is scoped by the
 * member token or by a visitor's proof in the body, and a segment with no active check-in (never checked in,
 * or cancelled) has no pass: NOT_FOUND.
 */

/** One segment of one order, and the visitor's proof of it when there is no member token. */
export const BoardingPassBodySchema = z.object({
  orderNo: OrderNoInputSchema,
  segmentIndex: z.number().int().min(0).max(3),
  visitor: CheckInVisitorProofSchema.optional(),
});
export type BoardingPassBody = z.input<typeof BoardingPassBodySchema>;

/** A name in both languages of the site (lib/domain/boarding-pass.ts LocalizedText). */
export const LocalizedTextSchema = z.object({ zh: z.string(), en: z.string() });

/** An airport of the pass: city and airport by name in both languages, its zone and terminal. */
export const BoardingPassPlaceSchema = z.object({
  city: LocalizedTextSchema,
  airport: LocalizedTextSchema,
  /** IANA zone: the departure's times are read in the departure airport's. */
  timeZone: z.string(),
  terminal: z.string().nullable(),
});

/**
 * A pass as the page shows it, the PDF draws it and the mail sends it: lib/domain/boarding-pass.ts
 * BoardingPassView (the barcode's items, the BCBP string, names) plus the arrival's time. Gate and boarding
 * time are left out until the airport sets them (the card then says 'see airport screens').
 */
export const BoardingPassViewSchema = CheckInBoardingPassSchema.extend({
  /** encodeBcbp of the pass's items: an IATA Resolution 792 "M1" string of one leg. */
  barcode: z
    .string()
    .regex(/^M1[ -~]+$/)
    .max(200),
  departure: BoardingPassPlaceSchema,
  arrival: BoardingPassPlaceSchema,
  arrivalTime: z.string().datetime(),
  arrivalTimeZone: z.string(),
  /** Either airport outside the mainland: the counter advice's 3 hours rather than 2 (spec §9). */
  international: z.boolean(),
  boardingTime: z.string().datetime().optional(),
  gate: z.string().max(8).optional(),
  /** The flight's current status: a delay or a cancellation set after check-in shows here. */
  flightStatus: TripFlightStatusSchema.optional(),
});
export type BoardingPassViewData = z.infer<typeof BoardingPassViewSchema>;

/** The passes of one segment, in passenger order: at least one (no pass is NOT_FOUND). */
export const BoardingPassesDataSchema = z.object({
  orderNo: z.string(),
  segIndex: z.number().int(),
  passes: z.array(BoardingPassViewSchema).min(1),
});
export type BoardingPassesData = z.infer<typeof BoardingPassesDataSchema>;

/** The PDF's file name: boarding-pass-<order>-<segment>.pdf. */
export const BoardingPassFileNameSchema = z.string().regex(/^boarding-pass-[A-Za-z0-9]+-\d\.pdf$/);

/**
 * The passes as one PDF (one A4 page per pass, airline-api/src/boarding-pass/pdf.ts), base64 in the envelope
 * as airline-api answers other files (the captcha's audio, a special document's image). "JVBER" is how
 * "%PDF" begins in base64. Nine passes are well under 2 MB.
 */
export const BoardingPassPdfDataSchema = z.object({
  fileName: BoardingPassFileNameSchema,
  contentType: z.literal('application/pdf'),
  pdfBase64: z.string().startsWith('JVBER').max(4_000_000),
});
export type BoardingPassPdfData = z.infer<typeof BoardingPassPdfDataSchema>;

/** POST e-mail the passes: to a typed address, or (left out) to the member's bound e-mail. */
export const BoardingPassEmailBodySchema = BoardingPassBodySchema.extend({
  email: EmailSchema.optional(),
});
export type BoardingPassEmailBody = z.input<typeof BoardingPassEmailBodySchema>;

/** Where the mail went, how many passes it carried, and the PDF attached. */
export const BoardingPassEmailDataSchema = z.object({
  sentTo: z.string(),
  passes: z.number().int().min(1),
  attachment: z.object({ fileName: BoardingPassFileNameSchema, size: z.number().int().positive() }),
});
export type BoardingPassEmailData = z.infer<typeof BoardingPassEmailDataSchema>;

/** A mail refused for its address: `data.issues.email` is a message key (emailRequired when none is bound). */
export const BoardingPassEmailRefusedSchema = z.object({
  issues: z.object({ email: z.enum(['emailRequired', 'emailInvalid']) }),
});

/* The web's own inputs (app/api/boarding-pass/**, the page's query): the segment as the page's URL names it. */

/** An order number as the web accepts it in a URL: letters and digits, spaces around it ignored. */
const WebOrderNo = z.string().trim().pipe(OrderNoInputSchema);

/** ?orderNo=&segment= (the segment from 0, 0 when left out). */
export const BoardingPassQuerySchema = z.object({
  orderNo: WebOrderNo,
  segment: z.coerce.number().int().min(0).max(3).default(0),
});
/** What a link or a call puts in that query (zod's coerced input type is `unknown`). */
export type BoardingPassQuery = { orderNo: string; segment?: number };

/** The e-mail form: the segment and the address typed ('' or left out: the member's bound e-mail). */
export const BoardingPassEmailFormSchema = z.object({
  orderNo: WebOrderNo,
  segment: z.number().int().min(0).max(3),
  email: z.union([z.literal(''), EmailSchema]).optional(),
});
export type BoardingPassEmailForm = z.input<typeof BoardingPassEmailFormSchema>;
