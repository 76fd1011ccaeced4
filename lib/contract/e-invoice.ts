import { E_INVOICE_ITEMS, E_INVOICE_STATUSES } from '@/lib/domain/e-invoice-rules';
import { InvoiceHeaderEntrySchema } from './member-book';
import * as z from './zod';

/**
 * Electronic invoices (spec §2 zh-CN /ElectronicBill/*, /Electronic/*; §3 invoice request; §9; decision 71): the wire
 * format between the web and airline-api. Bodies are loose on purpose: the rules (lib/domain/e-invoice-rules.ts)
 * refuse a wrong field with BAD_REQUEST and `data.issues` by field.
 */

/** airline-api's e-invoice paths (spread into UpstreamPath). */
export const E_INVOICE_PATHS = {
  eInvoiceTicket: '/invoice/api/e-invoice/ticket',
  eInvoiceRequest: '/invoice/api/e-invoice/request',
  eInvoiceResend: '/invoice/api/e-invoice/resend',
  eInvoicePdf: '/invoice/api/e-invoice/pdf',
  eInvoiceList: '/invoice/api/e-invoice/list',
  eInvoiceInquire: '/invoice/api/e-invoice/inquire',
} as const;

/**
 * Which ticket: its order and number, and the passenger's name as the ticket holds it. The name may be left out by
 * the member whose order it is (the member token is the proof); anyone else must give it.
 */
export const EInvoiceTicketRefSchema = z.object({
  orderNo: z.string().max(40),
  ticketNo: z.string().max(64),
  passengerName: z.string().max(200).optional(),
});
export type EInvoiceTicketRef = z.infer<typeof EInvoiceTicketRefSchema>;

export const EInvoiceRequestBodySchema = EInvoiceTicketRefSchema.extend({
  header: InvoiceHeaderEntrySchema,
  mobile: z.string().max(30),
  email: z.string().max(400),
});
export type EInvoiceRequestBody = z.infer<typeof EInvoiceRequestBodySchema>;

export const EInvoiceResendBodySchema = EInvoiceTicketRefSchema.extend({ email: z.string().max(400).optional() });
export type EInvoiceResendBody = z.infer<typeof EInvoiceResendBodySchema>;

/** A member's invoice looked up by its number (/Electronic/inquire). */
export const EInvoiceInquireBodySchema = z.object({ invoiceNo: z.string().max(40) });
export type EInvoiceInquireBody = z.infer<typeof EInvoiceInquireBodySchema>;

export const EInvoiceItemSchema = z.object({ kind: z.enum(E_INVOICE_ITEMS), amountFen: z.number().int() });

/** An invoice as its owner sees it. Dates are the airline's (YYYY-MM-DD). */
export const EInvoiceSchema = z.object({
  invoiceNo: z.string(),
  status: z.enum(E_INVOICE_STATUSES),
  header: InvoiceHeaderEntrySchema,
  mobile: z.string(),
  email: z.string(),
  items: z.array(EInvoiceItemSchema),
  totalFen: z.number().int(),
  requestedAt: z.string().datetime(),
  /** The day it is (or was) issued: spec §9's 3rd working day after the flight, or the request's day if later. */
  issueOn: z.string(),
  issuedAt: z.string().datetime().nullable(),
  /** Resends still allowed today. */
  resendsLeft: z.number().int(),
});
export type EInvoice = z.infer<typeof EInvoiceSchema>;

const PlaceSchema = z.object({ code: z.string(), cityName: z.string() });

/** One ticket (a passenger's coupon on one flight) with what may be invoiced of it, and its invoice if any. */
export const EInvoiceTicketSchema = z.object({
  orderNo: z.string(),
  ticketNo: z.string(),
  passengerName: z.string(),
  flightNo: z.string(),
  flightDate: z.string(),
  departure: PlaceSchema,
  arrival: PlaceSchema,
  /** The planned departure instant, shown in `departureTimeZone` (the origin airport's). */
  departureTime: z.string().datetime(),
  departureTimeZone: z.string(),
  items: z.array(EInvoiceItemSchema),
  totalFen: z.number().int(),
  /** Why it cannot be invoiced; null when it can (or already is). */
  refusal: z.enum(['notFlown', 'refunded', 'changed', 'notInvoiceable']).nullable(),
  invoice: EInvoiceSchema.nullable(),
});
export type EInvoiceTicket = z.infer<typeof EInvoiceTicketSchema>;

export const EInvoiceRequestDataSchema = EInvoiceTicketSchema.extend({
  /** False when the ticket already had its invoice: that one is answered (one invoice per ticket). */
  created: z.boolean(),
});
export type EInvoiceRequestData = z.infer<typeof EInvoiceRequestDataSchema>;

export const EInvoiceListDataSchema = z.object({ tickets: z.array(EInvoiceTicketSchema) });
export type EInvoiceListData = z.infer<typeof EInvoiceListDataSchema>;

export const EInvoiceResendDataSchema = z.object({ mailedTo: z.string(), resendsLeft: z.number().int() });
export type EInvoiceResendData = z.infer<typeof EInvoiceResendDataSchema>;

export const EInvoicePdfDataSchema = z.object({
  fileName: z.string().regex(/^[A-Za-z0-9.-]+$/),
  contentType: z.literal('application/pdf'),
  pdfBase64: z.string(),
});
export type EInvoicePdfData = z.infer<typeof EInvoicePdfDataSchema>;

/** A refused form's `data`: the rule key of each wrong field. */
export const EInvoiceIssuesSchema = z.object({ issues: z.record(z.string(), z.string()) });

// ---- The browser's bodies (the BFF): the passenger's name only on the lookup; later steps take it from the seal ----

export const EInvoiceLookupBodySchema = z.object({
  orderNo: z.string().max(40),
  passengerName: z.string().max(200),
  ticketNo: z.string().max(64),
});
export type EInvoiceLookupBody = z.infer<typeof EInvoiceLookupBodySchema>;
export const EInvoiceRequestFormSchema = EInvoiceRequestBodySchema.omit({ passengerName: true });
export type EInvoiceRequestForm = z.infer<typeof EInvoiceRequestFormSchema>;
export const EInvoiceResendFormSchema = EInvoiceResendBodySchema.omit({ passengerName: true });
export type EInvoiceResendForm = z.infer<typeof EInvoiceResendFormSchema>;
export const EInvoicePdfQuerySchema = z.object({ orderNo: z.string().max(40), ticketNo: z.string().max(64) });
export type EInvoicePdfQuery = z.infer<typeof EInvoicePdfQuerySchema>;
