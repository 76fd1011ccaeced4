import * as specialDocuments from '@/lib/bff-client/special-documents';
import { bffRoute } from '@/lib/bff-server/route';
import { ResultCode, SPECIAL_DOCUMENT_BODY_MAX_BYTES, SpecialDocumentSubmitBodySchema } from '@/lib/contract';
import { airlineToday } from '@/lib/domain/airline-time';
import { validateSpecialDocument } from '@/lib/domain/special-document-rules';
import { submitSpecialDocument } from '@/lib/upstream/special-documents';
import { localRefusal, uploadLimit, upstreamRefusal } from '../_lib/checks';

export const dynamic = 'force-dynamic';

/**
 * POST /api/member/passengers/special-documents/submit: a new special document of a saved passenger, with
 * 1 to 5 images as base64 (spec §5, §9). The fields, the count and the sizes are checked here first; the
 * body may be as large as five images of 5 MB, beyond that it is "file too large". airline-api decides the
 * rest: real-name certification (spec §6), the passenger's owner, the images' format, one per type.
 */
export const POST = bffRoute(
  specialDocuments.submitDocument,
  {
    member: true,
    body: SpecialDocumentSubmitBodySchema,
    bodyLimit: { bytes: SPECIAL_DOCUMENT_BODY_MAX_BYTES, tooLarge: ResultCode.UPLOAD_TOO_LARGE },
    limit: uploadLimit,
  },
  async (context) => {
    const { body } = context;
    const refused = localRefusal(validateSpecialDocument(body, airlineToday()), body.images, context);
    if (refused) return refused;
    const result = await submitSpecialDocument(await context.upstream(), body);
    return upstreamRefusal(result, context) ?? context.reply(result);
  },
);
