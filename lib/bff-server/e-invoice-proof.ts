import 'server-only';
import { cookies } from 'next/headers';
import type { NextResponse } from 'next/server';
import { z } from 'zod';
import type { EInvoiceTicketRef } from '@/lib/contract';
import { env } from '@/lib/env';
import { sealValue, unsealValue } from '@/lib/session-seal';
import { authCookieBase, readSession } from '@/lib/session';

/**
 * The tickets a visitor authenticated for an invoice (/ElectronicBill/authentication, decision 71). airline-api
 * opens a ticket's invoice against the passenger's name, asked again on every call; this seal keeps the name per
 * ticket, HttpOnly and sealed, so the make, message, resend and download steps of the same browser can use it and
 * the browser never sends it again. Like the check-in seal (decision 21).
 */
export const E_INVOICE_PROOF_COOKIE = 'sf_einvoice';
/** Two hours: long enough to fill in the title and come back for the PDF. */
export const E_INVOICE_PROOF_TTL_S = 2 * 60 * 60;
const MAX_TICKETS = 5;

const EntrySchema = z.object({
  orderNo: z.string().max(30),
  ticketNo: z.string().max(20),
  passengerName: z.string().max(200),
});
const ListSchema = z.object({ tickets: z.array(EntrySchema).max(MAX_TICKETS) });
type Entry = z.infer<typeof EntrySchema>;

async function readList(): Promise<Entry[]> {
  const seal = (await cookies()).get(E_INVOICE_PROOF_COOKIE)?.value;
  return (await unsealValue(ListSchema, seal, env().SESSION_SECRET))?.tickets ?? [];
}

/**
 * How this browser may name a ticket to airline-api: with the name the seal holds for it, else (a member's own
 * order) with the login alone; null with neither, answered as not found without asking.
 */
export async function eInvoiceRefFor(orderNo: string, ticketNo: string): Promise<EInvoiceTicketRef | null> {
  const [list, session] = await Promise.all([readList(), readSession()]);
  const held = list.find((t) => t.orderNo === orderNo && t.ticketNo === ticketNo);
  if (held) return held;
  return session ? { orderNo, ticketNo } : null;
}

/** Route handlers only: keeps (or refreshes) the name of a ticket this browser authenticated. */
export async function rememberEInvoiceProof(response: NextResponse, entry: Entry): Promise<void> {
  const others = (await readList()).filter((t) => t.ticketNo !== entry.ticketNo);
  const tickets = [entry, ...others].slice(0, MAX_TICKETS);
  const seal = await sealValue({ tickets }, env().SESSION_SECRET, E_INVOICE_PROOF_TTL_S);
  response.cookies.set(E_INVOICE_PROOF_COOKIE, seal, {
    ...(await authCookieBase()),
    maxAge: E_INVOICE_PROOF_TTL_S,
  });
}
