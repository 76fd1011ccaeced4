import type {
  EInvoiceLookupBody,
  EInvoicePdfQuery,
  EInvoiceRequestData,
  EInvoiceRequestForm,
  EInvoiceResendData,
  EInvoiceResendForm,
  EInvoiceTicket,
} from '@/lib/contract';
import { navigation, postOperation } from './operation';

/**
 * Electronic invoices (zh-CN /ElectronicBill, /Electronic; decision 71). The lookup keeps the passenger's name in
 * a seal (never sent again by the browser); the member's own orders need only the login.
 */

/** Finds a ticket by order number, passenger name and ticket number. */
export const authenticate = postOperation<EInvoiceLookupBody, EInvoiceTicket>('/api/e-invoice/authenticate');

/** Asks for the ticket's invoice; a second request answers the first invoice. */
export const request = postOperation<EInvoiceRequestForm, EInvoiceRequestData>('/api/e-invoice/request');

/** Mails the issued invoice again (to another address if given). */
export const resend = postOperation<EInvoiceResendForm, EInvoiceResendData>('/api/e-invoice/resend');

/** The issued invoice as a PDF: the URL of a download link, not a call. */
export const pdf = navigation<EInvoicePdfQuery>('/api/e-invoice/pdf');
