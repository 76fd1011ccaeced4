import { createDraftStore } from '@/lib/draft/draft-store';
import { useDraftStore } from '@/lib/draft/use-draft-store';
import { billingToKeep, type BillingValues } from '@/lib/domain/order-forms';

/**
 * The overseas card's billing as last sent for an order (decision 49): kept in the tab (decision 40) so that after a
 * declined or cancelled card payment "pay again" shows the form filled in, not nine empty fields. Only the named
 * billing fields are kept (`billingToKeep`): never a card number or code, which this site never sees. It lasts 30
 * minutes, about an unpaid order's life, and is dropped once the order is paid.
 */
export type BillingDraft = { billing: BillingValues; savedAt: number };

export const BILLING_DRAFT_TTL_MS = 30 * 60_000;

const billingDrafts = createDraftStore<BillingDraft>({
  name: 'payment-billing',
  version: 1,
  ttlMs: BILLING_DRAFT_TTL_MS,
  parse: (value, savedAt) => {
    const billing = billingToKeep(value.billing);
    return billing ? { billing, savedAt } : null;
  },
});

/** The billing kept for this order, or none. */
export function readBillingDraft(orderNo: string, now = Date.now()): BillingValues | null {
  return billingDrafts.read(orderNo, { now })?.billing ?? null;
}

/** The billing kept for this order: undefined while the page renders on the server, null when none. */
export function useBillingDraft(orderNo: string): BillingValues | null | undefined {
  const draft = useDraftStore(billingDrafts, orderNo);
  return draft === undefined ? undefined : (draft?.billing ?? null);
}

/** Keeps the billing about to be sent to the card's page (only its named fields). */
export function keepBillingDraft(orderNo: string, billing: BillingValues, now = Date.now()): void {
  const kept = billingToKeep(billing);
  if (kept) billingDrafts.write(orderNo, { billing: kept }, { now, notify: false });
}

export function clearBillingDraft(orderNo: string): void {
  billingDrafts.clear(orderNo, { notify: false });
}
