import { useTranslations } from 'next-intl';
import { MoneyTable } from '@/components/ui/money-table';
import type { AddPeopleSegment } from '@/lib/contract/add-people';
import type { Currency } from '@/lib/contract/common';
import { formatMoney } from '@/lib/i18n/format';
import { flightLine } from './add-people-format';

type Props = { segments: readonly AddPeopleSegment[]; currency: Currency; locale: string };

/**
 * What the new passenger costs: one row per flight the adult still flies with the fare, the taxes and fees and the
 * row's total, then the total to pay, in the order's currency (MoneyTable: stacked rows on a
 * phone, the page never sideways).
 */
export function AddPeopleQuote({ segments, currency, locale }: Props) {
  const t = useTranslations('AddPeople');
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const total = segments.reduce((sum, s) => sum + s.total, 0);
  return (
    <MoneyTable
      testId="add-people-quote"
      rowTestId="add-people-quote-line"
      label={t('tableLabel')}
      minWidthClass="sm:min-w-[19rem]"
      columns={[
        { key: 'flight', header: t('col.flight'), kind: 'label' },
        { key: 'fare', header: t('col.fare'), kind: 'amount' },
        { key: 'taxes', header: t('col.taxes'), kind: 'amount' },
        { key: 'total', header: t('col.total'), kind: 'total' },
      ]}
      rows={segments.map((s) => ({
        key: String(s.segmentIndex),
        cells: [flightLine(s, locale), money(s.fare), money(s.taxes), money(s.total)],
      }))}
      totals={[{ key: 'total', term: t('total'), value: money(total), testId: 'add-people-total', emphasis: 'line' }]}
    >
      <p className="text-sm text-slate-800" data-testid="add-people-pay-note">
        {total > 0 ? t('payNote', { total: money(total) }) : t('freeNote')}
      </p>
    </MoneyTable>
  );
}
