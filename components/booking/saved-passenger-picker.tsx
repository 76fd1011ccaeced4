'use client';

import { useTranslations } from 'next-intl';
import { fieldControlClass } from '@/components/ui/field';
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
    <div className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {t('savedPassengers')}
      </label>
      <select
        id={id}
        defaultValue=""
        className={fieldControlClass(false, 'min-h-11 max-w-full')}
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
