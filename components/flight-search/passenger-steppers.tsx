'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import { MAX_PASSENGERS, type Passengers } from '@/lib/domain/search';
import { passengerLimits } from './search-form-state';

const KINDS = ['adults', 'children', 'infants'] as const;
const HINTS = { adults: 'adultsHint', children: 'childrenHint', infants: 'infantsHint' } as const;

type Props = {
  id: string;
  value: Passengers;
  errors: string[];
  onStep: (kind: keyof Passengers, delta: 1 | -1) => void;
};

/** Adults / children / infants steppers, bounded so the spec §5 passenger limits always hold. */
export function PassengerSteppers({ id, value, errors, onStep }: Props) {
  const t = useTranslations('SearchForm');
  const limits = passengerLimits(value);
  const ruleId = `${id}-rule`;
  const errorId = `${id}-error`;
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      className="min-w-0 md:flex-1"
      aria-describedby={[ruleId, errors.length ? errorId : ''].filter(Boolean).join(' ')}
    >
      <legend className="mb-1 text-sm font-medium text-slate-700">{t('passengers')}</legend>
      {/* One row per type on phones, three equal columns on wider screens: the − count + groups line up. */}
      <ul className="grid gap-2 sm:grid-cols-3 sm:gap-x-6">
        {KINDS.map((kind) => {
          const type = t(kind);
          return (
            <li key={kind} className="flex items-center justify-between gap-3">
              <span className="flex min-w-0 flex-col">
                <span className="text-sm text-slate-900">{type}</span>
                <span className="text-xs text-slate-600">{t(HINTS[kind])}</span>
              </span>
              <span className="flex shrink-0 items-center gap-1">
                <Button
                  variant="outline"
                  size="icon"
                  aria-label={t('decrease', { type })}
                  disabled={value[kind] <= limits[kind].min}
                  onClick={() => onStep(kind, -1)}
                >
                  <span aria-hidden="true">−</span>
                </Button>
                <output
                  aria-live="polite"
                  aria-label={t('count', { type, count: value[kind] })}
                  className="w-6 text-center tabular-nums"
                >
                  {value[kind]}
                </output>
                <Button
                  variant="outline"
                  size="icon"
                  aria-label={t('increase', { type })}
                  disabled={value[kind] >= limits[kind].max}
                  onClick={() => onStep(kind, 1)}
                >
                  <span aria-hidden="true">+</span>
                </Button>
              </span>
            </li>
          );
        })}
      </ul>
      <p id={ruleId} className="mt-1 text-xs text-slate-600">
        {t('passengerRule', { max: MAX_PASSENGERS })}
      </p>
      <FieldError id={errorId} error={errors} />
    </fieldset>
  );
}
