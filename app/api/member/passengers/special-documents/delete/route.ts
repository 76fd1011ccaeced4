import * as specialDocuments from '@/lib/bff-client/special-documents';
import { bffRoute } from '@/lib/bff-server/route';
import { SpecialDocumentDeleteBodySchema } from '@/lib/contract';
import { deleteSpecialDocument } from '@/lib/upstream/special-documents';

export const dynamic = 'force-dynamic';

/** POST /api/member/passengers/special-documents/delete: one of the member's documents, with its images. */
export const POST = bffRoute(
  specialDocuments.deleteDocument,
  { member: true, body: SpecialDocumentDeleteBodySchema },
  async (context) => context.reply(await deleteSpecialDocument(await context.upstream(), context.body.documentId)),
);
