import { useTranslations } from 'next-intl';
import type { ProductRules as Rules } from '@/lib/contract/special-products';

/** A product's purchase rules (spec §5: counts, age and gender limits; §9 refunds within 15 working days). */
export function ProductRules({ rules }: { rules: Rules }) {
  const t = useTranslations('SpecialProducts');
  const age =
    rules.minAge !== null && rules.maxAge !== null
      ? t('ruleAge', { min: rules.minAge, max: rules.maxAge })
      : rules.minAge !== null
        ? t('ruleMinAge', { min: rules.minAge })
        : rules.maxAge !== null
          ? t('ruleMaxAge', { max: rules.maxAge })
          : null;
  return (
    <ul className="list-disc space-y-1 ps-5 text-sm text-slate-800">
      <li>
        {t('ruleCount', {
          min: rules.minBeneficiaries,
          max: rules.maxBeneficiaries,
          same: rules.minBeneficiaries === rules.maxBeneficiaries ? 'yes' : 'no',
        })}
      </li>
      {age && <li>{age}</li>}
      {rules.gender && <li>{t('ruleGender', { gender: t(`gender.${rules.gender}`) })}</li>}
      <li>{t('rulePerMember', { count: rules.perMemberLimit })}</li>
      <li>{t('ruleHold', { minutes: rules.holdMinutes })}</li>
      <li>{t('ruleRefund')}</li>
    </ul>
  );
}
