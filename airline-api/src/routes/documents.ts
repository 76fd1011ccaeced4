import type { FastifyInstance } from 'fastify';
import { MemberDocumentParamsSchema, ResultCode, UpstreamPath } from '@/lib/contract';
import { requireMember } from '../account/tokens';
import { documentFile, documentList } from '../documents/catalogue';
import { ApiError } from '../errors';
import { sendOk } from '../http';
import type { Services } from '../services';

/**
 * How long a reader may keep a file: the forms change a few times a year, and a member who downloads one
 * twice in a few minutes need not fetch it again. `private`: only members may have it (spec §2 puts the
 * page in the member shell), so no shared cache keeps it.
 */
const FILE_CACHE = 'private, max-age=300';

/**
 * Spec §2 /member/documentDownload: the airline's forms and guides, for members. The list names each one
 * in both languages with its file name, size, date and type; the file path answers the PDF's bytes as an
 * attachment (not the JSON envelope; an error still is one). The material is the airline's, the same for
 * every member: nothing here belongs to a member, so no answer depends on who asks once the token is good.
 */
export function registerDocumentRoutes(app: FastifyInstance, s: Services): void {
  app.get(UpstreamPath.memberDocuments, async (req, reply) => {
    await requireMember(s, req);
    return sendOk(req, reply, { list: documentList() });
  });

  app.get(UpstreamPath.memberDocumentFile, async (req, reply) => {
    await requireMember(s, req);
    // A malformed id names no document: NOT_FOUND like an unknown one, so ids cannot be told apart.
    const params = MemberDocumentParamsSchema.safeParse(req.params);
    const file = params.success ? documentFile(params.data.documentId) : null;
    if (!file) throw new ApiError(ResultCode.NOT_FOUND);
    return reply
      .code(200)
      .header('content-type', file.document.contentType)
      .header('content-length', String(file.bytes.length))
      .header('content-disposition', `attachment; filename="${file.document.fileName}"`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', FILE_CACHE)
      .send(file.bytes);
  });
}
