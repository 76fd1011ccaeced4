import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, count, desc, eq, gte, inArray, ne } from 'drizzle-orm';
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
  DOCUMENT_CHANGE_INTERVAL_DAYS,
  documentChangeAllowed,
  isDocumentChange,
  nextDocumentChangeAt,
  personKey,
  savedPassengerType,
  SAVED_PASSENGERS_MAX,
  validateSavedPassenger,
} from '@/lib/domain/saved-passenger-rules';
import { z } from 'zod';
import { requireMember } from '../account/tokens';
import { savedPassenger, savedPassengerDeletion } from '../db/schema';
import { deleteSpecialDocumentsOf } from '../special-documents/records';
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

type Tx = Parameters<Parameters<Services['db']['transaction']>[0]>[0];
const DOCUMENT_CHANGE_INTERVAL_MS = DOCUMENT_CHANGE_INTERVAL_DAYS * 86_400_000;

/**
 * Deletes the member's passengers `ids` (all or nothing) and their special documents. Deleting a document
 * is a change of it (spec §5): a passenger whose document changed within 365 days stays, and the whole
 * batch is refused with the instant the first of them may go. Each deletion is kept, for the same person
 * saved again.
 */
async function removePassengers(tx: Tx, memberId: string, ids: string[], nowMs: number): Promise<number> {
  const mine = and(inArray(savedPassenger.id, ids), eq(savedPassenger.memberId, memberId));
  const rows = await tx.select().from(savedPassenger).where(mine);
  // An id that is not this member's makes the whole batch NOT_FOUND.
  if (rows.length !== ids.length) throw new ApiError(ResultCode.NOT_FOUND);
  const locked = rows
    .map((row) => row.documentChangedAt?.getTime() ?? null)
    .filter((last) => !documentChangeAllowed(last, nowMs))
    .map((last) => nextDocumentChangeAt(last)!);
  if (locked.length)
    throw new ApiError(ResultCode.DOCUMENT_CHANGE_LIMIT, 'document changed within 365 days', {
      nextDocumentChangeAt: new Date(Math.max(...locked)).toISOString(),
    });
  await tx.delete(savedPassenger).where(mine);
  await tx.insert(savedPassengerDeletion).values(
    rows.map((row) => ({
      memberId,
      personKey: personKey(row.data as Stored),
      certificateType: row.certificateType,
      deletedAt: new Date(nowMs),
    })),
  );
  await deleteSpecialDocumentsOf(tx, memberId, ids);
  return rows.length;
}

/** The last deletion of this person's document of this type within 365 days: the clock a new save keeps. */
async function recentDeletion(tx: Tx, memberId: string, data: Stored, nowMs: number): Promise<Date | null> {
  const [last] = await tx
    .select({ at: savedPassengerDeletion.deletedAt })
    .from(savedPassengerDeletion)
    .where(
      and(
        eq(savedPassengerDeletion.memberId, memberId),
        eq(savedPassengerDeletion.personKey, personKey(data)),
        eq(savedPassengerDeletion.certificateType, data.certificateType),
        gte(savedPassengerDeletion.deletedAt, new Date(nowMs - DOCUMENT_CHANGE_INTERVAL_MS)),
      ),
    )
    .orderBy(desc(savedPassengerDeletion.deletedAt))
    .limit(1);
  return last?.at ?? null;
}

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
          documentChangedAt: await recentDeletion(tx, member.id, data, now),
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
    const now = s.clock.now();
    const deleted = await s.db.transaction((tx) => removePassengers(tx, member.id, [passengerId], now));
    return sendOk(req, reply, { deleted });
  });

  app.post(UpstreamPath.savedPassengerBatchDelete, async (req, reply) => {
    const { member } = await requireMember(s, req);
    const ids = [...new Set(parse(SavedPassengerBatchDeleteBodySchema, req.body).passengerIds)];
    const now = s.clock.now();
    const deleted = await s.db.transaction((tx) => removePassengers(tx, member.id, ids, now));
    return sendOk(req, reply, { deleted });
  });
}
