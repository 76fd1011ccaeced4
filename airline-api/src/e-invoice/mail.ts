import { gatewayFor } from '../account/code-delivery';
import { displayName } from '../booking/display-names';
import { localDate } from '../domain/time-zone';
import type { Services } from '../services';
import type { eInvoice } from '../db/schema';
import { invoicePdf } from './pdf';
import type { InvoiceTicket } from './ticket';
import { yuanText } from '@/lib/domain/e-invoice-rules';
import type { InvoiceHeaderEntry } from '@/lib/domain/member-book-rules';

/** A stored invoice (invoices.ts keeps the same name; declared here too so the two files do not import each other). */
type InvoiceRow = typeof eInvoice.$inferSelect;

/** The event the outbox files an invoice's mail under. */
export const E_INVOICE_EVENT = 'E_INVOICE';

/** The invoice's PDF as drawn for its mail and its download: one source, so the two never differ. */
export function invoicePdfOf(s: Services, row: InvoiceRow, t: InvoiceTicket): Promise<Uint8Array> {
  const { schedule } = t.flight;
  const city = (code: string) => s.network.airport(code)?.cityNameZh || code;
  return invoicePdf({
    invoiceNo: row.invoiceNo,
    issueDate: localDate((row.issuedAt ?? new Date(s.clock.now())).getTime(), 'Asia/Shanghai'),
    buyer: row.header as InvoiceHeaderEntry,
    passengerName: displayName(t.passenger),
    ticketNo: row.ticketNo,
    flight: `${t.flight.date} ${schedule.flightNo} ${city(schedule.depAirport)} → ${city(schedule.arrAirport)}`,
    items: row.items as { kind: 'fare'; amountFen: number }[],
    totalFen: row.totalFen,
  });
}

export const invoiceFileName = (row: InvoiceRow) => `e-invoice-${row.invoiceNo}.pdf`;

/**
 * The issued invoice mailed with its PDF, in the language it was asked in (the invoice itself is Chinese, as
 * mainland invoices are). False where no e-mail gateway runs.
 */
export async function mailInvoice(s: Services, row: InvoiceRow, t: InvoiceTicket, to: string): Promise<boolean> {
  const delivery = gatewayFor(s, 'EMAIL');
  if (!delivery) return false;
  const total = yuanText(row.totalFen);
  const title = (row.header as InvoiceHeaderEntry).title;
  const text =
    row.language === 'en_US'
      ? `Your electronic invoice ${row.invoiceNo} (${title}, CNY ${total}) for ticket ${row.ticketNo} is attached.`
      : `【云雀航空】您的电子发票 ${row.invoiceNo}（抬头：${title}，价税合计 ¥${total}，票号 ${row.ticketNo}）已开具，请查收附件。`;
  const bytes = await invoicePdfOf(s, row, t);
  await delivery.deliver(s.db, {
    channel: 'EMAIL',
    to,
    event: E_INVOICE_EVENT,
    code: '',
    text,
    sentAt: new Date(s.clock.now()),
    attachment: { name: invoiceFileName(row), type: 'application/pdf', bytes: Buffer.from(bytes) },
  });
  return true;
}
