import * as specialDocuments from '@/lib/bff-client/special-documents';
import { bffRoute } from '@/lib/bff-server/route';
import { SpecialDocumentSubmitFieldsSchema } from '@/lib/contract';
import { airlineToday } from '@/lib/domain/airline-time';
import { validateSpecialDocument } from '@/lib/domain/special-document-rules';
import { submitSpecialDocument } from '@/lib/upstream/special-documents';
import { UPLOAD_BODY, imagesOf, localRefusal, uploadLimit, upstreamRefusal } from '../_lib/checks';

export const dynamic = 'force-dynamic';

/**
 * POST /api/member/passengers/special-documents/submit: a new special document of a saved passenger, as
 * multipart/form-data: its fields and 1 to 5 image files (spec §5, §9). The fields, the count and the sizes
 * are checked here first; the body may be as large as five images of 5 MB, beyond that it is "file too
 * large" before it is read. airline-api decides the rest: real-name certification (spec §6), the
 * passenger's owner, the images' format, one per type.
 */
export const POST = bffRoute(
  specialDocuments.submitDocument,
  {
    member: true,
    ...UPLOAD_BODY,
    body: SpecialDocumentSubmitFieldsSchema,
    limit: uploadLimit,
  },
  async (context) => {
    const { body } = context;
    const images = imagesOf(context.files);
    const refused = localRefusal(validateSpecialDocument(body, airlineToday()), images, context);
    if (refused) return refused;
    const result = await submitSpecialDocument(await context.upstream(), body, images);
    return upstreamRefusal(result, context) ?? context.reply(result);
  },
);
