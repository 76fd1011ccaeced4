import { randomInt } from 'node:crypto';
import { and, eq, or, sql } from 'drizzle-orm';
import { ResultCode, type EInvoice, type EInvoiceRequestBody, type UpstreamLanguage } from '@/lib/contract';
import { AIRLINE_TIME_ZONE } from '@/lib/domain/airline-time';
import { RESENDS_PER_DAY, headerOf, invoiceItems, isDue, issueDate, resendsLeft } from '@/lib/domain/e-invoice-rules';
import type { InvoiceHeaderEntry } from '@/lib/domain/member-book-rules';
import { DeliveryFailed } from '../account/code-delivery';
import { busiParameter, eInvoice } from '../db/schema';
import { specialDayName } from '../domain/holidays';
import { localDate } from '../domain/time-zone';
import { ApiError } from '../errors';
import type { Services } from '../services';
import { mailInvoice } from './mail';
import type { InvoiceTicket } from './ticket';

export type InvoiceRow = typeof eInvoice.$inferSelect;

/**
 * The sandbox issues an invoice as it is asked for; with this switch on (state 1) it keeps spec §9's working days
 * as the airline does (decision 71), so tests and demos can see both.
 */
export const FOLLOW_WORKING_DAYS_SWITCH = {
  sysType: 'INVOICE',
  modelType: 'ELECTRONIC',
  type: 'FOLLOW_WORKING_DAYS',
} as const;

/** The mainland's public holidays and festivals the airline keeps are not working days (as for refunds). */
const isHoliday = (isoDate: string) => specialDayName(isoDate, 'zh_CN') !== null;
const airlineDay = (ms: number) => localDate(ms, AIRLINE_TIME_ZONE);

async function issuesAtOnce(s: Services): Promise<boolean> {
  if (!s.sandbox) return false;
  const [row] = await s.db
    .select({ state: busiParameter.state })
    .from(busiParameter)
    .where(
      and(
        eq(busiParameter.sysType, FOLLOW_WORKING_DAYS_SWITCH.sysType),
        eq(busiParameter.modelType, FOLLOW_WORKING_DAYS_SWITCH.modelType),
        eq(busiParameter.type, FOLLOW_WORKING_DAYS_SWITCH.type),
      ),
    );
  return row?.state !== 1;
}

export async function invoiceOfTicket(s: Services, ticketNo: string): Promise<InvoiceRow | undefined> {
  const [row] = await s.db.select().from(eInvoice).where(eq(eInvoice.ticketNo, ticketNo));
  return row;
}

export async function invoiceByNo(s: Services, invoiceNo: string): Promise<InvoiceRow | undefined> {
  const [row] = await s.db.select().from(eInvoice).where(eq(eInvoice.invoiceNo, invoiceNo));
  return row;
}

/**
 * A requested invoice whose issue day has come is issued now (the one conditional update decides it, so two reads
 * at once issue and mail it once) and mailed with its PDF. Read whenever an invoice is read, so nobody waits for a
 * job; the row as it now is.
 */
export async function settle(s: Services, row: InvoiceRow, t: InvoiceTicket): Promise<InvoiceRow> {
  if (row.status === 'ISSUED') return row;
  const now = s.clock.now();
  if (!isDue(row.issueOn, airlineDay(now)) && !(await issuesAtOnce(s))) return row;
  const [issued] = await s.db
    .update(eInvoice)
    .set({ status: 'ISSUED', issuedAt: new Date(now) })
    .where(and(eq(eInvoice.invoiceNo, row.invoiceNo), eq(eInvoice.status, 'REQUESTED')))
    .returning();
  if (!issued) return (await invoiceByNo(s, row.invoiceNo)) ?? row;
  // A mail server refusing now does not undo the issue: the owner can have it resent.
  await mailInvoice(s, issued, t, issued.email).catch((err: unknown) => {
    if (!(err instanceof DeliveryFailed)) throw err;
  });
  return issued;
}

/** A 20-digit number, as the tax system's fully digital invoices have: the issue date, then 14 random digits. */
function newInvoiceNo(day: string): string {
  const digits = Array.from({ length: 14 }, () => randomInt(0, 10)).join('');
  return `${day.slice(2).replaceAll('-', '')}${digits}`;
}

/**
 * The ticket's invoice, made now unless it has one (one per ticket: the unique ticket number keeps even two
 * requests at once to one row); `created` says which. Issued at once in the sandbox, else on spec §9's day.
 */
export async function requestInvoice(
  s: Services,
  t: InvoiceTicket,
  body: EInvoiceRequestBody,
  language: UpstreamLanguage,
): Promise<{ row: InvoiceRow; created: boolean }> {
  const existing = await invoiceOfTicket(s, t.ticket.ticketNo);
  if (existing) return { row: await settle(s, existing, t), created: false };
  const now = s.clock.now();
  const today = airlineDay(now);
  const { items, totalFen } = invoiceItems(t.ticket);
  const [inserted] = await s.db
    .insert(eInvoice)
    .values({
      invoiceNo: newInvoiceNo(today),
      ticketNo: t.ticket.ticketNo,
      orderNo: t.ticket.orderNo,
      psgIndex: t.ticket.psgIndex,
      segIndex: t.ticket.segIndex,
      memberId: t.orderMemberId,
      status: 'REQUESTED',
      header: headerOf(body.header),
      mobile: body.mobile.trim(),
      email: body.email.trim().toLowerCase(),
      items,
      totalFen,
      language,
      requestedAt: new Date(now),
      issueOn: issueDate(t.flight.date, today, isHoliday),
    })
    .onConflictDoNothing()
    .returning();
  const row = inserted ?? (await invoiceOfTicket(s, t.ticket.ticketNo));
  if (!row) throw new Error('e-invoice neither inserted nor found');
  return { row: await settle(s, row, t), created: !!inserted };
}

/**
 * Mails an issued invoice again, to `email` or the address it was asked with: at most RESENDS_PER_DAY a day per
 * invoice (the airline's day), counted by one conditional update so that parallel resends cannot pass the cap.
 */
export async function resendInvoice(s: Services, row: InvoiceRow, t: InvoiceTicket, email?: string) {
  if (row.status !== 'ISSUED') throw new ApiError(ResultCode.E_INVOICE_NOT_ISSUED);
  const today = airlineDay(s.clock.now());
  const [counted] = await s.db
    .update(eInvoice)
    .set({
      resendCount: sql`case when ${eInvoice.resendDay} = ${today} then ${eInvoice.resendCount} + 1 else 1 end`,
      resendDay: today,
    })
    .where(
      and(
        eq(eInvoice.invoiceNo, row.invoiceNo),
        or(sql`${eInvoice.resendDay} is distinct from ${today}`, sql`${eInvoice.resendCount} < ${RESENDS_PER_DAY}`),
      ),
    )
    .returning();
  if (!counted) throw new ApiError(ResultCode.E_INVOICE_RESEND_LIMIT);
  const to = (email?.trim() || row.email).toLowerCase();
  if (!(await mailInvoice(s, counted, t, to))) throw new DeliveryFailed('no e-mail gateway');
  return { mailedTo: to, resendsLeft: resendsLeft(counted.resendCount, counted.resendDay, today) };
}

/** An invoice as its owner sees it. */
export function invoiceView(s: Services, row: InvoiceRow): EInvoice {
  return {
    invoiceNo: row.invoiceNo,
    status: row.status,
    header: row.header as InvoiceHeaderEntry,
    mobile: row.mobile,
    email: row.email,
    items: row.items as EInvoice['items'],
    totalFen: row.totalFen,
    requestedAt: row.requestedAt.toISOString(),
    issueOn: row.issueOn,
    issuedAt: row.issuedAt?.toISOString() ?? null,
    resendsLeft: resendsLeft(row.resendCount, row.resendDay, airlineDay(s.clock.now())),
  };
}
