'use client';

import { useTranslations } from 'next-intl';
import { useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { Card } from '@/components/ui/card';
import { SelectField } from '@/components/ui/select-field';
import { CertificateOptions } from '@/components/ui/certificate-options';
import { TextField } from '@/components/ui/text-field';
import type { CertificateOption } from './modify-passenger-list';
import { expires, type ModifyField, type ModifyValues } from './modify-rules';
import { useModifyRule } from './use-modify-rule';

type Props = {
  /** The passenger was booked with a Chinese name (changes the Chinese name; else the English one). */
  chinese: boolean;
  certificates: CertificateOption[];
  control: Control<ModifyValues>;
  register: UseFormRegister<ModifyValues>;
  errors: FieldErrors<ModifyValues>;
};

/**
 * ONE of name or document (spec §5): only the part chosen shows, and only it is checked and sent; what was typed
 * in the other part stays while the traveller switches.
 */
export function ModifyChangeFields({ chinese, certificates, control, register, errors }: Props) {
  const t = useTranslations('PassengerModify');
  const rule = useModifyRule();
  const [field, certificateType] = useWatch({ control, name: ['field', 'certificateType'] });
  const text = (name: keyof ModifyValues) => ({
    id: `cname-${name}`,
    error: rule(errors[name]?.message),
    ...register(name),
  });
  return (
    <Card as="fieldset">
      <legend className="px-1 text-lg font-semibold">{t('whatHeading')}</legend>
      <div className="mt-2 flex flex-wrap gap-4">
        {(['NAME', 'DOCUMENT'] as ModifyField[]).map((part) => (
          <label key={part} className="inline-flex min-h-6 cursor-pointer items-center gap-2">
            <input type="radio" value={part} className="h-5 w-5" {...register('field')} />
            {t(`what.${part}`)}
          </label>
        ))}
      </div>
      {field === 'NAME' ? (
        <div className="mt-3 grid gap-3 sm:grid-cols-2" data-testid="cname-name-part">
          {chinese ? (
            <TextField {...text('name')} label={t('chineseName')} hint={t('chineseNameHint')} autoComplete="off" />
          ) : (
            <>
              <TextField {...text('surname')} label={t('surname')} hint={t('englishNameHint')} autoComplete="off" />
              <TextField {...text('givenName')} label={t('givenName')} autoComplete="off" />
            </>
          )}
        </div>
      ) : (
        <div className="mt-3 grid gap-3 sm:grid-cols-3" data-testid="cname-document-part">
          <SelectField {...text('certificateType')} label={t('certificateType')}>
            <CertificateOptions list={certificates} />
          </SelectField>
          <TextField {...text('certificateNumber')} label={t('certificateNumber')} autoComplete="off" />
          {expires(certificateType) && (
            <TextField
              {...text('certificateValidity')}
              type="date"
              label={t('certificateValidity')}
              hint={t('certificateValidityHint')}
            />
          )}
        </div>
      )}
    </Card>
  );
}
