import { randomInt } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  ResultCode,
  type SupplementApplication,
  type SupplementApplyBody,
  type SupplementDocument,
  type SupplementListData,
} from '@/lib/contract';
import { validateSupplement } from '@/lib/domain/member-value-rules';
import type { MemberRow } from '../account/tokens';
import { certificationOf, requireCertified } from '../account/real-name-gate';
import { pointsSupplement, realName, savedPassenger } from '../db/schema';
import { ApiError } from '../errors';
import type { Services } from '../services';
import { airlineDay } from './period';
import { review, reviewDelayMinutes, reviewDue } from './supplement-review';

/**
 * Points supplements (spec §2 /member/integral/suppl, §5, §6, §9; decision 65): a certified member names a flight they
 * flew, by one of their own documents (their real-name document, or a saved passenger's of the same name), within the
 * 30 days before today and after 14 February 2017; one application a day in the airline's zone.
 */

type Row = typeof pointsSupplement.$inferSelect;
type Doc = SupplementDocument & { certificateNumber: string };

const mask = (n: string) => (n.length <= 6 ? `${n.slice(0, 1)}****` : `${n.slice(0, 3)}****${n.slice(-4)}`);

/** The member's documents: the certified real-name one, then saved passengers' with the same name. */
async function documentsOf(s: Services, memberId: string): Promise<Doc[]> {
  const [rn] = await s.db.select().from(realName).where(eq(realName.memberId, memberId));
  if (!rn) return [];
  const saved = await s.db.select().from(savedPassenger).where(eq(savedPassenger.memberId, memberId));
  const own = saved.filter((p) => (p.data as { name?: string }).name === rn.name);
  const docs: Omit<Doc, 'maskedNumber'>[] = [
    { id: 'REAL_NAME', certificateType: rn.certificateType, certificateNumber: rn.certificateNumber, name: rn.name },
    ...own.map((p) => ({
      id: p.id,
      certificateType: p.certificateType,
      certificateNumber: p.certificateNumber,
      name: rn.name,
    })),
  ];
  const seen = new Set<string>();
  return docs
    .filter((d) => {
      const key = `${d.certificateType}:${d.certificateNumber}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map((d) => ({ ...d, maskedNumber: mask(d.certificateNumber) }));
}

const view = (r: Row): SupplementApplication => ({
  applicationNo: r.applicationNo,
  appliedAt: r.appliedAt.toISOString(),
  flightNo: r.flightNo,
  flightDate: r.flightDate,
  ticketNo: r.ticketNo,
  status: r.status,
  points: r.points,
  reason: r.reason,
});

export async function supplementList(s: Services, m: MemberRow): Promise<SupplementListData> {
  await reviewDue(s, m.id);
  const today = airlineDay(s.clock.now());
  const [rows, documents, certification] = await Promise.all([
    s.db
      .select()
      .from(pointsSupplement)
      .where(eq(pointsSupplement.memberId, m.id))
      .orderBy(desc(pointsSupplement.appliedAt))
      .limit(50),
    documentsOf(s, m.id),
    certificationOf(s, m.id),
  ]);
  return {
    today,
    appliedToday: rows.some((r) => r.appliedDay === today),
    certification: { status: certification.status, expired: certification.expired },
    documents: documents.map(({ certificateNumber: _n, ...d }) => d),
    applications: rows.map(view),
  };
}

export async function supplementApply(s: Services, m: MemberRow, body: SupplementApplyBody) {
  await requireCertified(s, m.id);
  const now = s.clock.now();
  const today = airlineDay(now);
  const input = {
    flightNo: body.flightNo.trim().toUpperCase(),
    flightDate: body.flightDate,
    ticketNo: body.ticketNo.trim(),
  };
  const fieldErrors = validateSupplement(input, today);
  if (Object.keys(fieldErrors).length)
    throw new ApiError(ResultCode.POINTS_SUPPLEMENT_INVALID, 'points supplement', { fieldErrors });
  const doc = (await documentsOf(s, m.id)).find((d) => d.id === body.documentId);
  if (!doc)
    throw new ApiError(ResultCode.POINTS_SUPPLEMENT_INVALID, 'document', {
      fieldErrors: { documentId: 'documentUnknown' },
    });
  const [open] = await s.db
    .select({ no: pointsSupplement.applicationNo })
    .from(pointsSupplement)
    .where(
      and(eq(pointsSupplement.ticketNo, input.ticketNo), inArray(pointsSupplement.status, ['PENDING', 'APPROVED'])),
    );
  if (open) throw new ApiError(ResultCode.POINTS_SUPPLEMENT_DUPLICATE);
  const delayMs = (await reviewDelayMinutes(s)) * 60_000;
  const [row] = await s.db
    .insert(pointsSupplement)
    .values({
      applicationNo: `PS${today.replaceAll('-', '')}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`,
      memberId: m.id,
      appliedDay: today,
      certificateType: doc.certificateType,
      certificateNumber: doc.certificateNumber,
      ...input,
      status: 'PENDING',
      appliedAt: new Date(now),
      reviewAfter: new Date(now + delayMs),
    })
    // The (member, day) key: one application a day, even two sent at once.
    .onConflictDoNothing()
    .returning();
  if (!row) throw new ApiError(ResultCode.POINTS_SUPPLEMENT_DAILY_LIMIT);
  if (s.sandbox && delayMs === 0) await review(s, row);
  const [after] = await s.db
    .select()
    .from(pointsSupplement)
    .where(eq(pointsSupplement.applicationNo, row.applicationNo));
  return view(after ?? row);
}
