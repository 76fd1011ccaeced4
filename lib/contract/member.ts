import * as z from './zod';
import * as account from '@/lib/domain/account-rules';
import { ChannelSchema, MoneySchema } from './common';

/** Member accounts (spec §1, §3, §5 Account, §7). The token travels in the `x-member-token` header. */

export const PhoneFields = {
  /** International area code without '+', 86 for the mainland. */
  cellphoneCode: z.string().regex(/^[1-9]\d{0,3}$/),
  cellphone: z.string().regex(/^\d{5,15}$/),
};
const validPhone = (v: { cellphoneCode?: string; cellphone?: string }) =>
  v.cellphone === undefined || account.validatePhone(v.cellphoneCode ?? '', v.cellphone) === null;
const phoneIssue = { message: 'phoneInvalid', path: ['cellphone'] };

export const EmailSchema = z
  .string()
  .refine((v) => account.validateEmail(v) === null, 'emailInvalid')
  .transform((v) => v.toLowerCase());
/** A new password: spec §5 rules (6 to 16, two classes, ...). Login accepts any non-empty password. */
export const NewPasswordSchema = z.string().refine((v) => account.validatePassword(v) === null, 'passwordInvalid');
export const VerifyCodeSchema = z.string().refine((v) => account.validateVerifyCode(v) === null, 'codeInvalid');
export const LoginPassword = z.string().min(1).max(64);
export const CaptchaTokenField = z.string().min(1).max(128);

const partialPhone = {
  cellphoneCode: PhoneFields.cellphoneCode.default('86'),
  cellphone: PhoneFields.cellphone.optional(),
};

const TargetFields = { email: EmailSchema.optional(), ...partialPhone };
type Target = { email?: string; cellphoneCode?: string; cellphone?: string };
/** Either an e-mail or a phone with its area code: exactly one. */
const oneTarget = <S extends z.ZodType<Target>>(schema: S) =>
  schema
    .refine((v) => (v.email === undefined) !== (v.cellphone === undefined), 'emailOrPhone')
    .refine(validPhone, phoneIssue);

/** POST .../account/login: the account as e-mail or phone (spec §7; `loginAccountOf` builds it). */
export const LoginBodySchema = oneTarget(
  z.object({
    ...TargetFields,
    channelNo: ChannelSchema.default('B2C'),
    password: LoginPassword,
    remember: z.boolean().default(false),
    /** Needed after 3 failed logins of the account or the address (CAPTCHA_REQUIRED). */
    captchaToken: CaptchaTokenField.optional(),
  }),
);
export type LoginBody = z.input<typeof LoginBodySchema>;

/** POST .../account/phone-login: an unregistered phone is registered on confirmation (spec §1). */
export const PhoneLoginBodySchema = z
  .object({
    channelNo: ChannelSchema.default('B2C'),
    ...PhoneFields,
    verifyCode: VerifyCodeSchema,
    remember: z.boolean().default(false),
  })
  .refine(validPhone, phoneIssue);
export type PhoneLoginBody = z.input<typeof PhoneLoginBodySchema>;

/** POST .../account/register: agreement accepted and slider completed first (spec §5). */
export const RegisterBodySchema = z
  .object({
    channelNo: ChannelSchema.default('B2C'),
    ...PhoneFields,
    verifyCode: VerifyCodeSchema,
    password: NewPasswordSchema,
    email: EmailSchema.optional(),
    agreement: z.literal(true),
    captchaToken: CaptchaTokenField,
    remember: z.boolean().default(false),
  })
  .refine(validPhone, phoneIssue);
export type RegisterBody = z.input<typeof RegisterBodySchema>;

/** Answer of every login: password, SMS, register, third-party, QR. */
export const LoginDataSchema = z.object({
  token: z.string(),
  memberId: z.string(),
  expiresAt: z.string().datetime(),
  /** True when this call created the account (SMS login or binding of a new phone). */
  registered: z.boolean(),
});
export type LoginData = z.infer<typeof LoginDataSchema>;

/** POST .../account/logout (spec §7: channelNo); revokes the token of the header. */
export const LogoutBodySchema = z.object({ channelNo: ChannelSchema.default('B2C') });
export const LogoutDataSchema = z.object({ loggedOut: z.literal(true) });

/** Real-name status (spec §4): 0 not certified, 1 under review, 2 failed (may recertify), 3 certified. */
export const CertificationStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);
export type CertificationStatus = z.infer<typeof CertificationStatusSchema>;

export const ThirdPartyProviderSchema = z.enum(['WECHAT', 'QQ', 'WEIBO', 'ALIPAY']);
export type ThirdPartyProvider = z.infer<typeof ThirdPartyProviderSchema>;

/** POST or GET .../account/memberInfoQuery: the member of the token (spec §3 Member and summary). */
export const MemberInfoSchema = z.object({
  token: z.string(),
  memberId: z.string(),
  /** 'T': wallet payment is on. */
  walletStatus: z.enum(['T', 'F']),
  memberBaseInfo: z.object({
    name: z.string().nullable(),
    lastLoginTime: z.string().datetime().nullable(),
    regTime: z.string().datetime(),
    email: z.string().nullable(),
    cellphoneCode: z.string().nullable(),
    cellphone: z.string().nullable(),
  }),
  summary: z.object({
    nickname: z.string().nullable(),
    memberNo: z.string(),
    points: z.number().int().nonnegative(),
    balance: MoneySchema,
    coupons: z.number().int().nonnegative(),
    growthValue: z.number().int().nonnegative(),
    certificationStatus: CertificationStatusSchema,
  }),
  hasPassword: z.boolean(),
  passwordResetRequired: z.boolean(),
  thirdPartyBindings: z.array(ThirdPartyProviderSchema),
});
export type MemberInfo = z.infer<typeof MemberInfoSchema>;

export const VerifyEventSchema = z.enum([
  'REGISTER',
  'LOGIN',
  'RESET_PASSWORD',
  'BIND_PHONE',
  'CHANGE_PHONE',
  'BIND_EMAIL',
  'CHANGE_EMAIL',
  'THIRDPARTY_BIND',
]);
export type VerifyEvent = z.infer<typeof VerifyEventSchema>;
/** Events sent to anonymous callers: the slider captcha must be completed first. */
export const CAPTCHA_EVENTS: readonly VerifyEvent[] = ['REGISTER', 'LOGIN', 'RESET_PASSWORD', 'THIRDPARTY_BIND'];
/** Events of a logged-in member: the code goes to the new phone or e-mail. */
export const MEMBER_EVENTS: readonly VerifyEvent[] = ['BIND_PHONE', 'CHANGE_PHONE', 'BIND_EMAIL', 'CHANGE_EMAIL'];

/** POST member/api/member/verification-code/send: SMS to a phone or EMAIL to an address. */
export const SendCodeBodySchema = oneTarget(
  z
    .object({
      ...TargetFields,
      channelNo: ChannelSchema.default('B2C'),
      event: VerifyEventSchema,
      type: z.enum(['SMS', 'EMAIL']),
      captchaToken: CaptchaTokenField.optional(),
    })
    .refine((v) => (v.type === 'SMS') === (v.cellphone !== undefined), 'typeMatchesTarget'),
);
export type SendCodeBody = z.input<typeof SendCodeBodySchema>;
export const SendCodeDataSchema = z.object({
  expiresAt: z.string().datetime(),
  /** The resend countdown. */
  resendAfterSeconds: z.number().int().positive(),
});

/** POST .../account/checkVerifyCode: pass when isPass is 1 (spec §7). The code stays usable. */
export const CheckVerifyCodeBodySchema = oneTarget(
  z.object({
    ...TargetFields,
    verifyCode: VerifyCodeSchema,
    event: VerifyEventSchema.optional(),
  }),
);
export type CheckVerifyCodeBody = z.input<typeof CheckVerifyCodeBodySchema>;
export const CheckVerifyCodeDataSchema = z.object({ isPass: z.union([z.literal(0), z.literal(1)]) });

/** POST .../account/forgetact/reset: a RESET_PASSWORD code of the phone or e-mail, then the new password. */
export const ResetPasswordBodySchema = oneTarget(
  z.object({
    ...TargetFields,
    channelNo: ChannelSchema.default('B2C'),
    verifyCode: VerifyCodeSchema,
    newPassword: NewPasswordSchema,
  }),
);
export type ResetPasswordBody = z.input<typeof ResetPasswordBodySchema>;
export const DoneDataSchema = z.object({ done: z.literal(true) });

/** POST .../security/password: other sessions are logged out. Members who never set one omit oldPassword. */
export const ChangePasswordBodySchema = z.object({
  oldPassword: LoginPassword.optional(),
  newPassword: NewPasswordSchema,
});
/**
 * Changing a bound phone or e-mail proves the account first (spec §2 security centre): the login password,
 * or the code sent to the phone or e-mail being changed (POST .../security/owner-code). Binding a first
 * one needs neither. A refused proof answers its code with `data.field` naming which of the two.
 */
const OwnerProofFields = { currentPassword: LoginPassword.optional(), ownerVerifyCode: VerifyCodeSchema.optional() };
export const OWNER_PROOF_FIELDS = ['currentPassword', 'ownerVerifyCode'] as const;
export type OwnerProofField = (typeof OWNER_PROOF_FIELDS)[number];
/** POST .../security/phone: the code was sent to the new phone (BIND_PHONE or CHANGE_PHONE). */
export const BindPhoneBodySchema = z
  .object({ ...PhoneFields, verifyCode: VerifyCodeSchema, ...OwnerProofFields })
  .refine(validPhone, phoneIssue);
/** POST .../security/email: the code was sent to the new address (BIND_EMAIL or CHANGE_EMAIL). */
export const BindEmailBodySchema = z.object({ email: EmailSchema, verifyCode: VerifyCodeSchema, ...OwnerProofFields });
/** POST .../security/owner-code: a code to the member's current phone (SMS) or e-mail (EMAIL). */
export const OwnerCodeBodySchema = z.object({ type: z.enum(['SMS', 'EMAIL']) });
export type OwnerCodeBody = z.infer<typeof OwnerCodeBodySchema>;
export const OwnerCodeDataSchema = z.object({
  expiresAt: z.string().datetime(),
  resendAfterSeconds: z.number().int().positive(),
  /** Where it went, masked ('138****0000', 'd***@example.com'). */
  sentTo: z.string(),
});
/** POST .../account/myInformation: nickname (at most 10) and name; refused once certified (spec §6). */
export const PersonalInfoBodySchema = z
  .object({
    nickname: z
      .string()
      .refine((v) => account.validateNickname(v) === null, 'nicknameInvalid')
      .optional(),
    name: z
      .string()
      .refine((v) => account.validateName(v) === null, 'nameInvalid')
      .optional(),
  })
  .refine((v) => v.nickname !== undefined || v.name !== undefined, 'nothingToChange');
