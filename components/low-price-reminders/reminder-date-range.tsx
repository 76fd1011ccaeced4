'use client';

import { useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import { DateRangeCalendar } from '@/components/ui/date-range-calendar';
import type { DateRange } from '@/lib/domain/date-range-pick';
import type { ReminderFormApi } from './reminder-values';

type Props = { form: ReminderFormApi; today: string; lastDate: string };

/**
 * The reminder's start and end dates picked on a calendar (spec §4 date range picking), beside the two date fields
 * that stay the typed way in: a pick fills both fields, a new start empties the end until it is picked.
 */
export function ReminderDateRange({ form, today, lastDate }: Props) {
  const t = useTranslations('DateRange');
  const [startDate, endDate] = useWatch({ control: form.control, name: ['startDate', 'endDate'] });
  const value: DateRange = { start: startDate || null, end: endDate || null };
  const onChange = (range: DateRange) => {
    const whole = range.end !== null;
    form.setValue('startDate', range.start ?? '', { shouldDirty: true, shouldValidate: whole });
    form.setValue('endDate', range.end ?? '', { shouldDirty: true, shouldValidate: whole });
  };
  return (
    <details className="rounded-lg border border-slate-200 bg-white p-3">
      <summary className="min-h-6 cursor-pointer font-medium text-brand-800">{t('openCalendar')}</summary>
      <div className="mt-3">
        <DateRangeCalendar value={value} bounds={{ min: today, max: lastDate }} onChange={onChange} />
      </div>
    </details>
  );
}
