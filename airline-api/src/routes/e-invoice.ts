import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  EInvoiceInquireBodySchema,
  EInvoiceRequestBodySchema,
  EInvoiceResendBodySchema,
  EInvoiceTicketRefSchema,
  ResultCode,
  UpstreamPath,
  type EInvoicePdfData,
  type EInvoiceTicket,
  type EInvoiceTicketRef,
  type UpstreamLanguage,
} from '@/lib/contract';
import { validateEmail } from '@/lib/domain/account-rules';
import { validateEInvoiceLookup, validateEInvoiceRequest } from '@/lib/domain/e-invoice-rules';
import { countAttempt } from '../account/attempt-limits';
import { requireMember, type MemberRow } from '../account/tokens';
import {
  invoiceByNo,
  invoiceOfTicket,
  invoiceView,
  requestInvoice,
  resendInvoice,
  settle,
} from '../e-invoice/invoices';
import { invoiceFileName, invoicePdfOf } from '../e-invoice/mail';
import { ticketFor, ticketView, ticketsOfMember, type InvoiceTicket } from '../e-invoice/ticket';
import { ApiError } from '../errors';
import { clientIp, languageOf, parse, sendOk } from '../http';
import type { Services } from '../services';
import { optionalMember } from './booking';

/** Ticket lookups one address may make in an hour: a traveller's invoices, not a walk through orders. */
export const LOOKUPS_PER_IP_PER_HOUR = 30;
const HOUR_MS = 60 * 60_000;

const REFUSAL_CODE = {
  notFlown: ResultCode.E_INVOICE_NOT_FLOWN,
  refunded: ResultCode.E_INVOICE_REFUNDED,
  changed: ResultCode.E_INVOICE_NOT_INVOICEABLE,
  notInvoiceable: ResultCode.E_INVOICE_NOT_INVOICEABLE,
} as const;

function refuse(issues: Record<string, string | undefined>) {
  const found = Object.fromEntries(Object.entries(issues).filter(([, v]) => v));
  if (Object.keys(found).length) throw new ApiError(ResultCode.BAD_REQUEST, 'e-invoice', { issues: found });
}

/**
 * The ticket the caller names, as the caller may see it (decision 71): the member whose order it is, or anyone
 * with the passenger's name; else the one E_INVOICE_NOT_FOUND. Counted per address, member or not.
 */
async function ticketOf(s: Services, req: FastifyRequest, ref: EInvoiceTicketRef, extra: Record<string, string> = {}) {
  refuse({ ...validateEInvoiceLookup(ref), ...extra });
  await countAttempt(s, [{ key: `e-invoice:ip:${clientIp(req)}`, limit: LOOKUPS_PER_IP_PER_HOUR, windowMs: HOUR_MS }]);
  const member = await optionalMember(s, req);
  const t = await ticketFor(s, ref, member);
  if (!t) throw new ApiError(ResultCode.E_INVOICE_NOT_FOUND);
  return t;
}

/** The ticket with its invoice (issued first if its day has come). */
async function withInvoice(s: Services, t: InvoiceTicket, language: UpstreamLanguage): Promise<EInvoiceTicket> {
  const row = await invoiceOfTicket(s, t.ticket.ticketNo);
  const invoice = row ? invoiceView(s, await settle(s, row, t)) : null;
  return { ...ticketView(s, t, language), invoice };
}

async function ownInvoice(s: Services, member: MemberRow, invoiceNo: string) {
  const row = await invoiceByNo(s, invoiceNo.trim());
  const t = row?.memberId === member.id ? await ticketFor(s, row, member) : null;
  if (!row || !t) throw new ApiError(ResultCode.E_INVOICE_NOT_FOUND);
  return { row, t };
}

/**
 * Electronic invoices (spec §2 zh-CN /ElectronicBill/*, /Electronic/*; §3 invoice request; §5 invoice header; §9
 * issued within 3 working days after the flight; decision 71). One invoice per ticket, for flown coupons only.
 */
export function registerEInvoiceRoutes(app: FastifyInstance, s: Services): void {
  app.post(UpstreamPath.eInvoiceTicket, async (req, reply) => {
    const t = await ticketOf(s, req, parse(EInvoiceTicketRefSchema, req.body));
    return sendOk(req, reply, await withInvoice(s, t, languageOf(req)));
  });

  app.post(UpstreamPath.eInvoiceRequest, async (req, reply) => {
    const body = parse(EInvoiceRequestBodySchema, req.body);
    const issues = validateEInvoiceRequest({ ...body.header, mobile: body.mobile, email: body.email });
    const t = await ticketOf(s, req, body, issues as Record<string, string>);
    const language = languageOf(req);
    const existing = await invoiceOfTicket(s, t.ticket.ticketNo);
    if (!existing && t.refusal) throw new ApiError(REFUSAL_CODE[t.refusal]);
    const { row, created } = await requestInvoice(s, t, body, language);
    return sendOk(req, reply, { ...ticketView(s, t, language), invoice: invoiceView(s, row), created });
  });

  app.post(UpstreamPath.eInvoiceResend, async (req, reply) => {
    const body = parse(EInvoiceResendBodySchema, req.body);
    const emailIssue = body.email?.trim() ? validateEmail(body.email.trim()) : null;
    const t = await ticketOf(s, req, body, emailIssue ? { email: emailIssue } : {});
    const row = await invoiceOfTicket(s, t.ticket.ticketNo);
    if (!row) throw new ApiError(ResultCode.E_INVOICE_NOT_FOUND);
    return sendOk(req, reply, await resendInvoice(s, await settle(s, row, t), t, body.email));
  });

  app.post(UpstreamPath.eInvoicePdf, async (req, reply) => {
    const t = await ticketOf(s, req, parse(EInvoiceTicketRefSchema, req.body));
    const found = await invoiceOfTicket(s, t.ticket.ticketNo);
    if (!found) throw new ApiError(ResultCode.E_INVOICE_NOT_FOUND);
    const row = await settle(s, found, t);
    if (row.status !== 'ISSUED') throw new ApiError(ResultCode.E_INVOICE_NOT_ISSUED);
    const data: EInvoicePdfData = {
      fileName: invoiceFileName(row),
      contentType: 'application/pdf',
      pdfBase64: Buffer.from(await invoicePdfOf(s, row, t)).toString('base64'),
    };
    return sendOk(req, reply, data);
  });

  app.get(UpstreamPath.eInvoiceList, async (req, reply) => {
    const { member } = await requireMember(s, req);
    const language = languageOf(req);
    const tickets: EInvoiceTicket[] = [];
    for (const t of await ticketsOfMember(s, member.id)) tickets.push(await withInvoice(s, t, language));
    return sendOk(req, reply, { tickets });
  });

  app.post(UpstreamPath.eInvoiceInquire, async (req, reply) => {
    const { member } = await requireMember(s, req);
    const { invoiceNo } = parse(EInvoiceInquireBodySchema, req.body);
    const { t } = await ownInvoice(s, member, invoiceNo);
    return sendOk(req, reply, await withInvoice(s, t, languageOf(req)));
  });
}
