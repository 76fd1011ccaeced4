import { z } from 'zod';
import {
  LoginBodySchema,
  QrStatusQuerySchema,
  ThirdPartyBindBodySchema,
  ThirdPartyProviderSchema,
} from '@/lib/contract';
import {
  MAINLAND_AREA_CODE,
  loginAccountOf,
  validateEmail,
  validateMainlandMobile,
  validateName,
  validateNickname,
  validatePassword,
  validatePhone,
  validateVerifyCode,
} from '@/lib/domain/account-rules';

/**
 * The account forms' bodies as the BFF receives them: the upstream schemas of lib/contract where the
 * browser sends exactly the upstream body, and small wrappers where the BFF adds or removes a field.
 */
export {
  BindEmailBodySchema,
  BindPhoneBodySchema,
  CaptchaAnswerBodySchema,
  ChangePasswordBodySchema,
  CheckVerifyCodeBodySchema,
  PersonalInfoBodySchema,
  PhoneLoginBodySchema,
  RealNameBodySchema,
  RegisterBodySchema,
  ResetPasswordBodySchema,
  SendCodeBodySchema,
} from '@/lib/contract';

/** The password login form: one account field (spec §7: @ means e-mail, otherwise a phone with 86). */
export const AccountLoginSchema = z.object({
  account: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(64),
  remember: z.boolean().default(false),
  captchaToken: z.string().min(1).max(128).optional(),
});
export type AccountLogin = z.input<typeof AccountLoginSchema>;

/** Binding a third-party identity: the ticket stays in its HttpOnly cookie, the browser sends the rest. */
const [bindPhone, bindEmail, bindPassword] = ThirdPartyBindBodySchema.options;
export const BindRequestSchema = z.discriminatedUnion('method', [
  bindPhone.omit({ bindTicket: true }).extend({ remember: z.boolean().default(false) }),
  bindEmail.omit({ bindTicket: true }).extend({ remember: z.boolean().default(false) }),
  bindPassword.omit({ bindTicket: true }).extend({ remember: z.boolean().default(false) }),
]);
export type BindRequest = z.input<typeof BindRequestSchema>;

export const QrCreateRequestSchema = z.object({ remember: z.boolean().default(false) });
export { QrStatusQuerySchema };

export const OauthProviderParamSchema = z
  .enum(['wechat', 'qq', 'weibo', 'alipay'])
  .transform((p) => ThirdPartyProviderSchema.parse(p.toUpperCase()));

/** field → message key of lib/domain/account-rules (or a short key of its own for non-rule fields). */
export type FieldErrors = Record<string, string>;

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** The rule that refused a field, re-run on the raw value so the key is the precise one. */
function keyFor(field: string, input: Record<string, unknown>, fallback: string): string {
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
    errors[field] = field === 'form' ? key : keyFor(field, body, key);
  }
  return errors;
}

export type LoginBodyResult =
  { ok: true; body: z.output<typeof LoginBodySchema> } | { ok: false; fieldErrors: FieldErrors };

/** The upstream LoginBody of the form, with the account's problems reported on the `account` field. */
export function loginBodyOf(input: unknown): LoginBodyResult {
  const form = AccountLoginSchema.safeParse(input);
  if (!form.success) return { ok: false, fieldErrors: fieldErrorsOf(form.error, input) };
  const { account, ...rest } = form.data;
  const body = LoginBodySchema.safeParse({ ...loginAccountOf(account), ...rest });
  if (body.success) return { ok: true, body: body.data };
  return { ok: false, fieldErrors: { account: keyFor('account', { account }, 'phoneInvalid') } };
}
