'use client';

import { VERIFY_CODE_LENGTH } from '@/lib/domain/account-rules';
import { PhoneField } from './phone-field';
import { SliderCaptcha } from './slider-captcha';
import { TextField } from './text-field';
import { useAccountRules } from './use-account-rules';
import type { PhoneCaptcha } from './use-phone-captcha';
import { VerifyCodeButton } from './verify-code-button';

type Props = {
  /** Base of the fields' ids: `{id}-phone` or `{id}-email`, `{id}-captcha`, `{id}-code`. */
  id: string;
  group: PhoneCaptcha;
  labels: { target: string; code: string };
};

/**
 * The phone (area code + number) or e-mail, the slider captcha and the verification code with its
 * get-code button, in that order, with the account rules of spec §5. The state is usePhoneCaptcha's.
 */
export function PhoneCodeGroup({ id, group, labels }: Props) {
  const rules = useAccountRules();
  const { register, getValues, formState } = group.form;
  const { errors } = formState;
  const { captcha } = group;
  return (
    <>
      {group.channel === 'phone' ? (
        <PhoneField
          id={`${id}-phone`}
          label={labels.target}
          error={errors.cellphone?.message}
          areaProps={register('cellphoneCode')}
          phoneProps={register('cellphone', { validate: rules.phone(() => getValues('cellphoneCode')) })}
        />
      ) : (
        <TextField
          id={`${id}-email`}
          label={labels.target}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email', { validate: rules.email })}
        />
      )}
      {captcha && (
        <SliderCaptcha key={captcha.key} id={`${id}-captcha`} error={captcha.error} onVerified={captcha.onVerified} />
      )}
      <TextField
        id={`${id}-code`}
        label={labels.code}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={VERIFY_CODE_LENGTH}
        error={errors.verifyCode?.message}
        addon={<VerifyCodeButton code={group.code} />}
        {...register('verifyCode', { validate: rules.code })}
      />
    </>
  );
}
