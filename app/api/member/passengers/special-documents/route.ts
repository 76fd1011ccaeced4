import * as specialDocuments from '@/lib/bff-client/special-documents';
import { bffRoute } from '@/lib/bff-server/route';
import { SpecialDocumentListQuerySchema } from '@/lib/contract';
import { specialDocuments as documentsOf } from '@/lib/upstream/special-documents';

export const dynamic = 'force-dynamic';

/**
 * GET /api/member/passengers/special-documents?passengerId=: one of the member's saved passengers' special
 * documents with their status (spec §4) and image count. Another member's passenger is NOT_FOUND.
 */
export const GET = bffRoute(
  specialDocuments.listDocuments,
  { member: true, query: SpecialDocumentListQuerySchema },
  async (context) => context.reply(await documentsOf(await context.upstream(), context.query.passengerId)),
);
