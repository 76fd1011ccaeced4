import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, asc, count, desc, eq, inArray, ne } from 'drizzle-orm';
import sharp from 'sharp';
import {
  ResultCode,
  SPECIAL_DOCUMENT_IMAGES_FIELD,
  SpecialDocumentDeleteBodySchema,
  SpecialDocumentImageQuerySchema,
  SpecialDocumentListQuerySchema,
  SpecialDocumentResubmitFieldsSchema,
  SpecialDocumentSubmitFieldsSchema,
  UpstreamPath,
  type SpecialDocument,
} from '@/lib/contract';
import { airlineToday } from '@/lib/domain/airline-time';
import {
  SPECIAL_DOCUMENT_IMAGES_MAX,
  SPECIAL_DOCUMENT_IMAGE_MAX_BYTES,
  SpecialDocumentStatus,
  effectiveStatus,
  imageCountIssue,
  imageSizeAllowed,
  mayChange,
  normalizeDocumentNumber,
  validateSpecialDocument,
  type SpecialDocumentFields,
  type SpecialDocumentType,
} from '@/lib/domain/special-document-rules';
import { requireCertified } from '../account/real-name-gate';
import { requireMember } from '../account/tokens';
import type { Db } from '../db/client';
import { savedPassenger, specialDocument, specialDocumentImage } from '../db/schema';
import { ApiError } from '../errors';
import { parse, sendOk } from '../http';
import type { Services } from '../services';
import { imageTypeOf, PHOTO_MAX_PIXELS, PHOTO_MAX_SIDE } from './real-name';

type Row = typeof specialDocument.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const todayOf = (s: Services) => airlineToday(new Date(s.clock.now()));

/** A row as its owner reads it: the status as it reads today (a certified one past its expiry is 5 invalid). */
function view(row: Row, imageCount: number, today: string): SpecialDocument {
  return {
    documentId: row.id,
    passengerId: row.savedPassengerId,
    type: row.type as SpecialDocumentType,
    number: row.number,
    expiry: row.expiry,
    status: effectiveStatus(row.status, row.expiry, today),
    reason: row.reason,
    submittedAt: row.submittedAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    imageCount,
  };
}

/** The rules of lib/domain/special-document-rules: SPECIAL_DOCUMENT_INVALID with the issues by field. */
function checkedFields(fields: SpecialDocumentFields, today: string): SpecialDocumentFields {
  const issues = validateSpecialDocument(fields, today);
  if (Object.keys(issues).length)
    throw new ApiError(ResultCode.SPECIAL_DOCUMENT_INVALID, 'special document', { issues });
  return { ...fields, number: normalizeDocumentNumber(fields.number) };
}

/** Spec §5: a picture is required, at most 5. */
function checkImageCount(n: number): void {
  const issue = imageCountIssue(n);
  if (issue === 'imageRequired') throw new ApiError(ResultCode.SPECIAL_DOCUMENT_IMAGE_REQUIRED);
  if (issue === 'imageLimit') throw new ApiError(ResultCode.SPECIAL_DOCUMENT_IMAGE_LIMIT);
}

/** One upload's bytes, checked before anything is decoded: at most 5 MB, jpg or png by its first bytes. */
function uploadedBytes(bytes: Buffer): Buffer {
  if (!imageSizeAllowed(bytes.length)) throw new ApiError(ResultCode.UPLOAD_TOO_LARGE);
  if (!imageTypeOf(bytes)) throw new ApiError(ResultCode.UPLOAD_WRONG_FORMAT);
  return bytes;
}

/**
 * The images as stored, drawn again like the real-name photo (routes/real-name.ts): decoded, turned upright,
 * at most 2000 px a side, on white, a new JPEG without metadata, so nothing of an upload but its pixels is
 * kept or served. Every image is checked first, then decoded one at a time (one decoded image in memory).
 */
async function storedImages(uploads: Buffer[]): Promise<Buffer[]> {
  const checked = uploads.map(uploadedBytes);
  const stored: Buffer[] = [];
  for (const bytes of checked) {
    try {
      stored.push(
        await sharp(bytes, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' })
          .rotate()
          .resize({ width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
          .flatten({ background: '#ffffff' })
          .jpeg({ quality: 85 })
          .toBuffer(),
      );
    } catch {
      throw new ApiError(ResultCode.UPLOAD_WRONG_FORMAT);
    }
  }
  return stored;
}

const imageRows = (documentId: string, images: Buffer[]) =>
  images.map((bytes, i) => ({
    id: randomUUID(),
    documentId,
    seq: i + 1,
    contentType: 'image/jpeg' as const,
    bytes,
  }));

/** The member's own saved passenger, else NOT_FOUND (another member's passenger is never revealed). */
async function assertOwnPassenger(db: Db, memberId: string, passengerId: string, lock = false): Promise<void> {
  const query = db
    .select({ id: savedPassenger.id })
    .from(savedPassenger)
    .where(and(eq(savedPassenger.id, passengerId), eq(savedPassenger.memberId, memberId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new ApiError(ResultCode.NOT_FOUND);
}

/** The member's own document, else NOT_FOUND. */
async function ownDocument(s: Services, memberId: string, documentId: string): Promise<Row> {
  const [row] = await s.db
    .select()
    .from(specialDocument)
    .where(and(eq(specialDocument.id, documentId), eq(specialDocument.memberId, memberId)));
  if (!row) throw new ApiError(ResultCode.NOT_FOUND);
  return row;
}

const typeTaken = () =>
  new ApiError(ResultCode.SPECIAL_DOCUMENT_INVALID, 'type taken', { issues: { type: 'typeTaken' } });

/**
 * Deletes the special documents (and their images) of saved passengers being deleted: the passenger's
 * delete and batch delete call it with the ids they deleted, in their transaction when they have one.
 */
export async function deleteSpecialDocumentsOf(
  db: Pick<Db, 'delete'> | Pick<Tx, 'delete'>,
  memberId: string,
  passengerIds: string[],
): Promise<void> {
  if (passengerIds.length === 0) return;
  const gone = await db
    .delete(specialDocument)
    .where(and(eq(specialDocument.memberId, memberId), inArray(specialDocument.savedPassengerId, passengerIds)))
    .returning({ id: specialDocument.id });
  if (gone.length === 0) return;
  await db.delete(specialDocumentImage).where(
    inArray(
      specialDocumentImage.documentId,
      gone.map((g) => g.id),
    ),
  );
}

/**
 * The multipart parser's limits (spec §5, §9; docs/decisions/0019-multipart-uploads.md), enforced while the
 * body streams in, so no more than this is ever read: 5 files of 5 MB at most (a 6th file or a larger one
 * stops the parse), and a few short text fields (the longest, a number, is 200 characters at most).
 */
const UPLOAD_LIMITS = {
  files: SPECIAL_DOCUMENT_IMAGES_MAX,
  fileSize: SPECIAL_DOCUMENT_IMAGE_MAX_BYTES,
  fields: 8,
  fieldNameSize: 64,
  fieldSize: 1024,
  parts: SPECIAL_DOCUMENT_IMAGES_MAX + 8,
  headerPairs: 32,
};

/** The parser's refusals as the upload's codes: a file over 5 MB, a 6th file; anything else is a bad request. */
function uploadRefusal(err: unknown): unknown {
  if (err instanceof ApiError) return err;
  const { code, message } = (err ?? {}) as { code?: unknown; message?: unknown };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new ApiError(ResultCode.UPLOAD_TOO_LARGE);
  if (code === 'FST_FILES_LIMIT') return new ApiError(ResultCode.SPECIAL_DOCUMENT_IMAGE_LIMIT);
  return new ApiError(ResultCode.BAD_REQUEST, `multipart: ${String(code ?? message)}`);
}

/**
 * A multipart upload: its text fields (each once, whole) and the bytes of its files in `images`, in the
 * order sent. Read part by part within UPLOAD_LIMITS; a file under another name, a repeated or cut field,
 * or a body that is not multipart at all is BAD_REQUEST.
 */
async function readUpload(req: FastifyRequest): Promise<{ fields: Record<string, unknown>; images: Buffer[] }> {
  if (!req.isMultipart()) throw new ApiError(ResultCode.BAD_REQUEST, 'not multipart/form-data');
  const fields = new Map<string, unknown>();
  const images: Buffer[] = [];
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== SPECIAL_DOCUMENT_IMAGES_FIELD) throw new ApiError(ResultCode.BAD_REQUEST, 'file field');
        images.push(await part.toBuffer());
      } else if (part.valueTruncated || fields.has(part.fieldname)) {
        throw new ApiError(ResultCode.BAD_REQUEST, `field ${part.fieldname}`);
      } else {
        fields.set(part.fieldname, part.value);
      }
    }
  } catch (err) {
    throw uploadRefusal(err);
  }
  return { fields: Object.fromEntries(fields), images };
}

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
      return inserted;
    });
    return sendOk(req, reply, view(row, images.length, today));
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
    const fields = checkedFields({ type: current.type, number: body.number, expiry: body.expiry }, today);
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
      return updated;
    });
    return sendOk(req, reply, view(row, images.length, today));
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
    return sendOk(req, reply, { list: rows.map((r) => view(r, imagesOf(r.id), today)) });
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
