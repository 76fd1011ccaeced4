import { MemberDocumentParamsSchema, ResultCode } from '@/lib/contract';
import * as memberDocuments from '@/lib/bff-client/member-documents';
import { bffRoute } from '@/lib/bff-server/route';
import { memberDocumentFile } from '@/lib/upstream/member-documents';

export const dynamic = 'force-dynamic';

/**
 * How long the browser may keep a file: public material that changes a few times a year, but behind the
 * member's login (spec §2 member shell), so `private`: no shared cache keeps it.
 */
const CACHE_CONTROL = 'private, max-age=300';

/**
 * GET /api/member/documents/[documentId]: one downloadable document (spec §2 /member/documentDownload),
 * same-origin, for members only. Its bytes as an attachment under the name the list shows, never sniffed
 * into anything else; a failure answers the usual JSON envelope, which the page says as 'download failed'
 * (spec §8), and a refused token ends the session as on every member route. A malformed id names no
 * document: NOT_FOUND, before airline-api is asked.
 */
export const GET = bffRoute(
  memberDocuments.downloadDocument,
  { member: true, params: MemberDocumentParamsSchema, invalid: ResultCode.NOT_FOUND },
  async (context) => {
    const result = await memberDocumentFile(await context.upstream(), context.params.documentId);
    if (!result.ok) return context.reply(result);
    const { bytes, contentType, fileName } = result.data;
    if (contentType !== 'application/pdf') return context.fail(ResultCode.UPSTREAM_BAD_RESPONSE);
    return new Response(new Uint8Array(bytes), {
      headers: {
        'content-type': contentType,
        'content-length': String(bytes.byteLength),
        'content-disposition': `attachment; filename="${fileName}"`,
        'x-content-type-options': 'nosniff',
        'cache-control': CACHE_CONTROL,
      },
    });
  },
);
