import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, count, desc, eq, inArray, ne } from 'drizzle-orm';
import {
  ResultCode,
  SavedPassengerBatchDeleteBodySchema,
  SavedPassengerBodySchema,
  SavedPassengerDeleteBodySchema,
  SavedPassengerUpdateBodySchema,
  UpstreamPath,
  type SavedPassenger,
} from '@/lib/contract';
import { airlineToday } from '@/lib/domain/airline-time';
import {
  canSaveAnother,
  documentChangeAllowed,
  isDocumentChange,
  nextDocumentChangeAt,
  savedPassengerType,
  SAVED_PASSENGERS_MAX,
  validateSavedPassenger,
} from '@/lib/domain/saved-passenger-rules';
import { z } from 'zod';
import { requireMember } from '../account/tokens';
import { savedPassenger } from '../db/schema';
import { deleteSpecialDocumentsOf } from './special-documents';
import { ApiError } from '../errors';
import { parse, sendOk } from '../http';
import type { Services } from '../services';

type Row = typeof savedPassenger.$inferSelect;
type Body = z.infer<typeof SavedPassengerBodySchema>;
type Stored = Omit<SavedPassenger, 'passengerId' | 'nextDocumentChangeAt'>;

/** A row as the list answers it: the data, its id, and when its document may change again. */
function view(row: Row): SavedPassenger {
  const next = nextDocumentChangeAt(row.documentChangedAt?.getTime() ?? null);
  return {
    ...(row.data as Stored),
    passengerId: row.id,
    ...(next !== null ? { nextDocumentChangeAt: new Date(next).toISOString() } : {}),
  };
}

/** The rules of lib/domain/saved-passenger-rules, then the data as stored (type made by the birthday). */
function storedData(body: Body, nowMs: number): Stored {
  const today = airlineToday(new Date(nowMs));
  const issues = validateSavedPassenger(body, today);
  if (Object.keys(issues).length) throw new ApiError(ResultCode.PASSENGER_INVALID, 'saved passenger', { issues });
  const { type: _given, ...rest } = body;
  return { ...rest, type: savedPassengerType(body.birthday, today), certificateNumber: documentNumber(body) };
}

const documentNumber = (d: { certificateNumber: string }) => d.certificateNumber.trim().toUpperCase();

/**
 * Spec §2 /member/passengers: the member's own saved passengers. List, add (at most SAVED_PASSENGERS_MAX,
 * one per document), edit (a document change once per 365 days), delete and batch delete. Another member's
 * passenger is NOT_FOUND, never revealed; a batch naming one deletes nothing.
 */
export function registerSavedPassengerRoutes(app: FastifyInstance, s: Services): void {
  app.get(UpstreamPath.savedPassengers, async (req, reply) => {
    const { member } = await requireMember(s, req);
    const rows = await s.db
      .select()
      .from(savedPassenger)
      .where(eq(savedPassenger.memberId, member.id))
      .orderBy(desc(savedPassenger.updatedAt), savedPassenger.id)
      .limit(SAVED_PASSENGERS_MAX);
    return sendOk(req, reply, { list: rows.map(view), max: SAVED_PASSENGERS_MAX });
  });

  app.post(UpstreamPath.savedPassengerAdd, async (req, reply) => {
    const { member } = await requireMember(s, req);
    const body = parse(SavedPassengerBodySchema, req.body);
    const now = s.clock.now();
    const data = storedData(body, now);
    const row = await s.db.transaction(async (tx) => {
      const [saved] = await tx
        .select({ n: count() })
        .from(savedPassenger)
        .where(eq(savedPassenger.memberId, member.id));
      if (!canSaveAnother(saved?.n ?? 0)) throw new ApiError(ResultCode.SAVED_PASSENGER_LIMIT);
      const [inserted] = await tx
        .insert(savedPassenger)
        .values({
          id: randomUUID(),
          memberId: member.id,
          data,
          certificateType: data.certificateType,
          certificateNumber: data.certificateNumber,
          updatedAt: new Date(now),
        })
        .onConflictDoNothing()
        .returning();
      if (!inserted) throw new ApiError(ResultCode.SAVED_PASSENGER_DUPLICATE);
      return inserted;
    });
    return sendOk(req, reply, view(row));
  });

  app.post(UpstreamPath.savedPassengerUpdate, async (req, reply) => {
    const { member } = await requireMember(s, req);
    const { passengerId, ...body } = parse(SavedPassengerUpdateBodySchema, req.body);
    const now = s.clock.now();
    const data = storedData(body, now);
    const row = await s.db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(savedPassenger)
        .where(and(eq(savedPassenger.id, passengerId), eq(savedPassenger.memberId, member.id)));
      if (!current) throw new ApiError(ResultCode.NOT_FOUND);
      const changed = isDocumentChange(current, data);
      if (changed) {
        const last = current.documentChangedAt?.getTime() ?? null;
        if (!documentChangeAllowed(last, now))
          throw new ApiError(ResultCode.DOCUMENT_CHANGE_LIMIT, 'document changed within 365 days', {
            nextDocumentChangeAt: new Date(nextDocumentChangeAt(last)!).toISOString(),
          });
        const [other] = await tx
          .select({ id: savedPassenger.id })
          .from(savedPassenger)
          .where(
            and(
              eq(savedPassenger.memberId, member.id),
              eq(savedPassenger.certificateType, data.certificateType),
              eq(savedPassenger.certificateNumber, data.certificateNumber),
              ne(savedPassenger.id, passengerId),
            ),
          );
        if (other) throw new ApiError(ResultCode.SAVED_PASSENGER_DUPLICATE);
      }
      const [updated] = await tx
        .update(savedPassenger)
        .set({
          data,
          certificateType: data.certificateType,
          certificateNumber: data.certificateNumber,
          updatedAt: new Date(now),
          ...(changed ? { documentChangedAt: new Date(now) } : {}),
        })
        .where(and(eq(savedPassenger.id, passengerId), eq(savedPassenger.memberId, member.id)))
        .returning();
      return updated!;
    });
    return sendOk(req, reply, view(row));
  });

  app.post(UpstreamPath.savedPassengerDelete, async (req, reply) => {
    const { member } = await requireMember(s, req);
    const { passengerId } = parse(SavedPassengerDeleteBodySchema, req.body);
    const deleted = await s.db
      .delete(savedPassenger)
      .where(and(eq(savedPassenger.id, passengerId), eq(savedPassenger.memberId, member.id)))
      .returning({ id: savedPassenger.id });
    if (!deleted.length) throw new ApiError(ResultCode.NOT_FOUND);
    await deleteSpecialDocumentsOf(s.db, member.id, [passengerId]);
    return sendOk(req, reply, { deleted: deleted.length });
  });

  app.post(UpstreamPath.savedPassengerBatchDelete, async (req, reply) => {
    const { member } = await requireMember(s, req);
    const ids = [...new Set(parse(SavedPassengerBatchDeleteBodySchema, req.body).passengerIds)];
    const deleted = await s.db.transaction(async (tx) => {
      const mine = and(inArray(savedPassenger.id, ids), eq(savedPassenger.memberId, member.id));
      const [found] = await tx.select({ n: count() }).from(savedPassenger).where(mine);
      // All or nothing: an id that is not this member's makes the whole batch NOT_FOUND.
      if ((found?.n ?? 0) !== ids.length) throw new ApiError(ResultCode.NOT_FOUND);
      const gone = await tx.delete(savedPassenger).where(mine).returning({ id: savedPassenger.id });
      // Their special documents and images go with them.
      await deleteSpecialDocumentsOf(tx, member.id, ids);
      return gone;
    });
    return sendOk(req, reply, { deleted: deleted.length });
  });
}
