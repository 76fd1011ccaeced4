'use client';

import { useTranslations } from 'next-intl';
import type { SavedPassenger } from '@/lib/contract/saved-passengers';
import type { PassengerType } from '@/lib/domain/passenger-rules';

/** Members fill a slot from a saved passenger of the same type. */
export function SavedPassengerPicker({
  id,
  type,
  saved,
  onPick,
}: {
  id: string;
  type: PassengerType;
  saved: SavedPassenger[];
  onPick: (p: SavedPassenger) => void;
}) {
  const t = useTranslations('BookingFunnel');
  const fitting = saved.filter((p) => p.type === type);
  if (fitting.length === 0) return null;
  return (
    <div className="mt-2">
      <label htmlFor={id} className="mr-2 text-sm font-medium text-slate-800">
        {t('savedPassengers')}
      </label>
      <select
        id={id}
        defaultValue=""
        className="rounded-md border border-slate-400 bg-white px-2 py-1 text-sm"
        onChange={(e) => {
          const picked = fitting.find((p) => p.passengerId === e.target.value);
          if (picked) onPick(picked);
        }}
      >
        <option value="">{t('choose')}</option>
        {fitting.map((p) => (
          <option key={p.passengerId} value={p.passengerId}>
            {p.name || `${p.surname ?? ''}/${p.givenName ?? ''}`}
          </option>
        ))}
      </select>
    </div>
  );
}
