'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import { TextField } from '@/components/ui/text-field';
import * as wallet from '@/lib/bff-client/wallet';
import { ResultCode, WALLET_TOPUP_MAX_FEN, type BankCard, type WalletTransfer } from '@/lib/contract';
import { walletAmountIssue } from '@/lib/domain/wallet-amount';
import { formatMoney } from '@/lib/i18n/format';
import { Link } from '@/lib/i18n/navigation';

type Values = { cardId: string; amount: string };
type Kind = 'TOPUP' | 'WITHDRAWAL';

/** airline-api's refusals said beside the field they are about. */
const FIELD_OF: Partial<Record<string, keyof Values>> = {
  [ResultCode.BANK_CARD_REQUIRED]: 'cardId',
  [ResultCode.WALLET_INSUFFICIENT]: 'amount',
  [ResultCode.WALLET_AMOUNT_INVALID]: 'amount',
};

/**
 * A top-up from, or a withdrawal to, one of the member's cards (spec §5: the card required, 'please select the
 * receiving bank card'; the amount required, at most two decimals, correct; decision 64: a withdrawal within the
 * available balance, a top-up within its bound). Checked here as the BFF and airline-api check it; once asked, the
 * request number and 'in progress, expected within 2 hours' (spec §9) replace the form.
 */
export function WalletTransferForm({
  kind,
  cards,
  availableFen,
  locale,
}: {
  kind: Kind;
  cards: BankCard[];
  availableFen: number;
  locale: string;
}) {
  const t = useTranslations('WalletFunds');
  const id = useId();
  const [done, setDone] = useState<WalletTransfer | null>(null);
  const { register, handleSubmit, formState, reset, setError } = useForm<Values>({
    defaultValues: { cardId: cards.length === 1 ? cards[0]!.cardId : '', amount: '' },
  });
  const yuan = (fen: number) => formatMoney(fen, 'CNY', locale, { fraction: 'always' });
  const issueText = (issue: string) => t(issue as 'amountFormat', { max: yuan(WALLET_TOPUP_MAX_FEN) });

  async function submit(v: Values) {
    const call = kind === 'TOPUP' ? wallet.rechargeWallet : wallet.withdrawCash;
    const result = await call.call({ cardId: v.cardId, amount: v.amount });
    if (!result.ok) {
      const errors = result.fieldErrors ?? {};
      const field = (Object.keys(errors)[0] as keyof Values | undefined) ?? FIELD_OF[result.code];
      if (field)
        setError(field, { message: errors[field] ? issueText(errors[field]) : result.msg }, { shouldFocus: true });
      return;
    }
    setDone(result.data);
  }

  if (done)
    return (
      <div role="status" className="space-y-2 rounded-md border border-emerald-300 bg-emerald-50 p-4 text-slate-900">
        <p className="font-semibold">{t(kind === 'TOPUP' ? 'doneRecharge' : 'doneWithdraw')}</p>
        <p>{t('doneLine', { requestNo: done.requestNo, amount: yuan(done.amount), cardNo: done.cardNo })}</p>
        <div className="flex flex-wrap gap-4">
          <Link href={`/member/wallet/wallet?kind=${kind}`} className="inline-flex min-h-6 items-center underline">
            {t('seeRecords')}
          </Link>
          <Button
            variant="link"
            size="inline"
            onClick={() => {
              reset();
              setDone(null);
            }}
          >
            {t('another')}
          </Button>
        </div>
      </div>
    );

  const { errors } = formState;
  const cardError = errors.cardId?.message;
  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="max-w-md space-y-4">
      {kind === 'WITHDRAWAL' && <p className="text-slate-900">{t('available', { amount: yuan(availableFen) })}</p>}
      <fieldset aria-describedby={cardError ? `${id}-card-error` : undefined}>
        <legend className="mb-1 text-sm font-medium text-slate-800">
          {t(kind === 'TOPUP' ? 'fromCard' : 'toCard')}
        </legend>
        <div className="space-y-2">
          {cards.map((card) => (
            <label
              key={card.cardId}
              className="flex min-h-10 items-center gap-3 rounded-md border border-slate-300 px-3 py-2 text-sm text-slate-900"
            >
              <input
                type="radio"
                value={card.cardId}
                className="h-4 w-4 shrink-0"
                {...register('cardId', {
                  validate: (value) => (value ? true : t(kind === 'TOPUP' ? 'cardRequiredTopUp' : 'cardRequired')),
                })}
              />
              <span className="min-w-0">
                {t(`bank.${card.bank}`)} · {t(`cardType.${card.cardType}`)}{' '}
                <span className="font-mono whitespace-nowrap">{card.cardNo}</span>
              </span>
            </label>
          ))}
        </div>
        <FieldError id={`${id}-card-error`} error={cardError} />
      </fieldset>
      <TextField
        id={`${id}-amount`}
        label={t('amountLabel')}
        hint={
          kind === 'TOPUP'
            ? `${t('amountHint')} · ${t('rechargeMax', { max: yuan(WALLET_TOPUP_MAX_FEN) })}`
            : t('amountHint')
        }
        inputMode="decimal"
        autoComplete="off"
        maxLength={16}
        error={errors.amount?.message}
        {...register('amount', {
          validate: (value) => {
            const checked = walletAmountIssue(kind, value, kind === 'WITHDRAWAL' ? availableFen : 0);
            return checked.ok ? true : issueText(checked.issue);
          },
        })}
      />
      <p className="text-sm text-slate-700">{t('timing')}</p>
      <Button type="submit" busy={formState.isSubmitting}>
        {t(kind === 'TOPUP' ? 'submitRecharge' : 'submitWithdraw')}
      </Button>
    </form>
  );
}
