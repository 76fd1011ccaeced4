import { useTranslations } from 'next-intl';
import type { ProductUnit } from '@/lib/contract/special-products';

/**
 * A product order's cards (spec §3: bound user, times exchanged, remaining times): one row per beneficiary, a
 * table from `sm` up and one card per beneficiary on a phone.
 */
export function ProductUnits({ units }: { units: ProductUnit[] }) {
  const t = useTranslations('SpecialProducts');
  const cells = (u: ProductUnit) =>
    [
      [t('unitCertificate'), u.certificate],
      [t('unitUsed'), String(u.used)],
      [t('unitRemaining'), String(u.remaining)],
      [t('unitStatus'), t(`unitStatusName.${u.status as 1 | 2 | 3 | 4 | 5}`)],
    ] as const;
  return (
    <table className="w-full text-sm">
      <thead className="sr-only sm:not-sr-only">
        <tr className="border-b border-slate-200 text-start text-slate-700">
          <th scope="col" className="p-2 text-start">
            {t('unitBeneficiary')}
          </th>
          {cells(units[0]!).map(([label]) => (
            <th key={label} scope="col" className="p-2 text-start">
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {units.map((u) => (
          <tr
            key={u.unitId}
            data-testid="product-unit"
            className="block border-b border-slate-200 py-2 sm:table-row sm:py-0"
          >
            <th scope="row" className="block p-2 text-start font-semibold text-slate-900 sm:table-cell">
              {u.beneficiaryName}
            </th>
            {cells(u).map(([label, value]) => (
              <td key={label} className="flex justify-between gap-3 px-2 py-1 sm:table-cell sm:p-2">
                <span className="text-slate-600 sm:hidden">{label}</span>
                <span className="break-all">{value}</span>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
