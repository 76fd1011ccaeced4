import 'server-only';
import {
  EInvoiceIssuesSchema,
  EInvoiceListDataSchema,
  EInvoicePdfDataSchema,
  EInvoiceRequestDataSchema,
  EInvoiceResendDataSchema,
  EInvoiceTicketSchema,
  ResultCode,
  UpstreamPath,
  type EInvoiceRequestBody,
  type EInvoiceResendBody,
  type EInvoiceTicketRef,
} from '@/lib/contract';
import { callUpstream } from './client';
import type { UpstreamContext } from './context';
import type { UpstreamResult } from './result';

// Electronic invoices (spec §2 zh-CN /ElectronicBill, /Electronic; decision 71).

/** A PDF is drawn with its font subset: longer than a read. */
const PDF_TIMEOUT_MS = 15_000;

/** The ticket with what may be invoiced of it and its invoice. */
export function eInvoiceTicket(context: UpstreamContext, body: EInvoiceTicketRef) {
  return callUpstream({ method: 'POST', path: UpstreamPath.eInvoiceTicket, body, data: EInvoiceTicketSchema, context });
}

export function requestEInvoice(context: UpstreamContext, body: EInvoiceRequestBody) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.eInvoiceRequest,
    body,
    data: EInvoiceRequestDataSchema,
    context,
    timeoutMs: PDF_TIMEOUT_MS,
  });
}

export function resendEInvoice(context: UpstreamContext, body: EInvoiceResendBody) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.eInvoiceResend,
    body,
    data: EInvoiceResendDataSchema,
    context,
    timeoutMs: PDF_TIMEOUT_MS,
  });
}

export function eInvoicePdf(context: UpstreamContext, body: EInvoiceTicketRef) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.eInvoicePdf,
    body,
    data: EInvoicePdfDataSchema,
    context,
    timeoutMs: PDF_TIMEOUT_MS,
  });
}

/** The member's tickets with their invoices (member token). */
export function eInvoiceList(context: UpstreamContext) {
  return callUpstream({ method: 'GET', path: UpstreamPath.eInvoiceList, data: EInvoiceListDataSchema, context });
}

/** One of the member's invoices by its number (member token). */
export function inquireEInvoice(context: UpstreamContext, invoiceNo: string) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.eInvoiceInquire,
    body: { invoiceNo },
    data: EInvoiceTicketSchema,
    context,
  });
}

/** The fields airline-api refused, when it refused the form by field. */
export function refusedFields(result: UpstreamResult<unknown>): Record<string, string> | null {
  if (result.ok || result.code !== ResultCode.BAD_REQUEST) return null;
  const parsed = EInvoiceIssuesSchema.safeParse(result.data);
  return parsed.success && Object.keys(parsed.data.issues).length ? parsed.data.issues : null;
}
