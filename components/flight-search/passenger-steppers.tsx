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
    <fieldset id={id} tabIndex={-1} aria-describedby={[ruleId, errors.length ? errorId : ''].filter(Boolean).join(' ')}>
      <legend className="mb-1 text-sm font-medium text-slate-700">{t('passengers')}</legend>
      <ul className="flex flex-wrap gap-x-6 gap-y-2">
        {KINDS.map((kind) => {
          const type = t(kind);
          return (
            <li key={kind} className="flex items-center gap-2">
              <span className="flex flex-col">
                <span className="text-sm text-slate-900">{type}</span>
                <span className="text-xs text-slate-600">{t(HINTS[kind])}</span>
              </span>
              <Button
                variant="outline"
                size="icon"
                aria-label={t('decrease', { type })}
                disabled={value[kind] <= limits[kind].min}
                onClick={() => onStep(kind, -1)}
              >
                −
              </Button>
              <output
                aria-live="polite"
                aria-label={t('count', { type, count: value[kind] })}
                className="w-5 text-center tabular-nums"
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
                +
              </Button>
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
