import { and, eq, lte } from 'drizzle-orm';
import { AIRLINE_TIME_ZONE } from '@/lib/domain/airline-time';
import { eInvoice } from '../db/schema';
import { localDate } from '../domain/time-zone';
import type { Services } from '../services';
import { settle } from './invoices';
import { ticketByNumber } from './ticket';

/** How many invoices one sweep issues; the poller queues another while any is due. */
const SWEEP_SIZE = 100;

const dueNow = (s: Services) =>
  and(eq(eInvoice.status, 'REQUESTED'), lte(eInvoice.issueOn, localDate(s.clock.now(), AIRLINE_TIME_ZONE)));

/** Whether an invoice waits whose issue day has come (spec §9: within 3 working days after the flight). */
export async function invoicesDue(s: Services): Promise<boolean> {
  const [row] = await s.db.select({ invoiceNo: eInvoice.invoiceNo }).from(eInvoice).where(dueNow(s)).limit(1);
  return !!row;
}

/**
 * The worker's sweep (decision 71): each requested invoice whose day has come in Beijing is issued and mailed with its
 * PDF, as reading it would (`settle`: one conditional update, so a read at the same moment issues and mails it once).
 * The traveller gets the invoice on its day without looking for it.
 */
export async function issueDueInvoices(s: Services): Promise<{ issued: number }> {
  const rows = await s.db.select().from(eInvoice).where(dueNow(s)).limit(SWEEP_SIZE);
  let issued = 0;
  for (const row of rows) {
    const ticket = await ticketByNumber(s, row.ticketNo);
    if (ticket && (await settle(s, row, ticket)).status === 'ISSUED') issued += 1;
  }
  return { issued };
}
