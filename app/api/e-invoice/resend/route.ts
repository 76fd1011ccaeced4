import * as eInvoice from '@/lib/bff-client/e-invoice';
import { EInvoiceResendFormSchema, ResultCode } from '@/lib/contract';
import { eInvoiceRefFor } from '@/lib/bff-server/e-invoice-proof';
import { bffRoute } from '@/lib/bff-server/route';
import { validateEmail } from '@/lib/domain/account-rules';
import { refusedFields, resendEInvoice } from '@/lib/upstream/e-invoice';

/**
 * POST /api/e-invoice/resend {orderNo, ticketNo, email?} → where it was mailed and the resends left today
 * (decision 71). airline-api caps resends per invoice per day; the ticket is named as for the request.
 */
export const POST = bffRoute(eInvoice.resend, { body: EInvoiceResendFormSchema }, async (context) => {
  const { body } = context;
  const email = body.email?.trim();
  const issue = email ? validateEmail(email) : null;
  if (issue) return context.fieldErrors({ email: issue });
  const ref = await eInvoiceRefFor(body.orderNo, body.ticketNo);
  if (!ref) return context.fail(ResultCode.E_INVOICE_NOT_FOUND);
  const result = await resendEInvoice(await context.upstream(), { ...ref, ...(email ? { email } : {}) });
  const refused = refusedFields(result);
  if (refused) return context.fieldErrors(refused);
  return context.reply(result);
});
