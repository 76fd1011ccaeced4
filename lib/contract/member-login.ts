import * as z from './zod';
import { ChannelSchema } from './common';
import {
  CaptchaTokenField,
  EmailSchema,
  LoginDataSchema,
  LoginPassword,
  PhoneFields,
  ThirdPartyProviderSchema,
  VerifyCodeSchema,
} from './member';

/** Logins through a third party (WeChat, QQ, Weibo, Alipay) and by QR code (spec §1, §7). */

/** POST .../account/thirdparty-login: the provider's code → logged in, or a ticket to bind first. */
export const ThirdPartyLoginBodySchema = z.object({
  provider: ThirdPartyProviderSchema,
  code: z.string().min(1).max(128),
  remember: z.boolean().default(false),
});
export const ThirdPartyLoginDataSchema = z.discriminatedUnion('result', [
  z.object({ result: z.literal('LOGGED_IN'), login: LoginDataSchema }),
  z.object({
    result: z.literal('BIND_REQUIRED'),
    bindTicket: z.string(),
    provider: ThirdPartyProviderSchema,
    nickname: z.string(),
    expiresAt: z.string().datetime(),
  }),
]);
export type ThirdPartyLoginData = z.infer<typeof ThirdPartyLoginDataSchema>;

/** POST .../account/thirdparty-bind: bind to a phone (SMS code), an e-mail (code) or an account (password). */
export const ThirdPartyBindBodySchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('PHONE'), bindTicket: z.string(), ...PhoneFields, verifyCode: VerifyCodeSchema }),
  z.object({ method: z.literal('EMAIL'), bindTicket: z.string(), email: EmailSchema, verifyCode: VerifyCodeSchema }),
  z.object({
    method: z.literal('PASSWORD'),
    bindTicket: z.string(),
    account: z.string().min(1).max(254),
    password: LoginPassword,
    /** Needed after 3 failed logins, as for the password login. */
    captchaToken: CaptchaTokenField.optional(),
  }),
]);
export type ThirdPartyBindBody = z.input<typeof ThirdPartyBindBodySchema>;

/** QR login: create, poll the status, then exchange the one-time ticket for a token. */
export const QrCreateBodySchema = z.object({ channelNo: ChannelSchema.default('B2C') });
export const QrCreateDataSchema = z.object({
  qrId: z.string(),
  /** What the QR code encodes: the scanner page of the app (airline-api's sandbox page). */
  content: z.string().url(),
  expiresAt: z.string().datetime(),
});
export const QrStatusSchema = z.enum(['WAITING', 'SCANNED', 'CONFIRMED', 'EXPIRED', 'CANCELLED']);
export type QrStatus = z.infer<typeof QrStatusSchema>;
export const QrStatusQuerySchema = z.object({ qrId: z.string().min(1).max(64) });
export const QrStatusDataSchema = z.object({
  status: QrStatusSchema,
  expiresAt: z.string().datetime(),
  /** Present once CONFIRMED: exchange it with qr-login (once). */
  ticket: z.string().optional(),
});
export const QrLoginBodySchema = z.object({
  qrId: z.string().min(1).max(64),
  ticket: z.string().min(1).max(128),
  remember: z.boolean().default(false),
});
