'use client';

import { useTranslations } from 'next-intl';
import { SelectField } from '@/components/ui/select-field';
import type { OrderAddOnOfferData } from '@/lib/contract/add-on-orders';
import { formatMoney } from '@/lib/i18n/format';
import type { CheckInDraft } from './check-in-draft';

export type Extra = CheckInDraft['extras'][number];
type Passenger = { passengerId: string; name: string };

type Props = {
  offer: OrderAddOnOfferData;
  passengers: Passenger[];
  value: Extra[];
  locale: string;
  onChange: (next: Extra[]) => void;
};

/** The words of one pick for the confirmation ("20 kg checked baggage", the meal's name, priority boarding). */
export function extraName(
  offer: OrderAddOnOfferData,
  extra: Extra,
  words: { baggage: (kg: number) => string; priority: string },
): string {
  if (extra.kind === 'BAGGAGE') {
    const band = offer.baggage.find((b) => b.productCode === extra.productCode);
    return words.baggage(band?.weightKg ?? 0);
  }
  if (extra.kind === 'MEAL') return offer.meals.find((m) => m.productCode === extra.productCode)?.name ?? '';
  return words.priority;
}

/**
 * The add-ons still on sale at check-in (decision 22: /checkin/otherbuy), per passenger: extra checked baggage by
 * band (the airport's price beside it: online is 60% less), a meal, priority boarding. What airline-api says a
 * passenger cannot buy now is shown with the reason instead of the control (spec §5: not within 2 hours, not on
 * board, already bought).
 */
export function ExtrasPicker({ offer, passengers, value, locale, onChange }: Props) {
  const t = useTranslations('CheckInExtras');
  const money = (minor: number) => formatMoney(minor, offer.currency, locale);
  const pick = (passengerId: string, kind: Extra['kind']) =>
    value.find((x) => x.passengerId === passengerId && x.kind === kind);
  const set = (passengerId: string, kind: Extra['kind'], next: Extra | null) =>
    onChange([...value.filter((x) => !(x.passengerId === passengerId && x.kind === kind)), ...(next ? [next] : [])]);

  return (
    <ul className="space-y-4" data-testid="extras-picker">
      {passengers.map((p) => {
        const state = offer.passengers.find((x) => x.passengerId === p.passengerId);
        if (!state) return null;
        const id = (what: string) => `extra-${p.passengerId}-${what}`;
        const baggage = pick(p.passengerId, 'BAGGAGE');
        const meal = pick(p.passengerId, 'MEAL');
        const priority = pick(p.passengerId, 'PRIORITY');
        return (
          <li
            key={p.passengerId}
            className="space-y-3 rounded-md border border-slate-200 bg-white p-3"
            data-testid="extras-passenger"
          >
            <h3 className="break-words font-semibold text-slate-900">{p.name}</h3>
            <div>
              {state.baggage ? (
                <p className="text-sm text-slate-700" data-testid="extra-baggage-blocked">
                  {t('baggage')}: {t(`block.${state.baggage}`)}
                </p>
              ) : (
                <SelectField
                  id={id('baggage')}
                  label={t('baggage')}
                  aria-describedby={id('baggage-hint')}
                  value={baggage && baggage.kind === 'BAGGAGE' ? baggage.productCode : ''}
                  onChange={(e) =>
                    set(
                      p.passengerId,
                      'BAGGAGE',
                      e.target.value
                        ? { kind: 'BAGGAGE', passengerId: p.passengerId, productCode: e.target.value }
                        : null,
                    )
                  }
                >
                  <option value="">{t('none')}</option>
                  {/* Only the bands that fit under the baggage limit (decision 28). */}
                  {offer.baggage
                    .filter((b) => b.weightKg <= state.baggageRoomKg)
                    .map((b) => (
                      <option key={b.productCode} value={b.productCode}>
                        {t('baggageOption', { kg: b.weightKg, price: money(b.price), airport: money(b.airportPrice) })}
                      </option>
                    ))}
                </SelectField>
              )}
              <p id={id('baggage-hint')} className="mt-1 text-xs text-slate-600">
                {t('baggageAllowance', { free: state.freeBaggageKg, bought: state.boughtBaggageKg })}
              </p>
            </div>
            {state.meal ? (
              <p className="text-sm text-slate-700" data-testid="extra-meal-blocked">
                {t('meal')}: {t(`block.${state.meal}`)}
              </p>
            ) : (
              <SelectField
                id={id('meal')}
                label={t('meal')}
                value={meal && meal.kind === 'MEAL' ? meal.productCode : ''}
                onChange={(e) =>
                  set(
                    p.passengerId,
                    'MEAL',
                    e.target.value ? { kind: 'MEAL', passengerId: p.passengerId, productCode: e.target.value } : null,
                  )
                }
              >
                <option value="">{t('none')}</option>
                {offer.meals.map((m) => (
                  <option key={m.productCode} value={m.productCode}>
                    {t('mealOption', { name: m.name, price: money(m.price) })}
                  </option>
                ))}
              </SelectField>
            )}
            {state.priority ? (
              <p className="text-sm text-slate-700" data-testid="extra-priority-blocked">
                {t('priorityLine')}: {t(`block.${state.priority}`)}
              </p>
            ) : (
              <label className="flex min-h-6 items-start gap-3 text-slate-900">
                <input
                  type="checkbox"
                  className="mt-0.5 h-5 w-5 shrink-0"
                  checked={!!priority}
                  onChange={(e) =>
                    set(
                      p.passengerId,
                      'PRIORITY',
                      e.target.checked ? { kind: 'PRIORITY', passengerId: p.passengerId } : null,
                    )
                  }
                />
                <span>{t('priorityOption', { price: money(offer.priority.price) })}</span>
              </label>
            )}
          </li>
        );
      })}
    </ul>
  );
}
