import { z } from 'zod';
import {
  LoginBodySchema,
  QrStatusQuerySchema,
  ThirdPartyBindBodySchema,
  ThirdPartyProviderSchema,
} from '@/lib/contract';
import { loginAccountOf } from '@/lib/domain/account-rules';
import { fieldErrorsOf, fieldRuleKey, type FieldErrors } from './field-errors';

export { fieldErrorsOf, type FieldErrors };

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
  OwnerCodeBodySchema,
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

export type LoginBodyResult =
  { ok: true; body: z.output<typeof LoginBodySchema> } | { ok: false; fieldErrors: FieldErrors };

/** The upstream LoginBody of the form, with the account's problems reported on the `account` field. */
export function loginBodyOf(input: unknown): LoginBodyResult {
  const form = AccountLoginSchema.safeParse(input);
  if (!form.success) return { ok: false, fieldErrors: fieldErrorsOf(form.error, input) };
  const { account, ...rest } = form.data;
  const body = LoginBodySchema.safeParse({ ...loginAccountOf(account), ...rest });
  if (body.success) return { ok: true, body: body.data };
  return { ok: false, fieldErrors: { account: fieldRuleKey('account', { account }, 'phoneInvalid') } };
}
