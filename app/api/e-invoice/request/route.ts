import * as eInvoice from '@/lib/bff-client/e-invoice';
import { EInvoiceRequestFormSchema, ResultCode } from '@/lib/contract';
import { eInvoiceRefFor } from '@/lib/bff-server/e-invoice-proof';
import { bffRoute } from '@/lib/bff-server/route';
import { validateEInvoiceRequest } from '@/lib/domain/e-invoice-rules';
import { refusedFields, requestEInvoice } from '@/lib/upstream/e-invoice';

/**
 * POST /api/e-invoice/request {orderNo, ticketNo, header, mobile, email} → the ticket and its invoice, `created`
 * false when it already had one (decision 71). The ticket is named as this browser may: the passenger's name from
 * the sf_einvoice seal, or the member's login for their own order; with neither, NOT_FOUND. Spec §5's header
 * rules and the recipient's mobile and e-mail answer fieldErrors first.
 */
export const POST = bffRoute(eInvoice.request, { body: EInvoiceRequestFormSchema }, async (context) => {
  const { body } = context;
  const issues = validateEInvoiceRequest({ ...body.header, mobile: body.mobile, email: body.email });
  if (Object.keys(issues).length) return context.fieldErrors(issues as Record<string, string>);
  const ref = await eInvoiceRefFor(body.orderNo, body.ticketNo);
  if (!ref) return context.fail(ResultCode.E_INVOICE_NOT_FOUND);
  const result = await requestEInvoice(await context.upstream(), { ...body, ...ref });
  const refused = refusedFields(result);
  if (refused) return context.fieldErrors(refused);
  return context.reply(result);
});
