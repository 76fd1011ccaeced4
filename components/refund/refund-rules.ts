import type { OrderDetail } from '@/lib/contract/order';
import type { RefundReason, RefundType } from '@/lib/contract/refund';

import {
  REFUND_ATTACHMENTS_MAX as ATTACHMENTS_MAX,
  REFUND_ATTACHMENT_MAX_BYTES as ATTACHMENT_MAX_BYTES,
  REFUND_ATTACHMENT_TYPES as ATTACHMENT_TYPES,
  REFUND_NOTE_MAX as NOTE_MAX,
} from '@/lib/domain/refund-limits';
import { guardianIssues, isIssuedAndUsable, itemKey, ticketOf } from '@/lib/domain/ticket-items';

/**
 * The refund rules the browser can check before asking the server (spec §5 refund rules, §9 uploads), with the
 * limits of lib/domain/refund-limits.ts. The BFF and airline-api check them all again, the formats by the bytes.
 */
export { ATTACHMENTS_MAX, ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES, NOTE_MAX };

/** Spec §5 'reason required': the reasons of each type, in the order the select offers them. */
export const REASONS: Record<RefundType, readonly RefundReason[]> = {
  VOLUNTARY: ['PLAN_CHANGED', 'DUPLICATE_BOOKING', 'OTHER'],
  INVOLUNTARY: ['FLIGHT_DELAYED', 'FLIGHT_CANCELLED', 'ILLNESS', 'OTHER'],
};

/** Spec §5 'note required for the other reason' (at most NOTE_MAX characters, any reason). */
export function noteIssue(reason: RefundReason | '', note: string): 'noteRequired' | 'noteTooLong' | null {
  if (note.length > NOTE_MAX) return 'noteTooLong';
  return reason === 'OTHER' && note.trim() === '' ? 'noteRequired' : null;
}

export type AttachmentIssue = 'wrongFormat' | 'tooLarge' | 'attachmentLimit';

/** jpg, png or pdf by the declared type (or by the name when the browser gives none), at most 2 MB. */
export function attachmentIssue(file: { type: string; name: string; size: number }): AttachmentIssue | null {
  const formatOk = file.type
    ? (ATTACHMENT_TYPES as readonly string[]).includes(file.type)
    : /\.(jpe?g|png|pdf)$/i.test(file.name);
  if (!formatOk) return 'wrongFormat';
  return file.size > ATTACHMENT_MAX_BYTES ? 'tooLarge' : null;
}

/**
 * Adds the files just picked to those already there: the ones that pass are kept in order (at most 4 in all), the
 * first refusal is said once.
 */
export function addAttachments<T>(
  current: readonly T[],
  files: readonly File[],
  make: (file: File) => T,
): { next: T[]; issue: AttachmentIssue | null } {
  const next = [...current];
  let issue: AttachmentIssue | null = null;
  for (const file of files) {
    const fileIssue = attachmentIssue(file);
    if (fileIssue) issue ??= fileIssue;
    else if (next.length >= ATTACHMENTS_MAX) issue ??= 'attachmentLimit';
    else next.push(make(file));
  }
  return { next, issue };
}

/** Ticket status 2 'issued' and product status 2 'usable' (spec §4): the only tickets a refund may take. */
export const isRefundable = isIssuedAndUsable;

/** An order that has at least one ticket a refund may take: the order pages offer 'Refund' for it. */
export function hasRefundableTicket(order: Pick<OrderDetail, 'tickets'>): boolean {
  return order.tickets.some(isRefundable);
}

export { guardianIssues, itemKey, ticketOf };
