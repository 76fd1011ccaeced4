'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { FieldError } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import type { CityOption } from '@/lib/domain/city-search';
import { REMINDER_TIME_OPTIONS } from '@/lib/domain/low-price-reminder-rules';
import { plusDays } from './reminder-format';
import { ReminderDateRange } from './reminder-date-range';
import type { ReminderSectionProps } from './reminder-values';

/** What the page's city input gets: the spec's city input, drawn by the page (another feature's component). */
export type CityFieldSlot = {
  id: string;
  label: string;
  value: CityOption | null;
  onChange: (city: CityOption) => void;
  invalid: boolean;
  describedBy?: string;
};

type Props = ReminderSectionProps & {
  /** Prefix of the hints' ids. */
  id: string;
  today: string;
  lastDate: string;
  renderCity: (slot: CityFieldSlot) => ReactNode;
};

/**
 * What the reminder watches: origin and destination (the page's city inputs), the earliest and latest departure
 * (30-minute steps) and the start and end date. A change re-checks the field its rule compares with (spec §5).
 */
export function ReminderWindowFields({ form, fieldId, error, id, today, lastDate, renderCity }: Props) {
  const t = useTranslations('LowPriceRemind');
  const { control, register } = form;
  const startDate = useWatch({ control, name: 'startDate' });

  const city = (name: 'dep' | 'arr', label: string) => {
    const message = error(name);
    const errorId = `${fieldId(name)}-error`;
    return (
      <div className="min-w-0">
        <Controller
          control={control}
          name={name}
          rules={name === 'dep' ? { deps: ['arr'] } : undefined}
          render={({ field }) => (
            <>
              {renderCity({
                id: fieldId(name),
                label,
                value: field.value,
                onChange: field.onChange,
                invalid: !!message,
                describedBy: message ? errorId : undefined,
              })}
            </>
          )}
        />
        <FieldError id={errorId} error={message} />
      </div>
    );
  };
  const time = (name: 'earliestTime' | 'latestTime') => (
    <SelectField
      id={fieldId(name)}
      label={t(name)}
      error={error(name)}
      aria-describedby={`${id}-time-hint`}
      {...register(name, name === 'earliestTime' ? { deps: ['latestTime'] } : {})}
    >
      {REMINDER_TIME_OPTIONS.map((o) => (
        <option key={o} value={o}>
          {o}
        </option>
      ))}
    </SelectField>
  );

  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        {city('dep', t('origin'))}
        {city('arr', t('destination'))}
      </div>
      <p id={`${id}-time-hint`} className="text-xs text-slate-600">
        {t('timeHint')}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {time('earliestTime')}
        {time('latestTime')}
      </div>
      <p id={`${id}-date-hint`} className="text-xs text-slate-600">
        {t('dateHint', { last: lastDate })}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={fieldId('startDate')}
          label={t('startDate')}
          type="date"
          min={today}
          max={lastDate}
          error={error('startDate')}
          aria-describedby={`${id}-date-hint`}
          {...register('startDate', { deps: ['endDate'] })}
        />
        <TextField
          id={fieldId('endDate')}
          label={t('endDate')}
          type="date"
          min={startDate && startDate >= today ? plusDays(startDate, 1) : plusDays(today, 1)}
          max={lastDate}
          error={error('endDate')}
          aria-describedby={`${id}-date-hint`}
          {...register('endDate')}
        />
      </div>
      <ReminderDateRange form={form} today={today} lastDate={lastDate} />
    </>
  );
}
