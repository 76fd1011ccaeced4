'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { PhoneCodeGroup } from '@/components/ui/phone-code-group';
import { TextField } from '@/components/ui/text-field';
import { pushToast } from '@/components/ui/toast-store';
import { useAccountRules } from '@/components/ui/use-account-rules';
import { PHONE_CODE_DEFAULTS, usePhoneCaptcha, type PhoneCodeValues } from '@/components/ui/use-phone-captcha';
import { useVerifyCode, VerifyCodeButton } from '@/components/ui/verify-code-button';
import * as account from '@/lib/bff-client/account';
import type { OwnerCodeBody } from '@/lib/contract/member';
import { VERIFY_CODE_LENGTH } from '@/lib/domain/account-rules';
import { announceMemberChange } from '@/lib/member-hint';

type Values = PhoneCodeValues & { currentPassword: string; ownerVerifyCode: string };
type Proof = 'password' | 'code';
/** Fields a refusal may name: a proof, or the new phone or e-mail another account holds. */
const REFUSED_FIELDS = ['currentPassword', 'ownerVerifyCode', 'cellphone', 'email'] as const;

type Props = {
  kind: 'phone' | 'email';
  /** The phone or e-mail bound now, masked; null when there is none yet (a binding, not a change). */
  current: string | null;
  /** Members who never set a password prove a change with a code only. */
  hasPassword: boolean;
};

/**
 * Bind or change the phone or e-mail (spec §2): the code goes to the new one, behind the slider as every
 * send (decision 53). A change first proves the account, with the login password or a code sent to the one
 * being replaced, and airline-api then tells the old one. A new one another account holds is refused only
 * once its code is entered, beside its field.
 */
export function BindContactForm({ kind, current, hasPassword }: Props) {
  const t = useTranslations('Security');
  const rules = useAccountRules();
  const router = useRouter();
  const id = useId();
  const form = useForm<Values>({
    defaultValues: { ...PHONE_CODE_DEFAULTS, currentPassword: '', ownerVerifyCode: '' },
  });
  const { handleSubmit, formState, reset, register, setError } = form;
  const changing = current !== null;
  // The password by default; a member without one (it may be set on this very page) has the code only.
  const [chosen, setProof] = useState<Proof | null>(null);
  const proof: Proof = hasPassword ? (chosen ?? 'password') : 'code';
  const contact = usePhoneCaptcha({
    form,
    channel: kind,
    event: kind === 'phone' ? (changing ? 'CHANGE_PHONE' : 'BIND_PHONE') : changing ? 'CHANGE_EMAIL' : 'BIND_EMAIL',
    captchaFirst: t('captchaFirst'),
  });
  const ownerCode = useVerifyCode<OwnerCodeBody>({
    prepare: () => ({ type: kind === 'phone' ? 'SMS' : 'EMAIL' }),
    request: (body) => account.sendOwnerCode.call(body),
  });

  async function submit(v: Values) {
    const ownerProof = !changing
      ? {}
      : proof === 'password'
        ? { currentPassword: v.currentPassword }
        : { ownerVerifyCode: v.ownerVerifyCode };
    // The same trimmed phone (with its area code) or e-mail the group sent the code to.
    const result =
      kind === 'phone'
        ? await account.bindPhone.call({
            cellphoneCode: v.cellphoneCode,
            cellphone: v.cellphone.trim(),
            verifyCode: v.verifyCode,
            ...ownerProof,
          })
        : await account.bindEmail.call({ email: v.email.trim(), verifyCode: v.verifyCode, ...ownerProof });
    if (!result.ok) {
      // A refused proof or a taken phone is said beside its field too (the toast has said it already), and
      // focused; nothing typed is lost.
      const field = REFUSED_FIELDS.find((f) => result.fieldErrors?.[f]);
      if (field) setError(field, { message: result.msg }, { shouldFocus: true });
      return;
    }
    pushToast(
      'message',
      kind === 'phone' ? t(changing ? 'phoneChanged' : 'phoneBound') : t(changing ? 'emailChanged' : 'emailBound'),
    );
    reset();
    router.refresh();
    announceMemberChange();
  }

  const { errors } = formState;
  const proofHintId = `${id}-proof-hint`;
  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="max-w-md space-y-3">
      {changing && (
        <fieldset className="space-y-3 rounded-md border border-slate-300 p-3" aria-describedby={proofHintId}>
          <legend className="px-1 text-sm font-medium text-slate-800">{t('ownerProof')}</legend>
          <p id={proofHintId} className="text-sm text-slate-700">
            {hasPassword ? t('ownerProofHint', { current }) : t('ownerProofHintCodeOnly', { current })}
          </p>
          {hasPassword && (
            <div className="flex flex-col gap-1">
              {(['password', 'code'] as const).map((option) => (
                <label key={option} className="flex items-center gap-2 text-sm text-slate-800">
                  <input
                    type="radio"
                    name={`${id}-proof`}
                    value={option}
                    checked={proof === option}
                    onChange={() => setProof(option)}
                    className="h-4 w-4"
                  />
                  {option === 'password' ? t('byPassword') : t('byOwnerCode', { current })}
                </label>
              ))}
            </div>
          )}
          {proof === 'password' ? (
            <TextField
              id={`${id}-current-password`}
              label={t('loginPassword')}
              type="password"
              autoComplete="current-password"
              error={errors.currentPassword?.message}
              {...register('currentPassword', { validate: (value) => proof !== 'password' || rules.required(value) })}
            />
          ) : (
            <TextField
              id={`${id}-owner-code`}
              label={kind === 'phone' ? t('ownerSmsCode', { current }) : t('ownerEmailCode', { current })}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={VERIFY_CODE_LENGTH}
              error={errors.ownerVerifyCode?.message}
              addon={<VerifyCodeButton code={ownerCode} />}
              {...register('ownerVerifyCode', { validate: (value) => proof !== 'code' || rules.code(value) })}
            />
          )}
        </fieldset>
      )}
      <PhoneCodeGroup
        id={id}
        group={contact}
        labels={
          kind === 'phone'
            ? { target: t('newPhone'), code: t('smsCode') }
            : { target: t('newEmail'), code: t('emailCode') }
        }
      />
      <Button type="submit" busy={formState.isSubmitting}>
        {changing ? t('change') : t('bind')}
      </Button>
    </form>
  );
}
