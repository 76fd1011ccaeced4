'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SelectField } from '@/components/ui/select-field';
import type { AddOnCatalogue } from '@/lib/contract/add-on-catalogue';
import { toggleInsurance, withProduct } from './add-on-price';
import { BaggageBands } from './baggage-bands';
import type { Ancillaries } from './draft-store';

type Segment = AddOnCatalogue['segments'][number];
type ServicePassenger = { index: number; label: string; type: 'ADT' | 'CHD' | 'INF' };

type Props = {
  segment: Segment;
  label: string;
  passengers: ServicePassenger[];
  insurance: AddOnCatalogue['insurance'];
  selection: Ancillaries;
  money: (minor: number) => string;
  onChange: (next: Ancillaries) => void;
  onOpenSeats: () => void;
};

/** One flight's add-ons, per passenger: baggage, meal, priority boarding, insurance, and the chosen seat. */
export function SegmentServices({
  segment,
  label,
  passengers,
  insurance,
  selection,
  money,
  onChange,
  onOpenSeats,
}: Props) {
  const t = useTranslations('BookingFunnel');
  const seg = segment.segIndex;
  const bandsId = `bands-${seg}`;
  return (
    <Card as="section" aria-labelledby={`seg-${seg}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`seg-${seg}`} className="text-lg font-semibold">
          {label}
        </h2>
        <Button variant="outline" size="sm" onClick={onOpenSeats}>
          {t('chooseSeats', { flight: label })}
        </Button>
      </div>
      <div className="mt-2">
        <BaggageBands id={bandsId} baggage={segment.baggage} money={money} />
      </div>
      <ul className="mt-3 flex flex-col gap-4">
        {passengers.map((p) => {
          const at = { passenger: p.index, segment: seg };
          const find = <T extends { passenger: number; segment: number }>(list: T[]) =>
            list.find((x) => x.passenger === p.index && x.segment === seg);
          const id = (what: string) => `s${seg}-p${p.index}-${what}`;
          const seat = find(selection.seats)?.seatNo;
          return (
            <li key={p.index} className="border-t border-slate-200 pt-3">
              <p className="font-medium">
                {p.label}
                {seat && <span className="ml-2 text-sm text-brand-800">{t('seatChosen', { seat })}</span>}
              </p>
              <div className="mt-2 grid gap-3 sm:grid-cols-2">
                {p.type !== 'INF' && (
                  <>
                    <SelectField
                      id={id('baggage')}
                      label={t('baggageFor', { name: p.label })}
                      disabled={!segment.baggage.onSale}
                      aria-describedby={bandsId}
                      value={find(selection.baggage)?.productCode ?? ''}
                      onChange={(e) => {
                        const code = e.target.value;
                        onChange({
                          ...selection,
                          baggage: withProduct(selection.baggage, at, code ? { ...at, productCode: code } : null),
                        });
                      }}
                    >
                      <option value="">{t('none')}</option>
                      {segment.baggage.bands.map((b) => (
                        <option key={b.productCode} value={b.productCode}>
                          {t('baggageOption', {
                            kg: b.weightKg,
                            price: money(b.price),
                            airport: money(b.airportPrice),
                          })}
                        </option>
                      ))}
                    </SelectField>
                    <SelectField
                      id={id('meal')}
                      label={t('mealFor', { name: p.label })}
                      value={find(selection.meals)?.productCode ?? ''}
                      onChange={(e) => {
                        const code = e.target.value;
                        onChange({
                          ...selection,
                          meals: withProduct(selection.meals, at, code ? { ...at, productCode: code } : null),
                        });
                      }}
                    >
                      <option value="">{t('none')}</option>
                      {segment.meals.map((m) => (
                        <option key={m.productCode} value={m.productCode}>
                          {`${m.name} · ${money(m.price)}`}
                        </option>
                      ))}
                    </SelectField>
                    <label className="inline-flex min-h-8 items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        className="h-5 w-5 shrink-0"
                        checked={Boolean(find(selection.priority))}
                        onChange={(e) =>
                          onChange({
                            ...selection,
                            priority: withProduct(selection.priority, at, e.target.checked ? at : null),
                          })
                        }
                      />
                      {t('priorityFor', { name: p.label, price: money(segment.priority.price) })}
                    </label>
                  </>
                )}
                <fieldset className="text-sm">
                  <legend className="font-medium">{t('insuranceFor', { name: p.label })}</legend>
                  {insurance.map((ins) => (
                    <label key={ins.productCode} className="mr-4 inline-flex min-h-8 items-center gap-2">
                      <input
                        type="checkbox"
                        className="h-5 w-5 shrink-0"
                        checked={selection.insurance.some(
                          (x) => x.passenger === p.index && x.segment === seg && x.productCode === ins.productCode,
                        )}
                        onChange={(e) =>
                          onChange({
                            ...selection,
                            insurance: toggleInsurance(selection.insurance, at, ins.productCode, e.target.checked),
                          })
                        }
                      />
                      {`${ins.name} · ${money(ins.price)}`}
                    </label>
                  ))}
                </fieldset>
              </div>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
