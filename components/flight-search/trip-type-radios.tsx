'use client';

import { useTranslations } from 'next-intl';
import type { TripType } from '@/lib/domain/search';

const TRIP_TYPES: { value: TripType; key: 'oneWay' | 'roundTrip' | 'multiCity' }[] = [
  { value: 'OW', key: 'oneWay' },
  { value: 'RT', key: 'roundTrip' },
  { value: 'MT', key: 'multiCity' },
];

/** One way / round trip / multi-city as a native radio group (arrow keys come with it). */
export function TripTypeRadios({
  id,
  name,
  value,
  onChange,
}: {
  id: string;
  name: string;
  value: TripType;
  onChange: (t: TripType) => void;
}) {
  const t = useTranslations('SearchForm');
  return (
    <fieldset id={id} tabIndex={-1} className="flex flex-wrap items-center gap-2">
      <legend className="sr-only">{t('tripType')}</legend>
      {TRIP_TYPES.map((trip) => (
        <label
          key={trip.value}
          className={`cursor-pointer rounded-full border px-4 py-1.5 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700 ${
            value === trip.value
              ? 'border-brand-700 bg-brand-700 text-white'
              : 'border-slate-300 bg-white text-slate-800 hover:border-brand-700'
          }`}
        >
          <input
            type="radio"
            name={name}
            value={trip.value}
            checked={value === trip.value}
            onChange={() => onChange(trip.value)}
            className="sr-only"
          />
          {t(trip.key)}
        </label>
      ))}
    </fieldset>
  );
}
