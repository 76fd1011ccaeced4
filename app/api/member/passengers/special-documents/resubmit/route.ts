import * as specialDocuments from '@/lib/bff-client/special-documents';
import { bffRoute } from '@/lib/bff-server/route';
import { ResultCode, SPECIAL_DOCUMENT_BODY_MAX_BYTES, SpecialDocumentResubmitBodySchema } from '@/lib/contract';
import { airlineToday } from '@/lib/domain/airline-time';
import { validateSpecialDocumentDetails } from '@/lib/domain/special-document-rules';
import { resubmitSpecialDocument } from '@/lib/upstream/special-documents';
import { localRefusal, uploadLimit, upstreamRefusal } from '../_lib/checks';

export const dynamic = 'force-dynamic';

/**
 * POST /api/member/passengers/special-documents/resubmit: a failed or invalid document again (spec §4),
 * with a new number, expiry and images; its type stays. One under review cannot change
 * (SPECIAL_DOCUMENT_UNDER_REVIEW, airline-api's word).
 */
export const POST = bffRoute(
  specialDocuments.resubmitDocument,
  {
    member: true,
    body: SpecialDocumentResubmitBodySchema,
    bodyLimit: { bytes: SPECIAL_DOCUMENT_BODY_MAX_BYTES, tooLarge: ResultCode.UPLOAD_TOO_LARGE },
    limit: uploadLimit,
  },
  async (context) => {
    const { body } = context;
    const refused = localRefusal(validateSpecialDocumentDetails(body, airlineToday()), body.images, context);
    if (refused) return refused;
    const result = await resubmitSpecialDocument(await context.upstream(), body);
    return upstreamRefusal(result, context) ?? context.reply(result);
  },
);
