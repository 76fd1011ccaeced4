import type { FastifyInstance } from 'fastify';
import { and, desc, eq } from 'drizzle-orm';
import { ResultCode, SpecialDocumentReviewBodySchema, UpstreamPath } from '@/lib/contract';
import { SpecialDocumentStatus, normalizeDocumentNumber } from '@/lib/domain/special-document-rules';
import { findMember } from '../account/members';
import { specialDocument } from '../db/schema';
import { ApiError } from '../errors';
import { parse, sendOk } from '../http';
import type { Services } from '../services';

type Body = ReturnType<typeof SpecialDocumentReviewBodySchema.parse>;

/** The document the desk is asked about: by its id, or the member's (by phone) latest under review with that number. */
async function documentToReview(s: Services, body: Body) {
  if (body.documentId) {
    const [row] = await s.db.select().from(specialDocument).where(eq(specialDocument.id, body.documentId));
    return row;
  }
  const owner = await findMember(s, { cellphoneCode: '86', cellphone: body.cellphone ?? '' });
  if (!owner) return undefined;
  const [row] = await s.db
    .select()
    .from(specialDocument)
    .where(
      and(
        eq(specialDocument.memberId, owner.id),
        eq(specialDocument.number, normalizeDocumentNumber(body.number ?? '')),
        eq(specialDocument.status, SpecialDocumentStatus.CERTIFYING),
      ),
    )
    .orderBy(desc(specialDocument.submittedAt))
    .limit(1);
  return row;
}

/**
 * The special documents' review desk (sandbox control, loopback only like the real-name desk in
 * outbox.ts): approves a document under review (2 certified) or fails it (3, with the reviewer's reason).
 * The airline's reviewers stand behind it; spec §4 gives the statuses, not who decides.
 */
export function registerSpecialDocumentReview(app: FastifyInstance, s: Services): void {
  app.post(UpstreamPath.sandboxSpecialDocumentReview, async (req, reply) => {
    const body = parse(SpecialDocumentReviewBodySchema, req.body);
    const row = await documentToReview(s, body);
    if (!row) throw new ApiError(ResultCode.NOT_FOUND);
    if (row.status !== SpecialDocumentStatus.CERTIFYING) throw new ApiError(ResultCode.BAD_REQUEST, 'not under review');
    const status = body.approve ? SpecialDocumentStatus.CERTIFIED : SpecialDocumentStatus.FAILED;
    await s.db
      .update(specialDocument)
      .set({ status, reviewedAt: new Date(s.clock.now()), reason: body.approve ? null : (body.reason ?? null) })
      .where(and(eq(specialDocument.id, row.id), eq(specialDocument.status, SpecialDocumentStatus.CERTIFYING)));
    return sendOk(req, reply, { documentId: row.id, status });
  });
}
