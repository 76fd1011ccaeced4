import type { UseFormReturn } from 'react-hook-form';
import { plainResolver } from '@/components/ui/plain-resolver';
import type { OrderDetail } from '@/lib/contract/order';
import type { RefundItem, RefundReason, RefundType } from '@/lib/contract/refund';
import type { PickedAttachment } from './refund-attachments';
import { guardianIssues, isRefundable, itemKey, noteIssue, ticketOf } from './refund-rules';

/** The refund application as the form holds it. */
export type RefundValues = {
  items: RefundItem[];
  refundType: RefundType;
  reason: RefundReason | '';
  note: string;
  /** Not a control's value: the picker adds and removes them, and a refused pick is said beside it. */
  attachments: PickedAttachment[];
  /** The quote whose voluntary fee was accepted (its key): a new quote asks again. */
  confirmedFor: string | null;
};

export type RefundFormApi = UseFormReturn<RefundValues>;

/** Refunds.* message keys of the rules checked here. */
export type RefundIssue =
  'itemsRequired' | 'guardianRequired' | 'reasonRequired' | 'noteRequired' | 'noteTooLong' | 'confirmRequired';

/** From an irregular flight: the type preselected and that segment's refundable tickets chosen. */
export type RefundStart = { refundType?: RefundType; segmentIndex?: number };

export function refundDefaults(order: OrderDetail, initial: RefundStart | undefined): RefundValues {
  const segmentIndex = initial?.segmentIndex;
  return {
    items:
      segmentIndex === undefined
        ? []
        : order.passengers
            .filter((p) => isRefundable(ticketOf(order, p.index, segmentIndex)))
            .map((p) => ({ passengerId: p.passengerId, segmentIndex })),
    refundType: initial?.refundType ?? 'VOLUNTARY',
    reason: '',
    note: '',
    attachments: [],
    confirmedFor: null,
  };
}

/** What the quote of these choices is named by; null when there is nothing to ask (no items, or the guardian rule). */
export function quoteQuestion(order: OrderDetail, items: RefundItem[], refundType: RefundType): string | null {
  if (items.length === 0 || guardianIssues(order, items).size > 0) return null;
  return `${items.map(itemKey).sort().join(',')}|${refundType}`;
}

/** Spec §5's rules the browser can check, each on its field; an empty answer means the fields may be sent. */
export function refundIssues(v: RefundValues, order: OrderDetail) {
  const issues: Partial<Record<keyof RefundValues, RefundIssue>> = {};
  if (v.items.length === 0) issues.items = 'itemsRequired';
  else if (guardianIssues(order, v.items).size > 0) issues.items = 'guardianRequired';
  if (!v.reason) issues.reason = 'reasonRequired';
  const note = noteIssue(v.reason, v.note);
  if (note) issues.note = note;
  return issues;
}

/**
 * The rules as the form's resolver, each error's message in words (`say`). The quote is no field: whether there
 * is one and its fee was accepted is checked when sending (use-refund-commit.ts). The values are sent as they are.
 */
export const refundResolver = (order: OrderDetail, say: (issue: RefundIssue) => string) =>
  plainResolver<RefundValues, RefundValues>(
    (v) => Object.fromEntries(Object.entries(refundIssues(v, order)).map(([field, issue]) => [field, say(issue)])),
    (v) => v,
  );
