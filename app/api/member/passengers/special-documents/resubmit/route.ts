import * as specialDocuments from '@/lib/bff-client/special-documents';
import { bffRoute } from '@/lib/bff-server/route';
import { SpecialDocumentResubmitFieldsSchema } from '@/lib/contract';
import { airlineToday } from '@/lib/domain/airline-time';
import { validateSpecialDocumentDetails } from '@/lib/domain/special-document-rules';
import { resubmitSpecialDocument } from '@/lib/upstream/special-documents';
import { UPLOAD_BODY, imagesOf, localRefusal, uploadLimit, upstreamRefusal } from '../_lib/checks';

export const dynamic = 'force-dynamic';

/**
 * POST /api/member/passengers/special-documents/resubmit: a failed or invalid document again (spec §4),
 * with a new number, expiry and image files, multipart/form-data like the submission; its type stays. One
 * under review cannot change (SPECIAL_DOCUMENT_UNDER_REVIEW, airline-api's word).
 */
export const POST = bffRoute(
  specialDocuments.resubmitDocument,
  {
    member: true,
    ...UPLOAD_BODY,
    body: SpecialDocumentResubmitFieldsSchema,
    limit: uploadLimit,
  },
  async (context) => {
    const { body } = context;
    const images = imagesOf(context.files);
    const refused = localRefusal(validateSpecialDocumentDetails(body, airlineToday()), images, context);
    if (refused) return refused;
    const result = await resubmitSpecialDocument(await context.upstream(), body, images);
    return upstreamRefusal(result, context) ?? context.reply(result);
  },
);
