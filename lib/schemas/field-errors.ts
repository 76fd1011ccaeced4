import type { z } from 'zod';
import {
  MAINLAND_AREA_CODE,
  validateEmail,
  validateMainlandMobile,
  validateName,
  validateNickname,
  validatePassword,
  validatePhone,
  validateVerifyCode,
} from '@/lib/domain/account-rules';

/**
 * A refused body as `{ field: messageKey }`, the shape every BFF route answers with BAD_REQUEST and the
 * forms place beside their fields. Keys are those of lib/domain's rules where a rule names the field.
 */
/** field → message key of lib/domain/account-rules (or a short key of its own for non-rule fields). */
export type FieldErrors = Record<string, string>;

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** The rule that refused a field, re-run on the raw value so the key is the precise one. */
export function fieldRuleKey(field: string, input: Record<string, unknown>, fallback: string): string {
  const value = text(input[field]);
  const rule: Record<string, () => string | null> = {
    account: () => (value.includes('@') ? validateEmail(value.trim()) : validateMainlandMobile(value.trim())),
    // Only reached when the schema refused the value: empty or too long for a login, or a weak new one.
    password: () => validatePassword(value),
    newPassword: () => validatePassword(value),
    oldPassword: () => validatePassword(value),
    verifyCode: () => validateVerifyCode(value),
    cellphone: () => validatePhone(text(input.cellphoneCode) || MAINLAND_AREA_CODE, value),
    cellphoneCode: () => 'areaCodeInvalid',
    email: () => validateEmail(value),
    nickname: () => validateNickname(value),
    name: () => validateName(value),
    agreement: () => 'agreementRequired',
    captchaToken: () => 'captchaRequired',
  };
  return rule[field]?.() ?? fallback;
}

/** Turns a refused body into `{ field: messageKey }`; issues of the whole body go under `form`. */
export function fieldErrorsOf(error: z.ZodError, input: unknown): FieldErrors {
  const body = input && typeof input === 'object' ? (input as Record<string, unknown>) : {};
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = typeof issue.path[0] === 'string' ? issue.path[0] : 'form';
    if (errors[field]) continue;
    // Contract refinements carry a message key ('emailOrPhone'); zod's own messages are sentences.
    const key = /^[a-z][A-Za-z]+$/.test(issue.message) ? issue.message : 'invalid';
    errors[field] = field === 'form' ? key : fieldRuleKey(field, body, key);
  }
  return errors;
}
