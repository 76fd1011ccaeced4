import { randomInt } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { and, count, eq, inArray, isNull, type Column } from 'drizzle-orm';
import type { z } from 'zod';
import {
  PassengerModifyBodySchema,
  ProductStatus,
  ResultCode,
  TicketStatus,
  type PassengerModification,
} from '@/lib/contract';
import { sha256 } from '../account/secrets';
import { asDb, type OrderRow } from '../booking/lifecycle';
import { loadBundles } from '../check-in/state';
import type { Db } from '../db/client';
import { checkIn, idempotencyRecord, orderPassenger, orderTicket, passengerModification } from '../db/schema';
import { localDate } from '../domain/time-zone';
import { ApiError } from '../errors';
import { parse } from '../http';
import { idempotencyKeyOf, oncePerKey, recordKey } from '../order-changes/idempotency';
import { refundOrder, type RefundActor } from '../refunds/access';
import { gatewayFor } from '../account/code-delivery';
import type { Services } from '../services';
import { PASSENGER_MODIFY_LIMIT, blockOf, changesMade } from './eligibility';
import { modifiedSms } from './notice';
import { changeOf, fieldErrorsOf, unchanged, type Identity } from './rules';
import { modificationByNo, recordOf } from './view';

/** `PM` + the Beijing date + 8 random digits. */
export function newModificationNo(nowMs: number): string {
  return `PM${localDate(nowMs, 'Asia/Shanghai').replaceAll('-', '')}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

/** The column holds exactly this value (null included). */
const same = (col: Column, value: string | null) => (value === null ? isNull(col) : eq(col, value));

const identityOf = (p: Identity): Identity => ({
  name: p.name,
  surname: p.surname,
  givenName: p.givenName,
  certificateType: p.certificateType,
  certificateNumber: p.certificateNumber,
  certificateValidity: p.certificateValidity,
});

/** What an Idempotency-Key holds a change to: the body as asked, and who asked (null: a visitor). */
const hashOf = (body: PassengerModifySubmission['body'], memberId: string | null) =>
  sha256(JSON.stringify({ kind: 'passengerModify', body, memberId }));

/** The change an Idempotency-Key made for exactly this request, if any. */
async function replayOf(s: Services, key: string, hash: string): Promise<PassengerModification | null> {
  const [held] = await s.db.select().from(idempotencyRecord).where(eq(idempotencyRecord.key, key));
  if (!held?.modificationNo || held.requestHash !== hash) return null;
  return modificationByNo(s.db, held.modificationNo);
}

/**
 * Spec §7 passenger-modify/order/ (§2 /ancillary/cname; §5; decision 24): one passenger's name or
 * document changed, free, the tickets keeping their numbers. Checked in order: the scope (the member's order or a
 * visitor's proof, as refunds), the passenger of the order (NOT_FOUND), eligibility (PASSENGER_MODIFY_NOT_ELIGIBLE,
 * PASSENGER_MODIFY_LIMIT once changed), the two phones (PASSENGER_MODIFY_PHONES_DIFFER), the body's fields (one of
 * name or document, BAD_REQUEST), the booking's rules (PASSENGER_MODIFY_INVALID with `fieldErrors`), a real change
 * (PASSENGER_MODIFY_UNCHANGED). Then in one transaction: the passenger's tickets still issued and usable (locked
 * by a conditional update), no check-in meanwhile, the record changed in the order and its rescheduled orders only
 * if it still holds what was read (so of two changes at once exactly one is made; the other is
 * PASSENGER_MODIFY_LIMIT), the change kept, and the SMS sent. The Idempotency-Key answers the same change for the
 * same body, IDEMPOTENCY_CONFLICT for another.
 */
export async function commitPassengerModify(s: Services, req: FastifyRequest): Promise<PassengerModification> {
  const key = idempotencyKeyOf(req);
  const body = parse(PassengerModifyBodySchema, req.body);
  // A visitor's replay of a change made: a renamed proof passenger would no longer prove the order, so the
  // same key and the same body (proof included) answer the change without proving again.
  if (body.visitor) {
    const replay = await replayOf(s, key, hashOf(body, null));
    if (replay) return replay;
  }
  const { order, actor } = await refundOrder(s, req, body.orderNo, body.visitor);
  return modifyPassenger(s, { order, actor, key, body });
}

/** A name or document change as the commit has read it: the order and who asks, the key, the body. */
export type PassengerModifySubmission = {
  order: OrderRow;
  actor: RefundActor;
  key: string;
  body: z.output<typeof PassengerModifyBodySchema>;
};

/**
 * The commit once the request is read and its scope proved (commitPassengerModify): the same checks and the
 * same transaction. The seed (db/seed/order-changes.ts) makes the demo member's correction through it.
 */
export async function modifyPassenger(
  s: Services,
  { order, actor, key, body }: PassengerModifySubmission,
): Promise<PassengerModification> {
  const made = await oncePerKey(s, key, hashOf(body, actor.memberId), 'modificationNo', async () => {
    const checked = await checkedChange(s, order, body);
    const now = s.clock.now();
    const modificationNo = newModificationNo(now);
    await s.db.transaction(async (raw) => {
      const tx = asDb(raw);
      await changeRecord(tx, order, checked);
      await tx.insert(passengerModification).values({
        modificationNo,
        orderNo: order.orderNo,
        passengerId: checked.passenger.passengerId,
        field: checked.change.field,
        beforeMasked: recordOf(checked.change.field, checked.current),
        afterMasked: checked.after,
        changedAt: new Date(now),
        memberId: actor.memberId,
      });
      await recordKey(tx, key, 'modificationNo', modificationNo);
      // Sent with the change: a change that fails afterwards sends nothing. Without a gateway nothing is sent.
      await gatewayFor(s, 'SMS')?.deliver(tx, {
        channel: 'SMS',
        to: `86-${checked.mobile}`,
        event: 'PASSENGER_MODIFIED',
        code: '',
        text: modifiedSms(order.language, order.orderNo, checked.change.field, checked.after),
        sentAt: new Date(now),
      });
    });
    return modificationNo;
  });
  const modification = await modificationByNo(s.db, made);
  if (!modification) throw new ApiError(ResultCode.INTERNAL, 'change of an idempotency key is gone');
  return modification;
}

/** The change as asked and checked against the order as it is: the passenger, what they hold and will hold. */
async function checkedChange(s: Services, order: OrderRow, body: PassengerModifySubmission['body']) {
  const [bundle] = await loadBundles(s.db, [order]);
  const p = bundle!.passengers.find((x) => x.passengerId === body.passengerId);
  if (!p) throw new ApiError(ResultCode.NOT_FOUND, 'passenger');
  const made = (await changesMade(s.db, [p.passengerId])).get(p.passengerId) ?? 0;
  const block = blockOf(s, bundle!, p, made, s.clock.now());
  if (block === 'limitReached') throw new ApiError(ResultCode.PASSENGER_MODIFY_LIMIT);
  if (block) throw new ApiError(ResultCode.PASSENGER_MODIFY_NOT_ELIGIBLE, block, { block });
  const mobile = body.mobile.trim();
  if (mobile !== body.mobileConfirm.trim()) throw new ApiError(ResultCode.PASSENGER_MODIFY_PHONES_DIFFER);
  const current = identityOf(p);
  const change = changeOf(body, current);
  const fieldErrors = fieldErrorsOf(s, bundle!, p, change, mobile);
  if (Object.keys(fieldErrors).length)
    throw new ApiError(ResultCode.PASSENGER_MODIFY_INVALID, 'fields', { fieldErrors });
  if (unchanged(current, change.next)) throw new ApiError(ResultCode.PASSENGER_MODIFY_UNCHANGED);
  const tickets = bundle!.tickets.filter((t) => t.psgIndex === p.psgIndex).length;
  return { passenger: p, tickets, mobile, current, change, after: recordOf(change.field, change.next) };
}

type CheckedChange = Awaited<ReturnType<typeof checkedChange>>;

/**
 * In the change's transaction: the passenger's tickets still issued and usable (locked by a conditional update), no
 * check-in meanwhile, and the record changed only if it still holds what was read, at most PASSENGER_MODIFY_LIMIT
 * times.
 */
async function changeRecord(tx: Db, order: OrderRow, { passenger: p, tickets, current, change }: CheckedChange) {
  // The tickets are locked as they are: refunded, changed or checked in meanwhile, nothing is made.
  const held = await tx
    .update(orderTicket)
    .set({ ticketStatus: TicketStatus.ISSUED })
    .where(
      and(
        eq(orderTicket.orderNo, order.orderNo),
        eq(orderTicket.psgIndex, p.psgIndex),
        eq(orderTicket.ticketStatus, TicketStatus.ISSUED),
        eq(orderTicket.productStatus, ProductStatus.USABLE),
      ),
    )
    .returning({ segIndex: orderTicket.segIndex });
  if (held.length !== tickets)
    throw new ApiError(ResultCode.PASSENGER_MODIFY_NOT_ELIGIBLE, 'ticket changed meanwhile', {
      block: 'notUsable',
    });
  const [checkedIn] = await tx
    .select({ n: count() })
    .from(checkIn)
    .where(and(eq(checkIn.orderNo, order.orderNo), eq(checkIn.psgIndex, p.psgIndex), eq(checkIn.status, 'CHECKED_IN')));
  if (checkedIn!.n > 0)
    throw new ApiError(ResultCode.PASSENGER_MODIFY_NOT_ELIGIBLE, 'checked in meanwhile', { block: 'checkedIn' });
  // The order and its rescheduled orders hold the traveller under one passengerId (reschedule/commit.ts).
  const changed = await tx
    .update(orderPassenger)
    .set(change.next)
    .where(
      and(
        eq(orderPassenger.passengerId, p.passengerId),
        same(orderPassenger.name, current.name),
        same(orderPassenger.surname, current.surname),
        same(orderPassenger.givenName, current.givenName),
        eq(orderPassenger.certificateType, current.certificateType),
        eq(orderPassenger.certificateNumber, current.certificateNumber),
        same(orderPassenger.certificateValidity, current.certificateValidity),
      ),
    )
    .returning({ orderNo: orderPassenger.orderNo });
  if (!changed.some((c) => c.orderNo === order.orderNo))
    throw new ApiError(ResultCode.PASSENGER_MODIFY_LIMIT, 'changed meanwhile');
  const [counted] = await tx
    .select({ n: count() })
    .from(passengerModification)
    .where(inArray(passengerModification.passengerId, [p.passengerId]));
  if (counted!.n >= PASSENGER_MODIFY_LIMIT) throw new ApiError(ResultCode.PASSENGER_MODIFY_LIMIT, 'changed meanwhile');
}
