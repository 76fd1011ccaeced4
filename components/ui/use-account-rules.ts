'use client';

import { useTranslations } from 'next-intl';
import {
  validateEmail,
  validateName,
  validateNickname,
  validatePassword,
  validatePasswordConfirm,
  validatePhone,
  validateVerifyCode,
} from '@/lib/domain/account-rules';

/**
 * The account rules of spec §5 as react-hook-form `validate` functions: each answers true or the rule's
 * localized message, which the form shows beside its field.
 */
type AccountIssue = NonNullable<
  ReturnType<
    | typeof validateEmail
    | typeof validateName
    | typeof validateNickname
    | typeof validatePassword
    | typeof validatePasswordConfirm
    | typeof validatePhone
    | typeof validateVerifyCode
  >
>;

export function useAccountRules() {
  const t = useTranslations('AccountRules');
  // Typed by the rules' own keys, so a rule key missing from messages/*.json fails the type check.
  const message = (issue: AccountIssue | null) => (issue ? t(issue) : true);
  return {
    required: (v: string) => (v.trim() ? true : t('required')),
    phone: (areaCode: () => string) => (v: string) => message(validatePhone(areaCode() || '86', v.trim())),
    code: (v: string) => message(validateVerifyCode(v)),
    email: (v: string) => message(validateEmail(v.trim())),
    optionalEmail: (v: string) => (v.trim() ? message(validateEmail(v.trim())) : true),
    password: (v: string) => message(validatePassword(v)),
    confirm: (password: () => string) => (v: string) => message(validatePasswordConfirm(password(), v)),
    nickname: (v: string) => message(validateNickname(v)),
    name: (v: string) => message(validateName(v)),
  };
}
