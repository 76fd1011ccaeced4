import { TICKET_VALIDATION_STATUSES } from '@/lib/domain/ticket-validation-rules';
import * as z from './zod';

/**
 * Ticket validation (spec §2 /ticketValidate, §4 its statuses, §7 /modAndRef/api/verify/ticket; decision 69): the
 * wire format between the web and airline-api. The body is loose on purpose: its rules
 * (lib/domain/ticket-validation-rules.ts) refuse a wrong field with BAD_REQUEST and `data.issues` by field.
 */

export const TicketValidationStatusSchema = z.enum(TICKET_VALIDATION_STATUSES);

export const TicketValidationBodySchema = z.object({
  passengerName: z.string().max(200),
  ticketNo: z.string().max(64),
  itineraryNo: z.string().max(64).optional(),
  email: z.string().max(400),
});
export type TicketValidationBody = z.infer<typeof TicketValidationBodySchema>;

const PlaceSchema = z.object({ code: z.string(), cityName: z.string(), airportName: z.string() });

/** One segment (coupon) of the ticket: its flight, where and when it leaves (with the zone), and its status. */
export const TicketValidationSegmentSchema = z.object({
  flightNo: z.string(),
  flightDate: z.string(),
  departure: PlaceSchema,
  arrival: PlaceSchema,
  /** The planned departure instant; shown in `departureTimeZone` (the origin airport's). */
  departureTime: z.string().datetime(),
  departureTimeZone: z.string(),
  status: TicketValidationStatusSchema,
});
export type TicketValidationSegment = z.infer<typeof TicketValidationSegmentSchema>;

export const TicketValidationDataSchema = z.object({
  ticketNo: z.string(),
  /** The passenger's name as the ticket holds it (the caller typed it, so nothing is revealed). */
  passengerName: z.string(),
  segments: z.array(TicketValidationSegmentSchema),
  /** The address the result was mailed to; null where no e-mail gateway runs. */
  mailedTo: z.string().nullable(),
});
export type TicketValidationData = z.infer<typeof TicketValidationDataSchema>;

/** A refused form's `data`: the rule key of each wrong field. */
export const TicketValidationIssuesSchema = z.object({ issues: z.record(z.string(), z.string()) });
