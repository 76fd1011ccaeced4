'use client';

import { useState } from 'react';
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import type { SendCodeBody, VerifyEvent } from '@/lib/contract/member';
import { useSliderCaptcha, type SliderCaptchaState } from './use-slider-captcha';
import { useVerifyCode, type VerifyCode } from './verify-code-button';

/** The fields the group draws; a form without the e-mail channel need not have `email`. */
export type PhoneCodeValues = { cellphoneCode: string; cellphone: string; email: string; verifyCode: string };
/** The group's fields before anything is typed: a mainland phone (86). */
export const PHONE_CODE_DEFAULTS: PhoneCodeValues = { cellphoneCode: '86', cellphone: '', email: '', verifyCode: '' };
type Required = Pick<PhoneCodeValues, 'cellphoneCode' | 'cellphone' | 'verifyCode'>;
type Target = { cellphoneCode: string; cellphone: string } | { email: string };

type Options<T extends Required> = {
  form: UseFormReturn<T>;
  /** Where the code goes: an SMS to the phone, or a mail to the e-mail address. */
  channel: 'phone' | 'email';
  event: VerifyEvent;
  /**
   * 'Please complete the verification' in the form's words: the slider is solved before a code is sent.
   * Null for a group without the slider.
   */
  captchaFirst: string | null;
  /** Fields checked together with the phone or e-mail before sending, e.g. the agreement of registration. */
  checkFirst?: FieldPath<T>[];
  onFailed?: (code: string, msg: string) => void;
};

export type PhoneCaptcha = {
  /** The form, read through the group's fields alone. */
  form: UseFormReturn<PhoneCodeValues>;
  channel: 'phone' | 'email';
  captcha: SliderCaptchaState | null;
  code: VerifyCode;
  /** The captcha token that went with the last code sent (registration sends it again with the form). */
  sentToken: string | null;
  /** The phone with its area code, or the e-mail, as the form holds it now (trimmed). */
  target: () => Target;
};

/**
 * The state of the phone (or e-mail) + slider captcha + verification code group of the account forms:
 * a code is sent only once the target is valid and, for visitors, the slider is solved; each send spends
 * the captcha token, so a new slider comes for the next one. Drawn by PhoneCodeGroup.
 */
export function usePhoneCaptcha<T extends Required>({
  form,
  channel,
  event,
  captchaFirst,
  checkFirst = [],
  onFailed,
}: Options<T>): PhoneCaptcha {
  // The group's field names are fixed, so the form is read through them alone.
  const fields = form as unknown as UseFormReturn<PhoneCodeValues>;
  const slider = useSliderCaptcha(captchaFirst ?? '');
  const captcha = captchaFirst === null ? null : slider;
  const [sentToken, setSentToken] = useState<string | null>(null);

  const target = (): Target => {
    const { cellphoneCode, cellphone, email } = fields.getValues();
    return channel === 'phone' ? { cellphoneCode, cellphone: cellphone.trim() } : { email: email.trim() };
  };

  async function prepare(): Promise<SendCodeBody | null> {
    const targetField = (channel === 'phone' ? 'cellphone' : 'email') as FieldPath<T>;
    const ok = await form.trigger([...checkFirst, targetField]);
    if (captcha && !captcha.token) captcha.ask();
    if (!ok || (captcha && !captcha.token)) return null;
    const body: SendCodeBody = { event, type: channel === 'phone' ? 'SMS' : 'EMAIL', ...target() };
    return captcha ? { ...body, captchaToken: captcha.token ?? undefined } : body;
  }

  const code = useVerifyCode({
    prepare,
    onFailed: (failure, msg) => {
      // airline-api spends the captcha token before it checks the send (a resend too soon, a daily cap):
      // a refused send needs a new slider just as a sent one does.
      captcha?.renew();
      onFailed?.(failure, msg);
    },
    onSent: () => {
      if (!captcha) return;
      setSentToken(captcha.token);
      captcha.renew();
    },
  });

  return { form: fields, channel, captcha, code, sentToken, target };
}
