'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { LineIcon } from '@/components/ui/line-icon';
import { FieldError } from '@/components/ui/field';
import type { CityOption } from '@/lib/domain/city-search';
import { CityInput } from './city-input';
import { DateField } from './date-field';
import type { LegDraft } from './search-form-state';

type Props = {
  idPrefix: string;
  leg: LegDraft;
  dateLabel: string;
  dateBounds: { min: string; max: string; hintId: string };
  errorsOf: (field: 'from' | 'to' | 'date') => string[];
  onCity: (end: 'from' | 'to', city: CityOption) => void;
  onSwap: () => void;
  onDate: (date: string) => void;
  /** The round trip's return date sits in the same row. */
  children?: React.ReactNode;
};

/** One leg: departure city, swap, arrival city and date. */
export function SearchLegFields({
  idPrefix,
  leg,
  dateLabel,
  dateBounds,
  errorsOf,
  onCity,
  onSwap,
  onDate,
  children,
}: Props) {
  const t = useTranslations('SearchForm');
  const fromErrors = errorsOf('from');
  const toErrors = errorsOf('to');
  return (
    <div className="grid gap-3 md:grid-cols-[1fr_auto_1fr_1fr_auto] md:items-start">
      <div>
        <CityInput
          id={`${idPrefix}-from`}
          label={t('from')}
          value={leg.from}
          onChange={(city) => onCity('from', city)}
          invalid={fromErrors.length > 0}
          describedBy={fromErrors.length ? `${idPrefix}-from-error` : undefined}
        />
        <FieldError id={`${idPrefix}-from-error`} error={fromErrors} />
      </div>
      <Button
        variant="outline"
        size="icon"
        onClick={onSwap}
        aria-label={t('swap')}
        title={t('swap')}
        className="mx-auto self-center md:mt-6"
      >
        <LineIcon size={18} strokeWidth="2">
          <path d="M4 8h14l-4-4M20 16H6l4 4" />
        </LineIcon>
      </Button>
      <div>
        <CityInput
          id={`${idPrefix}-to`}
          label={t('to')}
          value={leg.to}
          onChange={(city) => onCity('to', city)}
          invalid={toErrors.length > 0}
          describedBy={toErrors.length ? `${idPrefix}-to-error` : undefined}
        />
        <FieldError id={`${idPrefix}-to-error`} error={toErrors} />
      </div>
      <DateField
        id={`${idPrefix}-date`}
        label={dateLabel}
        value={leg.date}
        min={dateBounds.min}
        max={dateBounds.max}
        hintId={dateBounds.hintId}
        errors={errorsOf('date')}
        onChange={onDate}
      />
      {children}
    </div>
  );
}
