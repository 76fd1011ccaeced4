'use client';

import { useTranslations } from 'next-intl';
import { SelectField } from '@/components/ui/select-field';
import type { AddOnPassenger, AddOnSegment } from '@/lib/contract/add-ons';
import type { AddOnPick } from './add-on-draft';
import { blockOf, type PassengerKind } from './add-on-shop-rules';

type PassengerProps = {
  kind: PassengerKind;
  seg: AddOnSegment;
  passenger: AddOnPassenger;
  picks: AddOnPick[];
  maxBaggageKg: number;
  money: (minor: number) => string;
  onChoose: (productCode: string | null, on?: boolean) => void;
};

/** One passenger: the control of the kind, or why they cannot buy it now. */
export function AddOnPassengerChoice({
  kind,
  seg,
  passenger: p,
  picks,
  maxBaggageKg,
  money,
  onChoose,
}: PassengerProps) {
  const t = useTranslations('AddOnShop');
  const id = (what: string) => `addon-${seg.segmentIndex}-${p.passengerId}-${what}`;
  const block = blockOf(p, kind);
  const picked = (code?: string) =>
    picks.find((x) => x.kind === kind && (code === undefined || ('productCode' in x && x.productCode === code)));
  const pickedCode = (() => {
    const x = picked();
    return x && 'productCode' in x ? x.productCode : '';
  })();

  const allowance =
    kind === 'BAGGAGE' && p.type !== 'INF' ? (
      <p id={id('allowance')} className="text-sm text-slate-700">
        {t('baggage.allowance', {
          free: p.freeBaggageKg,
          bought: p.boughtBaggageKg,
          room: p.baggageRoomKg,
          max: maxBaggageKg,
        })}
      </p>
    ) : null;

  return (
    <li
      className="min-w-0 space-y-2 rounded-md border border-slate-200 p-3"
      data-testid="addon-passenger"
      data-passenger-id={p.passengerId}
    >
      <p className="font-semibold break-words text-slate-900">
        {p.name} <span className="text-sm font-normal text-slate-700">· {t(`passengerType.${p.type}`)}</span>
      </p>
      {allowance}
      {block ? (
        <p className="text-sm text-amber-900" data-testid="addon-blocked" data-block={block}>
          {kind === 'EXTRA_SEAT' && (block === 'limitReached' || block === 'checkedIn')
            ? t(`extraSeat.${block}`)
            : t(`blocks.${block}`)}
        </p>
      ) : kind === 'BAGGAGE' ? (
        <SelectField
          id={id('baggage')}
          label={t('baggage.label', { name: p.name })}
          aria-describedby={allowance ? id('allowance') : undefined}
          value={pickedCode}
          onChange={(e) => onChoose(e.target.value || null)}
          data-testid="baggage-select"
        >
          <option value="">{t('baggage.none')}</option>
          {seg.baggage
            .filter((b) => b.weightKg <= p.baggageRoomKg)
            .map((b) => (
              <option key={b.productCode} value={b.productCode}>
                {t('baggage.option', { weight: b.weightKg, price: money(b.price), airport: money(b.airportPrice) })}
              </option>
            ))}
        </SelectField>
      ) : kind === 'MEAL' ? (
        <SelectField
          id={id('meal')}
          label={t('meal.label', { name: p.name })}
          value={pickedCode}
          onChange={(e) => onChoose(e.target.value || null)}
          data-testid="meal-select"
        >
          <option value="">{t('meal.none')}</option>
          {seg.meals.map((m) => (
            <option key={m.productCode} value={m.productCode}>
              {t('meal.option', { name: m.name, description: m.description, price: money(m.price) })}
            </option>
          ))}
        </SelectField>
      ) : kind === 'INSURANCE' ? (
        <fieldset className="min-w-0 space-y-2">
          <legend className="text-sm font-medium text-slate-900">{t('insurance.legend', { name: p.name })}</legend>
          {seg.insurance.map((product) => {
            const held = p.insuranceHeld.includes(product.productCode);
            const boxId = id(`ins-${product.productCode}`);
            return (
              <label key={product.productCode} htmlFor={boxId} className="flex min-h-8 cursor-pointer gap-2 text-sm">
                <input
                  id={boxId}
                  type="checkbox"
                  className="mt-0.5 h-6 w-6 shrink-0"
                  checked={held || !!picked(product.productCode)}
                  disabled={held}
                  onChange={(e) => onChoose(product.productCode, e.target.checked)}
                  data-testid="insurance-option"
                />
                <span className="min-w-0 break-words">
                  <span className="font-medium text-slate-900">
                    {t('insurance.option', { name: product.name, price: money(product.price) })}
                  </span>
                  {held && <span className="text-slate-700"> · {t('insurance.held')}</span>}
                  <span className="block text-slate-700">
                    {t('insurance.coverage', { coverage: product.coverage, payout: product.maxPayoutYuan })}
                  </span>
                </span>
              </label>
            );
          })}
        </fieldset>
      ) : kind === 'EXTRA_SEAT' ? (
        <label htmlFor={id('extra-seat')} className="flex min-h-8 cursor-pointer items-center gap-2 text-sm">
          <input
            id={id('extra-seat')}
            type="checkbox"
            className="h-6 w-6 shrink-0"
            checked={!!picked()}
            onChange={(e) => onChoose('EXTRA_SEAT', e.target.checked)}
          />
          <span className="font-medium text-slate-900">
            {t('extraSeat.option', { name: p.name, price: money(p.extraSeatPrice ?? 0) })}
          </span>
        </label>
      ) : (
        <label htmlFor={id('priority')} className="flex min-h-8 cursor-pointer items-center gap-2 text-sm">
          <input
            id={id('priority')}
            type="checkbox"
            className="h-6 w-6 shrink-0"
            checked={!!picked()}
            onChange={(e) => onChoose('PRIORITY', e.target.checked)}
            data-testid="priority-option"
          />
          <span className="font-medium text-slate-900">
            {t('priority.option', { name: p.name, price: money(seg.priority.price) })}
          </span>
        </label>
      )}
    </li>
  );
}
