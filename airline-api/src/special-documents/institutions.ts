import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { specialDocumentInstitution } from '../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

type Writer = Pick<Db, 'insert' | 'delete'> | Pick<Tx, 'insert' | 'delete'>;

/** Keeps a document's medical institution (spec §5), replacing what it had; null keeps none. */
export async function saveInstitution(db: Writer, documentId: string, institution: string | null): Promise<void> {
  await db.delete(specialDocumentInstitution).where(eq(specialDocumentInstitution.documentId, documentId));
  if (institution) await db.insert(specialDocumentInstitution).values({ documentId, institution });
}

/** The institutions of these documents, by document id (documents that name none are absent). */
export async function institutionsOf(db: Pick<Db, 'select'>, documentIds: string[]): Promise<Map<string, string>> {
  if (documentIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(specialDocumentInstitution)
    .where(inArray(specialDocumentInstitution.documentId, documentIds));
  return new Map(rows.map((r) => [r.documentId, r.institution]));
}

/** Forgets the institutions of deleted documents. */
export async function deleteInstitutionsOf(db: Pick<Db, 'delete'> | Pick<Tx, 'delete'>, documentIds: string[]) {
  if (documentIds.length === 0) return;
  await db.delete(specialDocumentInstitution).where(inArray(specialDocumentInstitution.documentId, documentIds));
}
