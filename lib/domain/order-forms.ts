/**
 * The order lookup and overseas-card billing forms' rules as plain functions, so the browser checks them
 * without zod (decision 5); lib/schemas/order holds the same rules as zod schemas for the BFF, and a unit
 * test keeps the two in step.
 */
export type FormIssue = 'required' | 'invalid';
export type FormIssues<F extends string> = Partial<Record<F, FormIssue>>;

/** `YQ` + 16 digits (airline-api order numbers). */
export const ORDER_NO_PATTERN = /^YQ\d{16}$/;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function check<F extends string>(issues: FormIssues<F>, field: F, value: string, valid: boolean) {
  if (value === '') issues[field] = 'required';
  else if (!valid) issues[field] = 'invalid';
}

export type OrderLookupValues = { orderNo?: string; passengerName?: string; mobile?: string };

export function validateOrderLookup(values: OrderLookupValues): FormIssues<keyof OrderLookupValues> {
  const issues: FormIssues<keyof OrderLookupValues> = {};
  const orderNo = text(values.orderNo).toUpperCase();
  const name = text(values.passengerName);
  const mobile = text(values.mobile);
  check(issues, 'orderNo', orderNo, ORDER_NO_PATTERN.test(orderNo));
  check(issues, 'passengerName', name, name.length <= 81);
  check(issues, 'mobile', mobile, /^\d{5,15}$/.test(mobile));
  return issues;
}

export type BillingValues = {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  country?: string;
  state?: string;
  city?: string;
  address?: string;
  zip?: string;
};

/** zod's e-mail pattern (the BFF checks with `.email()`), so both sides accept the same addresses. */
const EMAIL = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export function validateBilling(values: BillingValues): FormIssues<keyof BillingValues> {
  const issues: FormIssues<keyof BillingValues> = {};
  const v = (field: keyof BillingValues) => text(values[field]);
  check(issues, 'lastName', v('lastName'), v('lastName').length <= 40);
  check(issues, 'firstName', v('firstName'), v('firstName').length <= 40);
  check(issues, 'email', v('email'), EMAIL.test(v('email')) && v('email').length <= 254);
  check(issues, 'phone', v('phone'), /^\+?\d{5,16}$/.test(v('phone')));
  check(issues, 'country', v('country'), /^[A-Z]{2}$/.test(v('country').toUpperCase()));
  if (v('state').length > 40) issues.state = 'invalid';
  check(issues, 'city', v('city'), v('city').length <= 40);
  check(issues, 'address', v('address'), v('address').length <= 120);
  check(issues, 'zip', v('zip'), v('zip').length >= 2 && v('zip').length <= 12);
  return issues;
}

/** The billing fields, in the form's order: a payer's name, contact and address, and no card data. */
export const BILLING_FIELDS = [
  'lastName',
  'firstName',
  'email',
  'phone',
  'country',
  'state',
  'city',
  'address',
  'zip',
] as const satisfies readonly (keyof BillingValues)[];

/** Longest value kept of a field: the longest the rules above accept (the address). */
const KEPT_MAX = 254;

/**
 * What of a card payment's billing may be kept in the tab to fill the form again after a failed or cancelled
 * payment (decision 49): the nine named fields only, each a string no longer than the rules allow. Anything else
 * (a card number, a security code, an expiry) is dropped whatever it is called, so no card data is ever stored;
 * the card number is typed on the card's own page and never reaches this site. Null when nothing is worth keeping.
 */
export function billingToKeep(value: unknown): BillingValues | null {
  if (!value || typeof value !== 'object') return null;
  const given = value as Record<string, unknown>;
  const kept: BillingValues = {};
  for (const field of BILLING_FIELDS) {
    const v = given[field];
    if (typeof v === 'string' && v.trim() !== '' && v.length <= KEPT_MAX) kept[field] = v;
  }
  return Object.keys(kept).length ? kept : null;
}
