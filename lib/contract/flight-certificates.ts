import { FLIGHT_CERTIFICATE_KINDS, IRREGULARITIES } from '@/lib/domain/flight-certificate-rules';
import * as z from './zod';

/**
 * airline-api's certificate paths (spec §2 /irregularFlightCertify, /airTravelCertify, their validation; decision
 * 70): verify/flight is §7's; the issue and PDF paths are this system's own.
 */
export const FLIGHT_CERTIFICATE_PATHS = {
  flightCertificateIssue: '/modAndRef/api/certificate/issue',
  flightCertificateVerify: '/modAndRef/api/verify/flight',
  flightCertificatePdf: '/modAndRef/api/certificate/pdf',
} as const;

/**
 * Irregular-flight and air-travel certificates (spec §2 /irregularFlightCertify, /irregularFlightValidate,
 * /airTravelCertify, /airTravelValidate; §7 verify/flight; decision 70): the wire
 * format between the web and airline-api. Bodies are loose on purpose: their rules
 * (lib/domain/flight-certificate-rules.ts) refuse a wrong field with BAD_REQUEST and `data.issues` by field.
 */

export const FlightCertificateKindSchema = z.enum(FLIGHT_CERTIFICATE_KINDS);
export const IrregularitySchema = z.enum(IRREGULARITIES);

/** Issue (or find again) the certificate of a ticket: its passenger's name and its 902 number. */
export const CertifyBodySchema = z.object({
  kind: FlightCertificateKindSchema,
  passengerName: z.string().max(200),
  ticketNo: z.string().max(64),
});
export type CertifyBody = z.infer<typeof CertifyBodySchema>;

/** Check a certificate, or download it: its verification code and the ticket number printed on it. */
export const CertificateLookupSchema = z.object({
  kind: FlightCertificateKindSchema,
  code: z.string().max(64),
  ticketNo: z.string().max(64),
});
export type CertificateLookup = z.infer<typeof CertificateLookupSchema>;

/**
 * The PDF download's query: the lookup and the page's locale, since a link's navigation carries no locale header
 * and the PDF is written in the language of the page that offers it.
 */
export const CertificatePdfQuerySchema = CertificateLookupSchema.extend({
  locale: z.enum(['zh-CN', 'en-US']).optional(),
});
export type CertificatePdfQuery = z.infer<typeof CertificatePdfQuerySchema>;

const Instant = z.string().datetime();

/** An airport named in the request's language; its times are shown in its zone. */
export const CertificatePlaceSchema = z.object({
  code: z.string(),
  cityName: z.string(),
  airportName: z.string(),
  timeZone: z.string(),
});

/** What a certificate states, as frozen when it was first issued (the names in the request's language). */
export const CertificateStatementSchema = z.object({
  passengerName: z.string(),
  ticketNo: z.string(),
  flightNo: z.string(),
  /** The flight's local date at its origin. */
  flightDate: z.string(),
  departure: CertificatePlaceSchema,
  arrival: CertificatePlaceSchema,
  scheduledDeparture: Instant,
  scheduledArrival: Instant,
  /** null: the flight was cancelled, or (arrival) had not landed when the certificate was issued. */
  actualDeparture: Instant.nullable(),
  actualArrival: Instant.nullable(),
  /** What went wrong (irregular-flight certificates); null on an air-travel certificate. */
  irregularity: IrregularitySchema.nullable(),
  /** Minutes late at departure (0 when cancelled or on time). */
  delayMinutes: z.number().int(),
});
export type CertificateStatement = z.infer<typeof CertificateStatementSchema>;

export const FlightCertificateSchema = z.object({
  /** The verification code, 12 letters (shown in groups of four). */
  code: z.string(),
  kind: FlightCertificateKindSchema,
  issuedAt: Instant,
  /** When a newer certificate of the same ticket and kind replaced it (the flight's facts moved on); null if none. */
  supersededAt: Instant.nullable().default(null),
  statement: CertificateStatementSchema,
});
export type FlightCertificate = z.infer<typeof FlightCertificateSchema>;

/** The certificate as a PDF in the request's language (base64, as the boarding pass's). */
export const CertificatePdfDataSchema = z.object({
  fileName: z.string().regex(/^[A-Za-z0-9.-]+$/),
  contentType: z.literal('application/pdf'),
  pdfBase64: z.string(),
});
export type CertificatePdfData = z.infer<typeof CertificatePdfDataSchema>;

/** A refused form's `data`: the rule key of each wrong field. */
export const CertificateIssuesSchema = z.object({ issues: z.record(z.string(), z.string()) });
