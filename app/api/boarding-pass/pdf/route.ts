import * as boardingPass from '@/lib/bff-client/boarding-pass';
import { bffRoute } from '@/lib/bff-server/route';
import { BoardingPassQuerySchema, ResultCode } from '@/lib/contract';
import { boardingPassPdf, boardingPassRequest } from '@/lib/upstream/boarding-pass';

export const dynamic = 'force-dynamic';

/**
 * GET /api/boarding-pass/pdf?orderNo=&segment=: the segment's passes as one PDF (a page per pass, drawn by
 * airline-api, decision 20), downloaded as a file: the page's "Download PDF" link. Scoped as the passes are
 * (the member's session, or the visitor's proof from the check-in seal only). Personal, so never stored by
 * any cache; never sniffed as anything but a PDF. A failure answers the JSON envelope with its code.
 */
export const GET = bffRoute(
  boardingPass.passesPdf,
  {
    query: BoardingPassQuerySchema,
    // Drawing a PDF costs more than a read.
    limit: ({ ip }) => (ip ? [{ key: `boarding-pass:pdf:ip:${ip}`, limit: 10 }] : []),
  },
  async (context) => {
    const upstream = await context.upstream();
    const body = await boardingPassRequest(upstream, context.query.orderNo, context.query.segment);
    if (!body) return context.fail(ResultCode.NOT_FOUND);
    const result = await boardingPassPdf(upstream, body);
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
