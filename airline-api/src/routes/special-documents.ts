import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { and, asc, count, desc, eq, inArray, ne } from 'drizzle-orm';
import {
  ResultCode,
  SpecialDocumentDeleteBodySchema,
  SpecialDocumentImageQuerySchema,
  SpecialDocumentListQuerySchema,
  SpecialDocumentResubmitFieldsSchema,
  SpecialDocumentSubmitFieldsSchema,
  UpstreamPath,
} from '@/lib/contract';
import { SpecialDocumentStatus, effectiveStatus, mayChange } from '@/lib/domain/special-document-rules';
import { requireCertified } from '../account/real-name-gate';
import { requireMember } from '../account/tokens';
import type { Db } from '../db/client';
import { specialDocument, specialDocumentImage } from '../db/schema';
import { ApiError } from '../errors';
import { parse, sendOk } from '../http';
import type { Services } from '../services';
import {
  assertOwnPassenger,
  checkedFields,
  imageRows,
  ownDocument,
  todayOf,
  typeTaken,
  view,
} from '../special-documents/records';
import { UPLOAD_LIMITS, checkImageCount, readUpload, storedImages } from '../special-documents/upload';
import { deleteInstitutionsOf, institutionsOf, saveInstitution } from '../special-documents/institutions';

/**
 * Submit (a new document, one per type) and resubmit (a failed or invalid one again): multipart/form-data,
 * registered in the scope where the multipart parser is (registerSpecialDocumentRoutes).
 */
function registerUploadRoutes(uploads: FastifyInstance, s: Services): void {
  uploads.post(UpstreamPath.specialDocumentSubmit, async (req, reply) => {
    const { member } = await requireMember(s, req);
    const upload = await readUpload(req);
    const body = parse(SpecialDocumentSubmitFieldsSchema, upload.fields);
    await requireCertified(s, member.id);
    await assertOwnPassenger(s.db, member.id, body.passengerId);
    const today = todayOf(s);
    const fields = checkedFields(body, today);
    checkImageCount(upload.images.length);
    const [existing] = await s.db
      .select({ status: specialDocument.status })
      .from(specialDocument)
      .where(and(eq(specialDocument.savedPassengerId, body.passengerId), eq(specialDocument.type, fields.type)));
    if (existing?.status === SpecialDocumentStatus.CERTIFYING)
      throw new ApiError(ResultCode.SPECIAL_DOCUMENT_UNDER_REVIEW);
    if (existing) throw typeTaken();
    const images = await storedImages(upload.images);
    const row = await s.db.transaction(async (tx) => {
      // The passenger is held until the document is in: a delete of it meanwhile waits, then takes the document too.
      await assertOwnPassenger(tx as unknown as Db, member.id, body.passengerId, true);
      const [inserted] = await tx
        .insert(specialDocument)
        .values({
          id: randomUUID(),
          memberId: member.id,
          savedPassengerId: body.passengerId,
          type: fields.type,
          number: fields.number,
          expiry: fields.expiry,
          status: SpecialDocumentStatus.CERTIFYING,
          submittedAt: new Date(s.clock.now()),
        })
        .onConflictDoNothing()
        .returning();
      if (!inserted) throw typeTaken();
      await tx.insert(specialDocumentImage).values(imageRows(inserted.id, images));
      await saveInstitution(tx, inserted.id, fields.institution);
      return inserted;
    });
    return sendOk(req, reply, view(row, images.length, today, fields.institution));
  });

  uploads.post(UpstreamPath.specialDocumentResubmit, async (req, reply) => {
    const { member } = await requireMember(s, req);
    const upload = await readUpload(req);
    const body = parse(SpecialDocumentResubmitFieldsSchema, upload.fields);
    await requireCertified(s, member.id);
    const current = await ownDocument(s, member.id, body.documentId);
    const today = todayOf(s);
    if (!mayChange(effectiveStatus(current.status, current.expiry, today)))
      throw new ApiError(ResultCode.SPECIAL_DOCUMENT_UNDER_REVIEW);
    const fields = checkedFields(
      { type: current.type, number: body.number, expiry: body.expiry, institution: body.institution },
      today,
    );
    checkImageCount(upload.images.length);
    const images = await storedImages(upload.images);
    const row = await s.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(specialDocument)
        .set({
          number: fields.number,
          expiry: fields.expiry,
          status: SpecialDocumentStatus.CERTIFYING,
          reason: null,
          submittedAt: new Date(s.clock.now()),
          reviewedAt: null,
        })
        .where(
          and(
            eq(specialDocument.id, current.id),
            eq(specialDocument.memberId, member.id),
            ne(specialDocument.status, SpecialDocumentStatus.CERTIFYING),
          ),
        )
        .returning();
      if (!updated) {
        // Submitted again (now under review) or deleted by another tab meanwhile.
        const [still] = await tx
          .select({ id: specialDocument.id })
          .from(specialDocument)
          .where(eq(specialDocument.id, current.id));
        throw new ApiError(still ? ResultCode.SPECIAL_DOCUMENT_UNDER_REVIEW : ResultCode.NOT_FOUND);
      }
      await tx.delete(specialDocumentImage).where(eq(specialDocumentImage.documentId, current.id));
      await tx.insert(specialDocumentImage).values(imageRows(current.id, images));
      await saveInstitution(tx, current.id, fields.institution);
      return updated;
    });
    return sendOk(req, reply, view(row, images.length, today, fields.institution));
  });
}

/**
 * Special documents of the member's saved passengers (spec §3, §4, §5, §6, §9): list one passenger's, submit
 * one per type (status 1 certifying; the sandbox review desk approves or fails it), submit a failed or
 * invalid one again, delete, and one image to its owner. Everything is the token's member's: another
 * member's passenger or document is NOT_FOUND. Submitting needs a valid real-name certification (spec §6
 * "document management", account/real-name-gate.ts).
 */
export function registerSpecialDocumentRoutes(app: FastifyInstance, s: Services): void {
  // Submit and resubmit take multipart/form-data and nothing else, in a scope of their own: every other
  // route keeps refusing multipart (415, answered BAD_REQUEST), and these two refuse JSON the same way.
  void app.register(async (uploads) => {
    uploads.removeAllContentTypeParsers();
    await uploads.register(multipart, { limits: UPLOAD_LIMITS });
    registerUploadRoutes(uploads, s);
  });

  app.get(UpstreamPath.specialDocuments, async (req, reply) => {
    const { member } = await requireMember(s, req);
    const { passengerId } = parse(SpecialDocumentListQuerySchema, req.query);
    await assertOwnPassenger(s.db, member.id, passengerId);
    const rows = await s.db
      .select()
      .from(specialDocument)
      .where(and(eq(specialDocument.memberId, member.id), eq(specialDocument.savedPassengerId, passengerId)))
      .orderBy(desc(specialDocument.submittedAt), asc(specialDocument.id));
    const counts = rows.length
      ? await s.db
          .select({ documentId: specialDocumentImage.documentId, n: count() })
          .from(specialDocumentImage)
          .where(
            inArray(
              specialDocumentImage.documentId,
              rows.map((r) => r.id),
            ),
          )
          .groupBy(specialDocumentImage.documentId)
      : [];
    const today = todayOf(s);
    const imagesOf = (id: string) => counts.find((c) => c.documentId === id)?.n ?? 0;
    const institutions = await institutionsOf(
      s.db,
      rows.map((r) => r.id),
    );
    return sendOk(req, reply, {
      list: rows.map((r) => view(r, imagesOf(r.id), today, institutions.get(r.id) ?? null)),
    });
  });

  app.post(UpstreamPath.specialDocumentDelete, async (req, reply) => {
    const { member } = await requireMember(s, req);
    const { documentId } = parse(SpecialDocumentDeleteBodySchema, req.body);
    const current = await ownDocument(s, member.id, documentId);
    // A document under review cannot change (spec §4): the reviewer has it.
    if (current.status === SpecialDocumentStatus.CERTIFYING)
      throw new ApiError(ResultCode.SPECIAL_DOCUMENT_UNDER_REVIEW);
    const deleted = await s.db.transaction(async (tx) => {
      const gone = await tx
        .delete(specialDocument)
        .where(
          and(
            eq(specialDocument.id, documentId),
            eq(specialDocument.memberId, member.id),
            ne(specialDocument.status, SpecialDocumentStatus.CERTIFYING),
          ),
        )
        .returning({ id: specialDocument.id });
      if (gone.length) await tx.delete(specialDocumentImage).where(eq(specialDocumentImage.documentId, documentId));
      if (gone.length) await deleteInstitutionsOf(tx, [documentId]);
      return gone.length;
    });
    if (!deleted) throw new ApiError(ResultCode.NOT_FOUND);
    return sendOk(req, reply, { deleted });
  });

  app.get(UpstreamPath.specialDocumentImage, async (req, reply) => {
    const { member } = await requireMember(s, req);
    const { documentId, seq } = parse(SpecialDocumentImageQuerySchema, req.query);
    const [row] = await s.db
      .select({ contentType: specialDocumentImage.contentType, bytes: specialDocumentImage.bytes })
      .from(specialDocumentImage)
      .innerJoin(specialDocument, eq(specialDocument.id, specialDocumentImage.documentId))
      .where(
        and(
          eq(specialDocument.id, documentId),
          eq(specialDocument.memberId, member.id),
          eq(specialDocumentImage.seq, seq),
        ),
      );
    if (!row) throw new ApiError(ResultCode.NOT_FOUND);
    return sendOk(req, reply, { contentType: row.contentType, imageBase64: row.bytes.toString('base64') });
  });
}
