import * as eInvoice from '@/lib/bff-client/e-invoice';
import { EInvoicePdfQuerySchema, ResultCode } from '@/lib/contract';
import { eInvoiceRefFor } from '@/lib/bff-server/e-invoice-proof';
import { bffRoute } from '@/lib/bff-server/route';
import { eInvoicePdf } from '@/lib/upstream/e-invoice';

export const dynamic = 'force-dynamic';

/**
 * GET /api/e-invoice/pdf?orderNo=&ticketNo=: the issued invoice's PDF as a download (decision 71), for the member
 * whose order it is or the browser holding the passenger's name in its seal; anyone else gets the JSON NOT_FOUND.
 * Personal, so never stored by any cache; never sniffed as anything but a PDF.
 */
export const GET = bffRoute(
  eInvoice.pdf,
  {
    query: EInvoicePdfQuerySchema,
    // Drawing a PDF costs more than a read.
    limit: ({ ip }) => (ip ? [{ key: `e-invoice:pdf:ip:${ip}`, limit: 10 }] : []),
  },
  async (context) => {
    const ref = await eInvoiceRefFor(context.query.orderNo, context.query.ticketNo);
    if (!ref) return context.fail(ResultCode.E_INVOICE_NOT_FOUND);
    const result = await eInvoicePdf(await context.upstream(), ref);
    if (!result.ok) return context.reply(result);
    const bytes = Buffer.from(result.data.pdfBase64, 'base64');
    return new Response(new Uint8Array(bytes), {
      headers: {
        'content-type': result.data.contentType,
        'content-length': String(bytes.length),
        // The name is the contract's [A-Za-z0-9-.] only: nothing to quote or escape.
        'content-disposition': `attachment; filename="${result.data.fileName}"`,
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      },
    });
  },
);
