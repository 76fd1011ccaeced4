import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  RefundCommitFieldsSchema,
  RefundReasonSchema,
  ResultCode,
  TicketStatus,
  type RefundApplication,
  type UpstreamLanguage,
} from '@/lib/contract';
import { sha256 } from '../account/secrets';
import type { OrderRow } from '../booking/lifecycle';
import type { Db } from '../db/client';
import { refundAttachment } from '../db/schema';
import { ApiError } from '../errors';
import { parse } from '../http';
import { idempotencyKeyOf } from '../order-changes/idempotency';
import { anyCheckedIn, freeSeat, takeTicket } from '../order-changes/ticket-holds';
import type { Services } from '../services';
import { refundOrder, type RefundActor } from './access';
import { fileApplication, type OwnColumns } from './file-application';
import { REASONS_OF, priceRefund } from './quote';
import { EXTENSION, readCommit, type Attachment } from './upload';

const digest = (b: Buffer) => createHash('sha256').update(b).digest('base64url');

/**
 * Spec §7 refund/commitV2 (decision 23): the refund application. The fields are checked (reason
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
  const key = idempotencyKeyOf(req);
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

type Fields = RefundSubmission['fields'];

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
  return fileApplication(
    s,
    { order, actor, key, hash, quotedAmount: fields.quotedAmount },
    {
      price: () => priceChecked(s, order, fields, language),
      take: (tx, _refundNo, priced) => takeTickets(s, tx, order, fields, priced, language),
      attach: (tx, refundNo) => attach(tx, refundNo, attachments),
    },
  );
}

/** The reason of the type, the note of OTHER, the quote as priced now, a converted request confirmed. */
async function priceChecked(s: Services, order: OrderRow, fields: Fields, language: UpstreamLanguage) {
  const reason = RefundReasonSchema.safeParse(fields.reason);
  if (!reason.success || !REASONS_OF[fields.refundType].has(reason.data))
    throw new ApiError(ResultCode.REFUND_REASON_INVALID);
  if (reason.data === 'OTHER' && fields.note.trim() === '') throw new ApiError(ResultCode.REFUND_NOTE_REQUIRED);
  const priced = await priceRefund(s, order, fields.items, fields.refundType, language);
  if (priced.data.converted && !fields.confirmVoluntary) throw new ApiError(ResultCode.REFUND_CONFIRM_VOLUNTARY);
  return { ...priced, reason: reason.data };
}

/** Every ticket ISSUED → REFUNDING, none checked in meanwhile, and their seats given up now. */
async function takeTickets(
  s: Services,
  tx: Db,
  order: OrderRow,
  fields: Fields,
  priced: Awaited<ReturnType<typeof priceChecked>>,
  language: UpstreamLanguage,
): Promise<OwnColumns> {
  // Priced again inside the transaction: an add-on refunded alone meanwhile (decision 26) is not paid twice.
  const again = await priceRefund(s, order, fields.items, fields.refundType, language, tx);
  if (again.data.totalAmount !== priced.data.totalAmount)
    throw new ApiError(ResultCode.REFUND_AMOUNT_CHANGED, `now ${again.data.totalAmount}`);
  for (const t of priced.tickets)
    // Refunded, changed or checked in by another request meanwhile: nothing of this one is made.
    if (!(await takeTicket(tx, order.orderNo, t, TicketStatus.REFUNDING)))
      throw new ApiError(ResultCode.REFUND_NOT_ALLOWED, 'ticket changed meanwhile');
  if (await anyCheckedIn(tx, order.orderNo, priced.tickets))
    throw new ApiError(ResultCode.REFUND_CHECKED_IN, 'checked in meanwhile');
  // The seats are given up now (the rejection takes them back if still free, refunds/desk.ts).
  const seats = [];
  for (const t of priced.tickets)
    if (t.seatNo) seats.push(...(await freeSeat(tx, order.orderNo, { ...t, seatNo: t.seatNo })));
  return {
    type: priced.data.refundType,
    requestedType: fields.refundType,
    reason: priced.reason,
    note: fields.note.trim(),
    items: fields.items,
    lines: priced.data.lines,
    seats,
  };
}

async function attach(tx: Db, refundNo: string, attachments: Attachment[]): Promise<void> {
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
}
