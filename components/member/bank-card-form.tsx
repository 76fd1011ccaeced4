'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { pushToast } from '@/components/ui/toast-store';
import { useAccountRules } from '@/components/ui/use-account-rules';
import { useVerifyCode, VerifyCodeButton } from '@/components/ui/verify-code-button';
import * as account from '@/lib/bff-client/account';
import * as wallet from '@/lib/bff-client/wallet';
import { BANK_CARD_TYPES, BANKS, ResultCode, type Bank, type BankCardType } from '@/lib/contract';
import type { OwnerCodeBody } from '@/lib/contract/member';
import { VERIFY_CODE_LENGTH } from '@/lib/domain/account-rules';
import { normaliseCardNo } from '@/lib/domain/wallet-amount';

type Values = { cardType: BankCardType; bank: Bank | ''; cardNo: string; verifyCode: string };

/** Refusals of airline-api said beside the field they are about. */
const FIELD_OF: Partial<Record<string, keyof Values>> = {
  [ResultCode.BANK_CARD_INVALID]: 'cardNo',
  [ResultCode.BANK_CARD_DUPLICATE]: 'cardNo',
  [ResultCode.CODE_INVALID]: 'verifyCode',
  [ResultCode.CODE_EXPIRED]: 'verifyCode',
  [ResultCode.TOO_MANY_ATTEMPTS]: 'verifyCode',
};

/**
 * Adds a bank card (spec §2 bankCards, §3 DEBITCARD or CREDITCARD; decision 64): its type, bank and number, proven
 * with the SMS code sent to the member's own bound phone (the security centre's owner code). The number is checked
 * here as airline-api checks it (digits, length, check digit).
 */
export function BankCardForm() {
  const t = useTranslations('WalletFunds');
  const rules = useAccountRules();
  const router = useRouter();
  const id = useId();
  const { register, handleSubmit, formState, reset, setError } = useForm<Values>({
    defaultValues: { cardType: 'DEBITCARD', bank: '', cardNo: '', verifyCode: '' },
  });
  const code = useVerifyCode<OwnerCodeBody>({
    prepare: () => ({ type: 'SMS' }),
    request: (body) => account.sendOwnerCode.call(body),
  });

  async function submit(v: Values) {
    const result = await wallet.addBankCard.call({
      cardType: v.cardType,
      bank: v.bank as Bank,
      cardNo: v.cardNo,
      verifyCode: v.verifyCode,
    });
    if (!result.ok) {
      const field = result.fieldErrors?.cardNo ? 'cardNo' : FIELD_OF[result.code];
      if (field) setError(field, { message: result.msg }, { shouldFocus: true });
      return;
    }
    pushToast('message', t('added'));
    reset();
    router.refresh();
  }

  const { errors } = formState;
  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="max-w-md space-y-3" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className="text-lg font-semibold text-slate-900">
        {t('addHeading')}
      </h2>
      <fieldset className="space-y-1">
        <legend className="text-sm font-medium text-slate-800">{t('cardTypeLabel')}</legend>
        <div className="flex flex-wrap gap-4">
          {BANK_CARD_TYPES.map((type) => (
            <label key={type} className="flex min-h-6 items-center gap-2 text-sm text-slate-800">
              <input type="radio" value={type} className="h-4 w-4" {...register('cardType')} />
              {t(`cardType.${type}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <SelectField
        id={`${id}-bank`}
        label={t('bankLabel')}
        error={errors.bank?.message}
        {...register('bank', { validate: (value) => (value ? true : t('bankRequired')) })}
      >
        <option value="">{t('chooseBank')}</option>
        {BANKS.map((bank) => (
          <option key={bank} value={bank}>
            {t(`bank.${bank}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        id={`${id}-card-no`}
        label={t('cardNoLabel')}
        hint={t('cardNoHint')}
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={23}
        error={errors.cardNo?.message}
        {...register('cardNo', {
          validate: (value) =>
            value.trim() === '' ? t('cardNoRequired') : normaliseCardNo(value) ? true : t('cardNoInvalid'),
        })}
      />
      <TextField
        id={`${id}-code`}
        label={t('smsCodeNoPhone')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={VERIFY_CODE_LENGTH}
        error={errors.verifyCode?.message}
        addon={<VerifyCodeButton code={code} />}
        {...register('verifyCode', {
          validate: (value) => (value.trim() === '' ? t('codeRequired') : rules.code(value)),
        })}
      />
      <Button type="submit" busy={formState.isSubmitting}>
        {t('add')}
      </Button>
    </form>
  );
}
