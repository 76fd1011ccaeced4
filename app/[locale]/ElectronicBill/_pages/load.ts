import 'server-only';
import { ResultCode, type EInvoiceTicket } from '@/lib/contract';
import { eInvoiceRefFor } from '@/lib/bff-server/e-invoice-proof';
import { upstreamContextFor } from '@/lib/bff-server/request-context';
import type { Locale } from '@/lib/i18n/routing';
import { readSession } from '@/lib/session';
import { eInvoiceTicket } from '@/lib/upstream/e-invoice';
import { bookList } from '@/lib/upstream/member-book';

type Query = Record<string, string | string[] | undefined>;
export type TicketQuery = { orderNo: string; ticketNo: string };

/** The ticket a page is about, from its query (?orderNo=&ticketNo=); null when either is missing. */
export function ticketQuery(query: Query): TicketQuery | null {
  const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v.trim() : '');
  const orderNo = one(query.orderNo).toUpperCase();
  const ticketNo = one(query.ticketNo);
  return orderNo && ticketNo && orderNo.length <= 30 && ticketNo.length <= 20 ? { orderNo, ticketNo } : null;
}

export type Loaded = { kind: 'noAccess' } | { kind: 'failed' } | { kind: 'ok'; ticket: EInvoiceTicket };

/**
 * The ticket and its invoice as this browser may see them (decision 71): by the name the sf_einvoice seal holds, or
 * by the member's login for their own order. No seal and no login, or airline-api's not found: `noAccess` (the page
 * sends the visitor to authenticate); any other failure: `failed` (the page offers to load again).
 */
export async function loadTicket(locale: Locale, q: TicketQuery | null): Promise<Loaded> {
  const ref = q && (await eInvoiceRefFor(q.orderNo, q.ticketNo));
  if (!ref) return { kind: 'noAccess' };
  const result = await eInvoiceTicket(await upstreamContextFor(locale), ref);
  if (result.ok) return { kind: 'ok', ticket: result.data };
  const closed = result.code === ResultCode.E_INVOICE_NOT_FOUND || result.code === ResultCode.BAD_REQUEST;
  return closed ? { kind: 'noAccess' } : { kind: 'failed' };
}

/** The member's saved invoice titles, for the request form; none for a visitor or when they cannot be read. */
export async function savedTitles(locale: Locale) {
  if (!(await readSession())) return [];
  const result = await bookList(await upstreamContextFor(locale), 'invoiceHeader');
  return result.ok ? result.data.list.map(({ id, isDefault, data }) => ({ id, isDefault, data })) : [];
}

export const queryOf = (q: TicketQuery) => `orderNo=${encodeURIComponent(q.orderNo)}&ticketNo=${q.ticketNo}`;
