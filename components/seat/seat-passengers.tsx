'use client';

import { useTranslations } from 'next-intl';
import type { SeatPassenger } from '@/lib/contract';
import type { SeatPick } from './seat-picks';

type Props = {
  id: string;
  passengers: SeatPassenger[];
  /** The passenger the next seat pressed goes to. */
  who: string | null;
  picks: SeatPick[];
  money: (minor: number) => string;
  onWho: (passengerId: string) => void;
};

/**
 * Who the next seat goes to: each passenger a radio with their current seat, their new one, the changes left, and
 * why they cannot buy a seat (then disabled).
 */
export function SeatPassengers({ id, passengers, who, picks, money, onWho }: Props) {
  const t = useTranslations('SeatSelection');
  return (
    <fieldset className="min-w-0">
      <legend id={`${id}-passengers`} className="text-sm font-medium text-slate-900">
        {t('picker.passengers')}
      </legend>
      <ul className="mt-1 space-y-2">
        {passengers.map((p) => {
          const pick = picks.find((x) => x.passengerId === p.passengerId);
          const stateId = `${id}-${p.passengerId}-state`;
          return (
            <li key={p.passengerId}>
              <label
                className={`flex min-h-10 items-start gap-2 rounded-md border px-3 py-2 text-sm ${
                  p.block
                    ? 'cursor-not-allowed border-slate-200 bg-slate-50 text-slate-600'
                    : 'cursor-pointer border-slate-300 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50'
                }`}
              >
                <input
                  type="radio"
                  name={`${id}-passenger`}
                  className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
                  checked={who === p.passengerId}
                  disabled={p.block !== null}
                  aria-describedby={stateId}
                  onChange={() => onWho(p.passengerId)}
                />
                <span className="min-w-0 break-words">
                  <span className="font-medium text-slate-900">
                    {p.name} ({t(`picker.type.${p.type}`)}
                    {p.withInfant ? `, ${t('picker.withInfant')}` : ''})
                  </span>
                  <span id={stateId} className="block">
                    {p.seatNo ? t('picker.current', { seat: p.seatNo }) : t('picker.noSeat')}
                    {pick && <> · {t('picker.newSeat', { seat: pick.seatNo, price: money(pick.price) })}</>}
                    {p.block ? (
                      <span className="block text-amber-900">{t(`picker.block.${p.block}`)}</span>
                    ) : (
                      p.seatNo && <span className="block">{t('picker.changesLeft', { count: p.changesLeft })}</span>
                    )}
                  </span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
