import { desc, eq } from 'drizzle-orm';
import type { PassengerModification } from '@/lib/contract';
import { displayName, maskCertificate } from '../booking/display-names';
import type { Db } from '../db/client';
import { passengerModification } from '../db/schema';
import type { Change, Identity } from './rules';

type ModificationRow = typeof passengerModification.$inferSelect;

/**
 * What the order keeps of one side of a change (decision 24): a name in full as the order shows it ('张云雀',
 * 'ZHANG/YUNQUE', or both), a document as its type and the number masked as the order shows it (first 3, last 4).
 */
export function recordOf(field: Change['field'], p: Identity): string {
  if (field === 'DOCUMENT') return `${p.certificateType} ${maskCertificate(p.certificateNumber)}`;
  const english = [p.surname, p.givenName].filter(Boolean).join('/');
  return p.name && english ? `${p.name} ${english}` : displayName(p);
}

export function modificationView(row: ModificationRow): PassengerModification {
  return {
    modificationNo: row.modificationNo,
    orderNo: row.orderNo,
    passengerId: row.passengerId,
    field: row.field,
    before: row.beforeMasked,
    after: row.afterMasked,
    changedAt: row.changedAt.toISOString(),
  };
}

export async function modificationByNo(db: Db, modificationNo: string): Promise<PassengerModification | null> {
  const [row] = await db
    .select()
    .from(passengerModification)
    .where(eq(passengerModification.modificationNo, modificationNo));
  return row ? modificationView(row) : null;
}

/** The changes made in an order, newest first. */
export async function modificationsOf(db: Db, orderNo: string): Promise<PassengerModification[]> {
  const rows = await db
    .select()
    .from(passengerModification)
    .where(eq(passengerModification.orderNo, orderNo))
    .orderBy(desc(passengerModification.seq));
  return rows.map(modificationView);
}
