import * as flightCertificates from '@/lib/bff-client/flight-certificates';
import { CertificatePdfQuerySchema, ResultCode } from '@/lib/contract';
import { upstreamContextFor } from '@/lib/bff-server/request-context';
import { bffRoute } from '@/lib/bff-server/route';
import { validateValidateForm } from '@/lib/domain/flight-certificate-rules';
import { certificatePdf } from '@/lib/upstream/flight-certificates';
import { CERTIFICATE_REQUESTS_PER_MINUTE } from '../route';

export const dynamic = 'force-dynamic';

/**
 * GET /api/flight-certificates/pdf?kind=&code=&ticketNo=&locale=: the certificate as a PDF in the page's language,
 * downloaded as a file (decision 70): the certify and validate pages' download link. Whoever holds the code and
 * the ticket number may have it, as they may check it. Never cached, never sniffed as anything but a PDF; a
 * failure answers the JSON envelope with its code. Limited per address only.
 */
export const GET = bffRoute(
  flightCertificates.pdf,
  {
    query: CertificatePdfQuerySchema,
    limit: ({ ip }) => (ip ? [{ key: `certificates:pdf:ip:${ip}`, limit: CERTIFICATE_REQUESTS_PER_MINUTE }] : []),
  },
  async ({ query: { locale: pageLocale, ...lookup }, locale, reply, fail }) => {
    if (Object.keys(validateValidateForm(lookup)).length) return fail(ResultCode.BAD_REQUEST);
    // A link's navigation sends no locale header: the page's locale in the query says the PDF's language.
    const result = await certificatePdf(await upstreamContextFor(pageLocale ?? locale), lookup);
    if (!result.ok) return reply(result);
    const bytes = Buffer.from(result.data.pdfBase64, 'base64');
    return new Response(new Uint8Array(bytes), {
      headers: {
        'content-type': 'application/pdf',
        'content-length': String(bytes.length),
        // The name is the contract's [A-Za-z0-9-.] only: nothing to quote or escape.
        'content-disposition': `attachment; filename="${result.data.fileName}"`,
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      },
    });
  },
);
