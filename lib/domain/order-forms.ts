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
