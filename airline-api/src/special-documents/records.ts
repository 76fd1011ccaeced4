import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { ResultCode, type SpecialDocument } from '@/lib/contract';
import { airlineToday } from '@/lib/domain/airline-time';
import {
  effectiveStatus,
  institutionOf,
  normalizeDocumentNumber,
  validateSpecialDocument,
  type SpecialDocumentFields,
  type SpecialDocumentType,
} from '@/lib/domain/special-document-rules';
import type { Db } from '../db/client';
import { savedPassenger, specialDocument, specialDocumentImage } from '../db/schema';
import { ApiError } from '../errors';
import { deleteInstitutionsOf } from './institutions';
import type { Services } from '../services';

export type Row = typeof specialDocument.$inferSelect;

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const todayOf = (s: Services) => airlineToday(new Date(s.clock.now()));

/** A row as its owner reads it: the status as it reads today (a certified one past its expiry is 5 invalid). */
export function view(row: Row, imageCount: number, today: string, institution: string | null): SpecialDocument {
  return {
    documentId: row.id,
    passengerId: row.savedPassengerId,
    type: row.type as SpecialDocumentType,
    number: row.number,
    expiry: row.expiry,
    institution,
    status: effectiveStatus(row.status, row.expiry, today),
    reason: row.reason,
    submittedAt: row.submittedAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    imageCount,
  };
}

/**
 * The rules of lib/domain/special-document-rules: SPECIAL_DOCUMENT_INVALID with the issues by field. The fields as
 * kept: the number normalized, the institution trimmed for a doctor or a nurse and null for the other kinds.
 */
export function checkedFields(
  fields: SpecialDocumentFields,
  today: string,
): Omit<SpecialDocumentFields, 'institution'> & { institution: string | null } {
  const issues = validateSpecialDocument(fields, today);
  if (Object.keys(issues).length)
    throw new ApiError(ResultCode.SPECIAL_DOCUMENT_INVALID, 'special document', { issues });
  return {
    ...fields,
    number: normalizeDocumentNumber(fields.number),
    institution: institutionOf(fields.type, fields.institution),
  };
}

export const imageRows = (documentId: string, images: Buffer[]) =>
  images.map((bytes, i) => ({
    id: randomUUID(),
    documentId,
    seq: i + 1,
    contentType: 'image/jpeg' as const,
    bytes,
  }));

/** The member's own saved passenger, else NOT_FOUND (another member's passenger is never revealed). */
export async function assertOwnPassenger(db: Db, memberId: string, passengerId: string, lock = false): Promise<void> {
  const query = db
    .select({ id: savedPassenger.id })
    .from(savedPassenger)
    .where(and(eq(savedPassenger.id, passengerId), eq(savedPassenger.memberId, memberId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new ApiError(ResultCode.NOT_FOUND);
}

/** The member's own document, else NOT_FOUND. */
export async function ownDocument(s: Services, memberId: string, documentId: string): Promise<Row> {
  const [row] = await s.db
    .select()
    .from(specialDocument)
    .where(and(eq(specialDocument.id, documentId), eq(specialDocument.memberId, memberId)));
  if (!row) throw new ApiError(ResultCode.NOT_FOUND);
  return row;
}

export const typeTaken = () =>
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
  await deleteInstitutionsOf(
    db,
    gone.map((g) => g.id),
  );
  await db.delete(specialDocumentImage).where(
    inArray(
      specialDocumentImage.documentId,
      gone.map((g) => g.id),
    ),
  );
}
