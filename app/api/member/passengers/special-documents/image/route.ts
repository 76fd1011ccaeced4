import * as specialDocuments from '@/lib/bff-client/special-documents';
import { bffRoute } from '@/lib/bff-server/route';
import { SpecialDocumentImageQuerySchema } from '@/lib/contract';
import { specialDocumentImage } from '@/lib/upstream/special-documents';

export const dynamic = 'force-dynamic';

/**
 * GET /api/member/passengers/special-documents/image?documentId=&seq=: one image's bytes for the panel's
 * `<img>`, fetched from airline-api with the member's own token (another member's is NOT_FOUND). Every
 * stored image is a JPEG airline-api drew itself; it is never cached nor sniffed as something else.
 */
export const GET = bffRoute(
  specialDocuments.documentImage,
  { member: true, query: SpecialDocumentImageQuerySchema },
  async (context) => {
    const result = await specialDocumentImage(await context.upstream(), context.query.documentId, context.query.seq);
    if (!result.ok) return context.reply(result);
    const bytes = Buffer.from(result.data.imageBase64, 'base64');
    return new Response(new Uint8Array(bytes), {
      headers: {
        'content-type': result.data.contentType,
        'content-length': String(bytes.length),
        'content-disposition': 'inline',
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      },
    });
  },
);
