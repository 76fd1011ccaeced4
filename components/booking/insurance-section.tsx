import { useTranslations } from 'next-intl';
import { Card } from '@/components/ui/card';
import type { AddOnCatalogue } from '@/lib/contract/add-on-catalogue';

export type InsurancePolicy = { title: string; text: string };

/** The insurance products with their maximum payout and the policy text from the CMS in a disclosure. */
export function InsuranceSection({
  insurance,
  policies,
  money,
}: {
  insurance: AddOnCatalogue['insurance'];
  policies: Record<string, InsurancePolicy>;
  money: (minor: number) => string;
}) {
  const t = useTranslations('BookingFunnel');
  return (
    <Card as="section" aria-labelledby="insurance-heading">
      <h2 id="insurance-heading" className="text-lg font-semibold">
        {t('insuranceHeading')}
      </h2>
      <ul className="mt-2 flex flex-col gap-3">
        {insurance.map((p) => (
          <li key={p.productCode}>
            <p className="font-medium">
              {p.name} · {t('perPassengerSegment', { price: money(p.price) })}
            </p>
            <p className="text-sm text-slate-700">
              {p.coverage} · {t('maxPayout', { amount: p.maxPayoutYuan })}
            </p>
            <details className="mt-1 text-sm">
              <summary className="cursor-pointer text-brand-700 underline">{t('policyText', { name: p.name })}</summary>
              <p className="mt-1 whitespace-pre-line text-slate-800">
                {policies[p.policyId]?.text ?? t('policyUnavailable')}
              </p>
            </details>
          </li>
        ))}
      </ul>
    </Card>
  );
}
