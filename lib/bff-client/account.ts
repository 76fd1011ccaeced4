import type { z } from 'zod';
import type {
  BindEmailBodySchema,
  BindPhoneBodySchema,
  CaptchaAnswerBodySchema,
  CaptchaChallenge,
  CaptchaToken,
  ChangePasswordBodySchema,
  CheckVerifyCodeBodySchema,
  CheckVerifyCodeDataSchema,
  DoneDataSchema,
  MemberInfo,
  OwnerCodeBody,
  OwnerCodeDataSchema,
  PersonalInfoBodySchema,
  PhoneLoginBodySchema,
  QrCreateDataSchema,
  QrStatus,
  RealNameBodySchema,
  RealNameData,
  RegisterBodySchema,
  ResetPasswordBodySchema,
  SendCodeBodySchema,
  SendCodeDataSchema,
} from '@/lib/contract';
import type { AccountLoginSchema, BindRequestSchema, QrCreateRequestSchema } from '@/lib/schemas/account';
import { getOperation, navigation, postOperation } from './operation';

/** The account area of the BFF (app/api/account): login, registration, codes, the security centre. */

type Done = z.infer<typeof DoneDataSchema>;
/** What every login answers: the token stays in the sealed cookie, the browser learns who it is. */
export type LoginAnswer = { memberId: string; registered: boolean };

export const login = postOperation<z.input<typeof AccountLoginSchema>, LoginAnswer>('/api/account/login');
export const phoneLogin = postOperation<z.input<typeof PhoneLoginBodySchema>, LoginAnswer>('/api/account/phone-login');
export const register = postOperation<z.input<typeof RegisterBodySchema>, LoginAnswer>('/api/account/register');
/** Binds the third-party identity waiting in the bind cookie, then logs in; `next` is where to go. */
export const bindAccount = postOperation<z.input<typeof BindRequestSchema>, LoginAnswer & { next: string | null }>(
  '/api/account/bind',
);
export const resetPassword = postOperation<z.input<typeof ResetPasswordBodySchema>, Done>('/api/account/reset');
export const logout = postOperation<void, { loggedOut: true }>('/api/account/logout');

export const sendCode = postOperation<z.input<typeof SendCodeBodySchema>, z.infer<typeof SendCodeDataSchema>>(
  '/api/account/code',
);
export const checkCode = postOperation<
  z.input<typeof CheckVerifyCodeBodySchema>,
  z.infer<typeof CheckVerifyCodeDataSchema>
>('/api/account/code/check');
export const captchaChallenge = getOperation<void, CaptchaChallenge>('/api/account/captcha');
export const captchaAnswer = postOperation<z.input<typeof CaptchaAnswerBodySchema>, CaptchaToken>(
  '/api/account/captcha',
);
/**
 * The challenge read aloud (decision 16): a WAV that the page's `<audio src>` loads itself, so it is a URL
 * (`captchaAudio.url(…)`) and not a call: no bffFetch, no JSON when it succeeds. An audio element sends no
 * x-sf-locale header, hence `locale`, the page's language, which is also the recording's.
 */
export type CaptchaAudioQuery = { challengeId: string; locale: 'zh-CN' | 'en-US' };
export const captchaAudio = navigation<CaptchaAudioQuery>('/api/account/captcha/audio');

export const qrCreate = postOperation<z.input<typeof QrCreateRequestSchema>, z.infer<typeof QrCreateDataSchema>>(
  '/api/account/qr',
);
export type QrPoll = { status: QrStatus; expiresAt: string; memberId?: string };
export const qrStatus = getOperation<{ qrId: string }, QrPoll>('/api/account/qr');

/** Third-party login: the browser goes to start, the provider sends it back to callback. */
export type OauthStartQuery = { provider: string; next?: string | null; locale?: string; remember?: '1' | null };
export const oauthStart = navigation<OauthStartQuery>('/api/account/oauth/[provider]/start');
export const oauthCallback = navigation<{ provider: string }>('/api/account/oauth/[provider]/callback');

/** The header's account corner: the display name, or null for a visitor (decision 8). */
export type HeaderMember = { nickname: string } | null;
export const headerMember = getOperation<void, HeaderMember>('/api/account/header');
export type Me = Omit<MemberInfo, 'token'>;
export const me = getOperation<void, Me>('/api/account/me');

export const changePassword = postOperation<z.input<typeof ChangePasswordBodySchema>, Done>('/api/account/password');
export const bindPhone = postOperation<z.input<typeof BindPhoneBodySchema>, Done>('/api/account/phone');
export const bindEmail = postOperation<z.input<typeof BindEmailBodySchema>, Done>('/api/account/email');
/** A code to the member's current phone or e-mail, proving the account before that one is changed. */
export const sendOwnerCode = postOperation<OwnerCodeBody, z.infer<typeof OwnerCodeDataSchema>>(
  '/api/account/owner-code',
);
export const savePersonalInfo = postOperation<z.input<typeof PersonalInfoBodySchema>, Done>('/api/account/profile');
export const realNameStatus = getOperation<void, RealNameData>('/api/account/realname');
export const submitRealName = postOperation<z.input<typeof RealNameBodySchema>, RealNameData>('/api/account/realname');
