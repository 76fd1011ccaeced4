import { createHash, randomInt } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import {
  IDEMPOTENCY_HEADER,
  REFUND_ATTACHMENTS_FIELD,
  REFUND_ATTACHMENTS_MAX,
  REFUND_ATTACHMENT_MAX_BYTES,
  REFUND_PAYLOAD_FIELD,
  RefundCommitFieldsSchema,
  RefundReasonSchema,
  ResultCode,
  TicketStatus,
  ProductStatus,
  type RefundApplication,
  type UpstreamLanguage,
} from '@/lib/contract';
import { sha256 } from '../account/secrets';
import { asDb, type OrderRow } from '../booking/lifecycle';
import {
  checkIn,
  idempotencyRecord,
  orderTicket,
  refundApplication,
  refundAttachment,
  seatAssignment,
} from '../db/schema';
import { localDate } from '../domain/time-zone';
import { ApiError } from '../errors';
import { parse } from '../http';
import { claimKey, releaseKey } from '../order-changes/idempotency';
import type { Services } from '../services';
import { refundOrder, type RefundActor } from './access';
import { REASONS_OF, priceRefund } from './quote';
import { applicationByNo } from './view';

/** The Idempotency-Key header, as reserve takes it. */
const KeySchema = z.string().min(8).max(128);

/** `RF` + the Beijing date + 8 random digits. */
export function newRefundNo(nowMs: number): string {
  return `RF${localDate(nowMs, 'Asia/Shanghai').replaceAll('-', '')}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

type ContentType = 'image/jpeg' | 'image/png' | 'application/pdf';
const EXTENSION: Record<ContentType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' };

/** jpg, png or pdf by the file's first bytes (its name and declared type are not believed). */
export function attachmentTypeOf(bytes: Buffer): ContentType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  return null;
}

/**
 * The multipart parser's limits (spec §5, §9: at most 4 attachments of 2 MB; decision 19), enforced while the
 * body streams in: a 5th file or a larger one stops the parse; one short JSON field.
 */
export const UPLOAD_LIMITS = {
  files: REFUND_ATTACHMENTS_MAX,
  fileSize: REFUND_ATTACHMENT_MAX_BYTES,
  fields: 2,
  fieldNameSize: 64,
  fieldSize: 32_768,
  parts: REFUND_ATTACHMENTS_MAX + 2,
  headerPairs: 32,
};

/** The parser's refusals as the refund's codes; anything else is a bad request. */
function uploadRefusal(err: unknown): unknown {
  if (err instanceof ApiError) return err;
  const { code, message } = (err ?? {}) as { code?: unknown; message?: unknown };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new ApiError(ResultCode.REFUND_ATTACHMENT_TOO_LARGE);
  if (code === 'FST_FILES_LIMIT') return new ApiError(ResultCode.REFUND_ATTACHMENT_LIMIT);
  return new ApiError(ResultCode.BAD_REQUEST, `multipart: ${String(code ?? message)}`);
}

export type Attachment = { bytes: Buffer; contentType: ContentType };

/** The commit's `payload` field (once, whole) and its `attachments`, each checked by its bytes as it arrives. */
async function readCommit(req: FastifyRequest): Promise<{ payload: unknown; attachments: Attachment[] }> {
  if (!req.isMultipart()) throw new ApiError(ResultCode.BAD_REQUEST, 'not multipart/form-data');
  let payload: string | undefined;
  const attachments: Attachment[] = [];
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== REFUND_ATTACHMENTS_FIELD) throw new ApiError(ResultCode.BAD_REQUEST, 'file field');
        const bytes = await part.toBuffer();
        const contentType = attachmentTypeOf(bytes);
        if (!contentType) throw new ApiError(ResultCode.REFUND_ATTACHMENT_TYPE);
        attachments.push({ bytes, contentType });
      } else if (part.fieldname !== REFUND_PAYLOAD_FIELD || part.valueTruncated || payload !== undefined) {
        throw new ApiError(ResultCode.BAD_REQUEST, `field ${part.fieldname}`);
      } else {
        payload = String(part.value);
      }
    }
  } catch (err) {
    throw uploadRefusal(err);
  }
  if (payload === undefined) throw new ApiError(ResultCode.BAD_REQUEST, 'payload missing');
  let json: unknown;
  try {
    json = JSON.parse(payload);
  } catch {
    throw new ApiError(ResultCode.BAD_REQUEST, 'payload is not JSON');
  }
  return { payload: json, attachments };
}

const digest = (b: Buffer) => createHash('sha256').update(b).digest('base64url');

/**
 * Spec §7 refund/commitV2 (issue 14 §2; decision 23): the refund application. The fields are checked (reason
 * of the type, the note of OTHER, the quote as priced now, a converted request confirmed, the amount the
 * traveller saw), then in one transaction every ticket goes ISSUED → REFUNDING by a conditional update, so of
 * two refunds of one ticket at once exactly one is made; the other is REFUND_NOT_ALLOWED. The seats of the
 * refunded items are given up at once; nothing else of the order changes until the desk decides. The
 * Idempotency-Key answers the same application for the same body, IDEMPOTENCY_CONFLICT for another.
 */
export async function commitRefund(
  s: Services,
  req: FastifyRequest,
  language: UpstreamLanguage,
): Promise<RefundApplication> {
  const upload = await readCommit(req);
  const key = parse(KeySchema, req.headers[IDEMPOTENCY_HEADER]);
  const fields = parse(RefundCommitFieldsSchema, upload.payload);
  const { order, actor } = await refundOrder(s, req, fields.orderNo, fields.visitor);
  return submitRefund(s, { order, actor, key, fields, attachments: upload.attachments }, language);
}

/** A refund application as the commit has read it: the order and who asks, the key, the fields, the files. */
export type RefundSubmission = {
  order: OrderRow;
  actor: RefundActor;
  key: string;
  fields: z.output<typeof RefundCommitFieldsSchema>;
  attachments: Attachment[];
};

/**
 * The commit once the request is read and its scope proved (commitRefund): the same checks and the same
 * transaction. The seed (db/seed/order-changes.ts) makes the demo member's applications through it.
 */
export async function submitRefund(
  s: Services,
  { order, actor, key, fields, attachments }: RefundSubmission,
  language: UpstreamLanguage,
): Promise<RefundApplication> {
  const hash = sha256(
    JSON.stringify({
      kind: 'refund',
      fields,
      attachments: attachments.map((a) => digest(a.bytes)),
      memberId: actor.memberId,
    }),
  );
  const earlier = await claimKey(s, key, hash, 'refundNo');
  if (earlier) {
    const made = await applicationByNo(s.db, earlier);
    if (!made) throw new ApiError(ResultCode.INTERNAL, 'application of an idempotency key is gone');
    return made;
  }
  try {
    const reason = RefundReasonSchema.safeParse(fields.reason);
    if (!reason.success || !REASONS_OF[fields.refundType].has(reason.data))
      throw new ApiError(ResultCode.REFUND_REASON_INVALID);
    if (reason.data === 'OTHER' && fields.note.trim() === '') throw new ApiError(ResultCode.REFUND_NOTE_REQUIRED);
    const priced = await priceRefund(s, order, fields.items, fields.refundType, language);
    if (priced.data.converted && !fields.confirmVoluntary) throw new ApiError(ResultCode.REFUND_CONFIRM_VOLUNTARY);
    if (fields.quotedAmount !== priced.data.totalAmount)
      throw new ApiError(ResultCode.REFUND_AMOUNT_CHANGED, `now ${priced.data.totalAmount}`);

    const now = s.clock.now();
    const refundNo = newRefundNo(now);
    await s.db.transaction(async (raw) => {
      const tx = asDb(raw);
      // Priced again inside the transaction: an add-on refunded alone meanwhile (decision 26) is not paid twice.
      const again = await priceRefund(s, order, fields.items, fields.refundType, language, tx);
      if (again.data.totalAmount !== priced.data.totalAmount)
        throw new ApiError(ResultCode.REFUND_AMOUNT_CHANGED, `now ${again.data.totalAmount}`);
      for (const t of priced.tickets) {
        const taken = await tx
          .update(orderTicket)
          .set({ ticketStatus: TicketStatus.REFUNDING })
          .where(
            and(
              eq(orderTicket.orderNo, order.orderNo),
              eq(orderTicket.psgIndex, t.psgIndex),
              eq(orderTicket.segIndex, t.segIndex),
              eq(orderTicket.ticketStatus, TicketStatus.ISSUED),
              eq(orderTicket.productStatus, ProductStatus.USABLE),
            ),
          )
          .returning({ psgIndex: orderTicket.psgIndex });
        // Refunded, changed or checked in by another request meanwhile: nothing of this one is made.
        if (taken.length !== 1) throw new ApiError(ResultCode.REFUND_NOT_ALLOWED, 'ticket changed meanwhile');
      }
      const checkedIn = await tx
        .select({ psgIndex: checkIn.psgIndex, segIndex: checkIn.segIndex })
        .from(checkIn)
        .where(
          and(
            eq(checkIn.orderNo, order.orderNo),
            eq(checkIn.status, 'CHECKED_IN'),
            inArray(
              checkIn.psgIndex,
              priced.tickets.map((t) => t.psgIndex),
            ),
          ),
        );
      if (checkedIn.some((c) => priced.tickets.some((t) => t.psgIndex === c.psgIndex && t.segIndex === c.segIndex)))
        throw new ApiError(ResultCode.REFUND_CHECKED_IN, 'checked in meanwhile');
      // The seats are given up now (the rejection takes them back if still free, refunds/desk.ts).
      const seats = [];
      for (const t of priced.tickets) {
        if (!t.seatNo) continue;
        const freed = await tx
          .delete(seatAssignment)
          .where(
            and(
              eq(seatAssignment.flightId, t.flightId),
              eq(seatAssignment.seatNo, t.seatNo),
              eq(seatAssignment.orderNo, order.orderNo),
              eq(seatAssignment.psgIndex, t.psgIndex),
            ),
          )
          .returning();
        seats.push(...freed.map((f) => ({ ...f, segIndex: t.segIndex })));
      }
      await tx.insert(refundApplication).values({
        refundNo,
        orderNo: order.orderNo,
        memberId: actor.memberId,
        status: 'SUBMITTED',
        type: priced.data.refundType,
        requestedType: fields.refundType,
        reason: reason.data,
        note: fields.note.trim(),
        items: fields.items,
        lines: priced.data.lines,
        payouts: priced.payouts,
        seats,
        currency: priced.data.currency,
        amount: priced.data.totalAmount,
        points: priced.data.totalPoints,
        channel: priced.data.channel,
        submittedAt: new Date(now),
      });
      if (attachments.length)
        await tx.insert(refundAttachment).values(
          attachments.map((a, i) => ({
            refundNo,
            seq: i + 1,
            // The traveller's file names are not kept (decision 19): the n-th attachment, by its type.
            name: `attachment-${i + 1}.${EXTENSION[a.contentType]}`,
            contentType: a.contentType,
            size: a.bytes.length,
            bytes: a.bytes,
          })),
        );
      await tx.update(idempotencyRecord).set({ refundNo }).where(eq(idempotencyRecord.key, key));
    });
    return (await applicationByNo(s.db, refundNo))!;
  } catch (err) {
    await releaseKey(s, key);
    throw err;
  }
}
