import { validateName } from './account-rules';

/** Spec §3 Complaint form: name, document number, phone, type (suggest or complaint), content, captcha. */
export const COMPLAINT_TYPES = ['suggest', 'complaint'] as const;
export type ComplaintType = (typeof COMPLAINT_TYPES)[number];
export const COMPLAINT_CONTENT_MIN = 10;
export const COMPLAINT_CONTENT_MAX = 500;

export type ComplaintInput = {
  name: string;
  certificateNumber: string;
  phone: string;
  type: string;
  content: string;
  captchaToken?: string | null;
};

/** Message keys of the Complaint namespace: the type check holds them to messages/*.json. */
export type ComplaintIssue =
  | NonNullable<ReturnType<typeof validateName>>
  | 'documentRequired'
  | 'documentInvalid'
  | 'phoneRequired'
  | 'phoneInvalid'
  | 'typeRequired'
  | 'contentRequired'
  | 'contentTooShort'
  | 'contentTooLong'
  | 'captchaRequired';
export type ComplaintIssues = Partial<Record<keyof ComplaintInput, ComplaintIssue>>;

const DOCUMENT = /^[A-Za-z0-9-]{5,30}$/;
/** A mainland mobile (11 digits from 1) or an international number with its country code. */
const PHONE = /^(?:1[3-9]\d{9}|\+\d{7,15})$/;

export function validateComplaint(input: ComplaintInput, { needCaptcha = true } = {}): ComplaintIssues {
  const issues: ComplaintIssues = {};
  const name = validateName(input.name.trim());
  if (name) issues.name = name;
  const doc = input.certificateNumber.trim();
  if (!doc) issues.certificateNumber = 'documentRequired';
  else if (!DOCUMENT.test(doc)) issues.certificateNumber = 'documentInvalid';
  const phone = input.phone.trim().replace(/[\s-]/g, '');
  if (!phone) issues.phone = 'phoneRequired';
  else if (!PHONE.test(phone)) issues.phone = 'phoneInvalid';
  if (!(COMPLAINT_TYPES as readonly string[]).includes(input.type)) issues.type = 'typeRequired';
  const length = [...input.content.trim()].length;
  if (length === 0) issues.content = 'contentRequired';
  else if (length < COMPLAINT_CONTENT_MIN) issues.content = 'contentTooShort';
  else if (length > COMPLAINT_CONTENT_MAX) issues.content = 'contentTooLong';
  if (needCaptcha && !input.captchaToken) issues.captchaToken = 'captchaRequired';
  return issues;
}

/** The values as the upstream takes them: trimmed, the phone without spaces or dashes. */
export function normalizeComplaint(input: ComplaintInput) {
  return {
    name: input.name.trim(),
    certificateNumber: input.certificateNumber.trim().toUpperCase(),
    phone: input.phone.trim().replace(/[\s-]/g, ''),
    type: input.type as ComplaintType,
    content: input.content.trim(),
    captchaToken: input.captchaToken ?? '',
  };
}
