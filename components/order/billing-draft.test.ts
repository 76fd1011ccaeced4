/** @jest-environment jsdom */
import { BILLING_DRAFT_TTL_MS, clearBillingDraft, keepBillingDraft, readBillingDraft } from './billing-draft';

// Decision 49 (and decision 40's draft store): the billing kept for an order's "pay again" lasts 30 minutes, holds
// only the named billing fields, and is per order.

const ORDER_NO = 'YQ2026120112345678';
const T0 = Date.parse('2026-12-01T02:00:00Z');

beforeEach(() => window.sessionStorage.clear());

describe('the billing draft', () => {
  it('is read for its order until exactly 30 minutes after it was kept, not a millisecond later', () => {
    keepBillingDraft(ORDER_NO, { lastName: 'Lovelace', zip: '94105' }, T0);
    expect(readBillingDraft(ORDER_NO, T0 + BILLING_DRAFT_TTL_MS)).toEqual({ lastName: 'Lovelace', zip: '94105' });
    expect(readBillingDraft(ORDER_NO, T0 + BILLING_DRAFT_TTL_MS + 1)).toBeNull();
    expect(readBillingDraft('YQ2026120187654321', T0)).toBeNull();
    clearBillingDraft(ORDER_NO);
    expect(readBillingDraft(ORDER_NO, T0)).toBeNull();
  });

  it('never stores a card field, even one handed to it or planted in the tab', () => {
    keepBillingDraft(ORDER_NO, { lastName: 'Lovelace', cardNumber: '4111111111111111' } as never, T0);
    const stored = Object.values({ ...window.sessionStorage }).join('');
    expect(stored).toContain('Lovelace');
    expect(stored).not.toContain('4111');
    window.sessionStorage.setItem(
      `payment-billing:${ORDER_NO}`,
      JSON.stringify({ version: 1, savedAt: T0, draft: { billing: { city: 'Paris', cvv: '123' } } }),
    );
    expect(readBillingDraft(ORDER_NO, T0)).toEqual({ city: 'Paris' });
  });
});
