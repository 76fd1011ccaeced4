/**
 * Account rules of spec §5 and §9, shared by the web forms and airline-api. Each validator answers null
 * when the value is valid, otherwise a message key (the web translates it; airline-api only tests it).
 */

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 16;
export const VERIFY_CODE_LENGTH = 6;
export const NICKNAME_MAX = 10;
export const NAME_MIN = 2;
export const NAME_MAX = 20;
export const EMAIL_MAX = 254;
export const MAINLAND_AREA_CODE = '86';
/** Seconds before another code may be sent to the same phone or e-mail (the resend countdown). */
export const RESEND_SECONDS = 60;
/** "Remember me" keeps the login two weeks (spec §9); otherwise one day. */
export const REMEMBER_DAYS = 14;
export const SESSION_DAYS = 1;
/** Real-name photo: jpg or png, at most 2 MB (spec §9, the stricter of the two readings). */
export const REALNAME_PHOTO_MAX_BYTES = 2 * 1024 * 1024;

export type PasswordIssue =
  'passwordRequired' | 'passwordLength' | 'passwordSpaces' | 'passwordChinese' | 'passwordClasses';
export type PhoneIssue = 'phoneRequired' | 'phoneInvalid' | 'areaCodeInvalid';
export type CodeIssue = 'codeRequired' | 'codeSpaces' | 'codeLength';
export type EmailIssue = 'emailRequired' | 'emailInvalid';
export type NicknameIssue = 'nicknameRequired' | 'nicknameTooLong';
export type NameIssue = 'nameRequired' | 'nameLength' | 'nameInvalid';

const HAN = /\p{Script=Han}/u;
const SPACE = /\s/u;
/** Characters, not UTF-16 units: a supplementary-plane character counts once. */
const length = (value: string) => [...value].length;

/** 6 to 16, no spaces, no Chinese, at least two of digit / lowercase / uppercase / special. */
export function validatePassword(password: string): PasswordIssue | null {
  if (password.length === 0) return 'passwordRequired';
  if (SPACE.test(password)) return 'passwordSpaces';
  if (HAN.test(password)) return 'passwordChinese';
  const n = length(password);
  if (n < PASSWORD_MIN || n > PASSWORD_MAX) return 'passwordLength';
  const classes = [/\d/, /[a-z]/, /[A-Z]/, /[^0-9a-zA-Z]/].filter((re) => re.test(password)).length;
  return classes >= 2 ? null : 'passwordClasses';
}

/** 'the two passwords differ'. */
export function validatePasswordConfirm(password: string, confirm: string): 'passwordMismatch' | null {
  return password === confirm ? null : 'passwordMismatch';
}

/** Mainland mobile: 11 digits starting with 1. */
export function validateMainlandMobile(phone: string): PhoneIssue | null {
  if (phone.length === 0) return 'phoneRequired';
  return /^1\d{10}$/.test(phone) ? null : 'phoneInvalid';
}

/** A phone with its international area code (digits, no +); 86 applies the mainland rule. */
export function validatePhone(areaCode: string, phone: string): PhoneIssue | null {
  if (!/^[1-9]\d{0,3}$/.test(areaCode)) return 'areaCodeInvalid';
  if (areaCode === MAINLAND_AREA_CODE) return validateMainlandMobile(phone);
  if (phone.length === 0) return 'phoneRequired';
  return /^\d{5,15}$/.test(phone) ? null : 'phoneInvalid';
}

/** SMS or e-mail verification code: exactly 6 characters, no spaces. */
export function validateVerifyCode(code: string): CodeIssue | null {
  if (code.length === 0) return 'codeRequired';
  if (SPACE.test(code)) return 'codeSpaces';
  return length(code) === VERIFY_CODE_LENGTH ? null : 'codeLength';
}

export function validateEmail(email: string): EmailIssue | null {
  if (email.length === 0) return 'emailRequired';
  if (email.length > EMAIL_MAX) return 'emailInvalid';
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email) ? null : 'emailInvalid';
}

/** Nickname: at most 10 characters, not blank. */
export function validateNickname(nickname: string): NicknameIssue | null {
  if (nickname.trim().length === 0) return 'nicknameRequired';
  return length(nickname) <= NICKNAME_MAX ? null : 'nicknameTooLong';
}

/** Name: 2 to 20 characters of letters (Chinese or Latin), '·', '.', '/' or inner spaces; no digits. */
export function validateName(name: string): NameIssue | null {
  if (name.trim().length === 0) return 'nameRequired';
  if (name !== name.trim() || !/^[\p{L}·./ ]+$/u.test(name)) return 'nameInvalid';
  const n = length(name);
  return n >= NAME_MIN && n <= NAME_MAX ? null : 'nameLength';
}

export type LoginAccount = { email: string } | { cellphoneCode: string; cellphone: string };

/** Spec §7: the account is sent as e-mail when it has an @, otherwise as a phone with country code 86. */
export function loginAccountOf(account: string): LoginAccount {
  const value = account.trim();
  return value.includes('@') ? { email: value.toLowerCase() } : { cellphoneCode: MAINLAND_AREA_CODE, cellphone: value };
}
