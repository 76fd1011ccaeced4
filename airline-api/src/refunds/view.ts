import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { AddOnRefundLine, RefundApplication, RefundItem, RefundLine, RefundReason } from '@/lib/contract';
import type { Db } from '../db/client';
import { refundApplication, refundAttachment } from '../db/schema';

export type ApplicationRow = typeof refundApplication.$inferSelect;
type AttachmentMeta = { refundNo: string; name: string; size: number; contentType: string };

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** An application as the order shows it (contract RefundApplicationSchema): its tracker. */
export function applicationView(row: ApplicationRow, attachments: AttachmentMeta[]): RefundApplication {
  return {
    refundNo: row.refundNo,
    orderNo: row.orderNo,
    status: row.status,
    refundType: row.type,
    reason: row.reason as RefundReason,
    note: row.note,
    items: row.items as RefundItem[],
    lines: row.lines as RefundLine[],
    currency: row.currency,
    amount: row.amount,
    points: row.points,
    channel: row.channel,
    submittedAt: row.submittedAt.toISOString(),
    approvedAt: iso(row.approvedAt),
    rejectedReason: row.rejectedReason,
    paidAt: iso(row.paidAt),
    dueFrom: row.dueFrom,
    dueBy: row.dueBy,
    attachments: attachments
      .filter((a) => a.refundNo === row.refundNo)
      .map(({ name, size, contentType }) => ({ name, size, contentType })),
    // An application of add-ons alone (decision 26) shows them.
    ...(row.kind === 'ADD_ON' ? { addOns: (row.addOns ?? []) as AddOnRefundLine[] } : {}),
  };
}

/** The attachments' names, sizes and types (not their bytes) of these applications, in order. */
async function attachmentsOf(db: Db, refundNos: string[]): Promise<AttachmentMeta[]> {
  if (refundNos.length === 0) return [];
  return db
    .select({
      refundNo: refundAttachment.refundNo,
      name: refundAttachment.name,
      size: refundAttachment.size,
      contentType: refundAttachment.contentType,
    })
    .from(refundAttachment)
    .where(inArray(refundAttachment.refundNo, refundNos))
    .orderBy(asc(refundAttachment.refundNo), asc(refundAttachment.seq));
}

/** One application by its number, as shown; null when there is none. */
export async function applicationByNo(db: Db, refundNo: string): Promise<RefundApplication | null> {
  const [row] = await db.select().from(refundApplication).where(eq(refundApplication.refundNo, refundNo));
  return row ? applicationView(row, await attachmentsOf(db, [row.refundNo])) : null;
}

/** The order's applications, newest first (spec §3 refund application; contract RefundListDataSchema). */
export async function applicationsOf(db: Db, orderNo: string): Promise<RefundApplication[]> {
  const rows = await db
    .select()
    .from(refundApplication)
    .where(eq(refundApplication.orderNo, orderNo))
    .orderBy(desc(refundApplication.seq));
  const attachments = await attachmentsOf(
    db,
    rows.map((r) => r.refundNo),
  );
  return rows.map((r) => applicationView(r, attachments));
}
