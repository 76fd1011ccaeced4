import * as refunds from '@/lib/bff-client/refunds';
import { bffRoute } from '@/lib/bff-server/route';
import {
  REFUND_ATTACHMENTS_FIELD,
  REFUND_ATTACHMENTS_MAX,
  REFUND_ATTACHMENT_MAX_BYTES,
  REFUND_BODY_MAX_BYTES,
  ResultCode,
} from '@/lib/contract';
import { refundCommit } from '@/lib/upstream/refunds';
import { callForOrder } from '../../_lib/order-scope';
import { RefundCommitFormSchema, commitLimit, refundIdempotencyKey } from '../_lib/order-scope';

export const dynamic = 'force-dynamic';

/**
 * POST /api/refunds/commit, multipart/form-data (decision 19): `payload` (the JSON of the order, items, type,
 * reason, note, confirmVoluntary and the quoted amount), `attempt` (the browser's id of this submission) and 0 to
 * 4 files in `attachments` (spec §5, §9: each at most 2 MB). A declared body over four files of 2 MB is 'each
 * attachment at most 2 MB' before anything is read; the count and sizes are checked again here, the formats by
 * airline-api from the bytes. The scope is the member's token or the visitor order seal's proof (the body's
 * `visitor` is dropped); the attempt becomes the Idempotency-Key, so a retried click records one application.
 */
export const POST = bffRoute(
  refunds.commit,
  {
    multipart: true,
    bodyLimit: { bytes: REFUND_BODY_MAX_BYTES, tooLarge: ResultCode.REFUND_ATTACHMENT_TOO_LARGE },
    body: RefundCommitFormSchema,
    limit: commitLimit,
  },
  async (context) => {
    const { payload, attempt } = context.body;
    const attachments = context.files[REFUND_ATTACHMENTS_FIELD] ?? [];
    if (attachments.length > REFUND_ATTACHMENTS_MAX) return context.fail(ResultCode.REFUND_ATTACHMENT_LIMIT);
    if (attachments.some((file) => file.size > REFUND_ATTACHMENT_MAX_BYTES)) {
      return context.fail(ResultCode.REFUND_ATTACHMENT_TOO_LARGE);
    }
    const key = refundIdempotencyKey(payload.orderNo, attempt);
    return context.reply(
      await callForOrder(context.locale, payload.orderNo, (upstream, visitor) =>
        refundCommit(upstream, { ...payload, visitor }, attachments, key),
      ),
    );
  },
);
