'use client';

import { useTranslations } from 'next-intl';
import type { UseFormRegister } from 'react-hook-form';
import { TextField } from '@/components/ui/text-field';
import type { EInvoiceRequestField as Field, EInvoiceRequestForm as Values } from '@/lib/domain/e-invoice-rules';
import { COMPANY_ADDRESS_MAX, COMPANY_FIELD_MAX, COMPANY_TITLE_MAX } from '@/lib/domain/member-book-rules';

/** The invoice title and, for a company or unit, its taxpayer id and the optional company lines (spec §5). */
export function HeaderFields({
  register,
  fieldId,
  errorOf,
  organisation,
  titleHint,
}: {
  register: UseFormRegister<Values>;
  fieldId: (name: Field) => string;
  errorOf: (name: Field) => string | undefined;
  organisation: boolean;
  titleHint: string;
}) {
  const t = useTranslations('EInvoice.make');
  const optional = [
    { name: 'address', max: COMPANY_ADDRESS_MAX, inputMode: undefined },
    { name: 'phone', max: COMPANY_FIELD_MAX, inputMode: 'tel' },
    { name: 'bank', max: COMPANY_FIELD_MAX, inputMode: undefined },
    { name: 'account', max: COMPANY_FIELD_MAX, inputMode: 'numeric' },
  ] as const;
  return (
    <>
      <TextField
        id={fieldId('title')}
        label={t('title')}
        hint={titleHint}
        maxLength={COMPANY_TITLE_MAX + 20}
        autoComplete="off"
        error={errorOf('title')}
        {...register('title')}
      />
      {organisation && (
        <>
          <TextField
            id={fieldId('taxpayerId')}
            label={t('taxpayerId')}
            hint={t('taxpayerIdHint')}
            autoCapitalize="characters"
            autoComplete="off"
            error={errorOf('taxpayerId')}
            {...register('taxpayerId')}
          />
          {optional.map((f) => (
            <TextField
              key={f.name}
              id={fieldId(f.name)}
              label={t(f.name)}
              inputMode={f.inputMode}
              maxLength={f.max + 20}
              autoComplete="off"
              error={errorOf(f.name)}
              {...register(f.name)}
            />
          ))}
        </>
      )}
    </>
  );
}
