import * as eInvoice from '@/lib/bff-client/e-invoice';
import { EInvoiceLookupBodySchema } from '@/lib/contract';
import { rememberEInvoiceProof } from '@/lib/bff-server/e-invoice-proof';
import { bffOk } from '@/lib/bff-server/respond';
import { bffRoute } from '@/lib/bff-server/route';
import { lookupOutput, validateEInvoiceLookup } from '@/lib/domain/e-invoice-rules';
import { eInvoiceTicket, refusedFields } from '@/lib/upstream/e-invoice';

/** Lookups one visitor's address may make a minute (decision 71): a traveller's typos, not a walk through orders. */
export const LOOKUPS_PER_MINUTE = 10;

/**
 * POST /api/e-invoice/authenticate {orderNo, passengerName, ticketNo} → the ticket, what may be invoiced and its
 * invoice (zh-CN /ElectronicBill/authentication; decision 71). The form's rules answer fieldErrors before airline-api
 * is asked; a wrong name, order or number is its one E_INVOICE_NOT_FOUND. A found ticket's name is kept in the
 * sf_einvoice seal for the next steps. Limited per address only, so one visitor never holds another back.
 */
export const POST = bffRoute(
  eInvoice.authenticate,
  {
    body: EInvoiceLookupBodySchema,
    limit: ({ ip }) => (ip ? [{ key: `e-invoice:lookup:ip:${ip}`, limit: LOOKUPS_PER_MINUTE }] : []),
  },
  async ({ body, fieldErrors, upstream, reply }) => {
    const issues = validateEInvoiceLookup(body);
    if (Object.keys(issues).length) return fieldErrors(issues as Record<string, string>);
    const lookup = lookupOutput(body);
    const result = await eInvoiceTicket(await upstream(), lookup);
    const refused = refusedFields(result);
    if (refused) return fieldErrors(refused);
    if (!result.ok) return reply(result);
    const response = bffOk(result.data);
    await rememberEInvoiceProof(response, lookup);
    return response;
  },
);
