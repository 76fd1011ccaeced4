'use client';

import { useTranslations } from 'next-intl';
import { Card } from '@/components/ui/card';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { CLAIM_BANKS } from '@/lib/domain/add-on-rules';
import type { ClaimDraft } from './add-on-draft';
import type { ClaimErrors } from './add-on-shop-rules';

export type Province = { code: string; name: string };

type Props = {
  claim: ClaimDraft | null;
  errors: ClaimErrors;
  /** Errors are shown once the card number was left or Continue was pressed. */
  touched: boolean;
  provinces: Province[];
  onChange: (over: Partial<ClaimDraft>) => void;
  onCardBlur: () => void;
};

/** The insurance claim account (spec §3 insurance claim): the province, a bank of the list and the card number. */
export function ClaimAccountForm({ claim, errors, touched, provinces, onChange, onCardBlur }: Props) {
  const t = useTranslations('AddOnShop');
  const tOrder = useTranslations('AddOnOrder');
  return (
    <Card as="section" aria-labelledby="claim-heading" className="space-y-3" data-testid="claim-form">
      <h2 id="claim-heading" className="text-lg font-semibold text-slate-900">
        {t('claim.heading')}
      </h2>
      <p className="text-sm text-slate-700">{t('claim.intro')}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          id="claim-province"
          label={t('claim.province')}
          value={claim?.provinceCode ?? ''}
          error={touched && errors.provinceCode ? t('claim.errors.provinceRequired') : undefined}
          onChange={(e) => onChange({ provinceCode: e.target.value })}
        >
          <option value="">{t('claim.pick')}</option>
          {provinces.map((p) => (
            <option key={p.code} value={p.code}>
              {p.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="claim-bank"
          label={t('claim.bank')}
          value={claim?.bank ?? ''}
          error={touched && errors.bank ? t('claim.errors.bankRequired') : undefined}
          onChange={(e) => onChange({ bank: e.target.value })}
        >
          <option value="">{t('claim.pick')}</option>
          {CLAIM_BANKS.map((code) => (
            <option key={code} value={code}>
              {tOrder(`banks.${code}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <TextField
        id="claim-card"
        label={t('claim.cardNo')}
        inputMode="numeric"
        autoComplete="off"
        className="max-w-sm"
        value={claim?.cardNo ?? ''}
        hint={t('claim.cardHint')}
        error={touched && errors.cardNo ? t(`claim.errors.${errors.cardNo}`) : undefined}
        onChange={(e) => onChange({ cardNo: e.target.value })}
        onBlur={onCardBlur}
      />
    </Card>
  );
}
