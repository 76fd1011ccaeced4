import { UpstreamPath } from '@/lib/contract';
import type { Seed } from './fuzz-requests';

const body = '902000000002';
/** A well-formed 902 ticket number (its check digit right) that no seeded ticket need have. */
const TICKET_NO = `${body}${Number(BigInt(body) % 7n)}`;
const REF = { orderNo: 'YQ2026120100000001', ticketNo: TICKET_NO, passengerName: '张云雀' };
const HEADER = { type: 'PERSONAL', title: '张云雀', taxpayerId: '', address: '', phone: '', bank: '', account: '' };

/** Valid requests of the e-invoice routes (decision 71), the start of the fuzz's mutations. */
export function eInvoiceSamples(): Record<string, Seed> {
  return {
    [`POST ${UpstreamPath.eInvoiceTicket}`]: { body: REF },
    [`POST ${UpstreamPath.eInvoiceRequest}`]: {
      body: { ...REF, header: HEADER, mobile: '13812345678', email: 'fuzz@example.com' },
    },
    [`POST ${UpstreamPath.eInvoiceResend}`]: { body: { ...REF, email: 'fuzz@example.com' } },
    [`POST ${UpstreamPath.eInvoicePdf}`]: { body: REF },
    [`GET ${UpstreamPath.eInvoiceList}`]: {},
    [`POST ${UpstreamPath.eInvoiceInquire}`]: { body: { invoiceNo: '26120100000000000001' } },
  };
}
