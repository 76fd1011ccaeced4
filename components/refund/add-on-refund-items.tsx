'use client';

import { useTranslations } from 'next-intl';
import { Controller, type Control } from 'react-hook-form';
import type { AddOnRefundItem } from '@/lib/contract/add-on-refund';
import type { Currency } from '@/lib/contract/common';
import type { OrderDetail } from '@/lib/contract/order';
import { formatMoney } from '@/lib/i18n/format';
import { formatRefundTime } from './refund-format';
import type { AddOnRefundValues } from './use-add-on-refund-commit';

type Props = {
  control: Control<AddOnRefundValues>;
  id: string;
  items: AddOnRefundItem[];
  segments: OrderDetail['segments'];
  currency: Currency;
  locale: string;
  /** A choice was made: what was said about the last one goes. */
  onToggle: () => void;
  disabled: boolean;
};

/** The add-ons by flight (in the order's segment order), then the order's own (the mailed itinerary). */
function groupsOf(items: AddOnRefundItem[], segments: OrderDetail['segments']) {
  const bySegment = [...segments]
    .sort((a, b) => a.segIndex - b.segIndex)
    .map((segment) => ({
      key: `segment-${segment.segIndex}`,
      segment,
      items: items.filter((i) => i.segmentIndex === segment.segIndex),
    }));
  const whole = { key: 'order', segment: null, items: items.filter((i) => i.segmentIndex === null) };
  return [...bySegment, whole].filter((g) => g.items.length > 0);
}

/** The order's add-ons by flight, each with what comes back and until when, or why it cannot be refunded now. */
export function AddOnRefundItems({ control, id, items, segments, currency, locale, onToggle, disabled }: Props) {
  const t = useTranslations('AddOnRefund');
  const money = (minor: number) => formatMoney(minor, currency, locale);
  return (
    <Controller
      control={control}
      name="addOnIds"
      render={({ field }) => (
        <>
          {groupsOf(items, segments).map((group) => (
            <fieldset key={group.key} className="min-w-0 rounded-md border border-slate-200 p-3">
              <legend className="px-1 text-sm font-medium text-slate-800">
                {group.segment
                  ? t('segment', {
                      flightNo: group.segment.flightNo,
                      from: group.segment.depCityName,
                      to: group.segment.arrCityName,
                      date: group.segment.flightDate,
                    })
                  : t('wholeOrder')}
              </legend>
              <ul className="divide-y divide-slate-100">
                {group.items.map((item) => {
                  const inputId = `${id}-${item.addOnId}`;
                  const open = item.block === null;
                  const describe = (
                    <>
                      <span className="block font-medium break-words text-slate-900">
                        {[item.name, item.seatNo].filter(Boolean).join(' ')}
                      </span>
                      {item.passengerName && (
                        <span className="block text-sm break-words text-slate-700">{item.passengerName}</span>
                      )}
                      {open && item.refundableUntil && (
                        <span className="block text-xs text-slate-600">
                          {t('until', { time: formatRefundTime(item.refundableUntil, locale) })}
                        </span>
                      )}
                    </>
                  );
                  const amount = (
                    <span className="shrink-0 text-right text-sm">
                      <span className="block font-semibold text-slate-900">{money(item.amount)}</span>
                      {item.points > 0 && (
                        <span className="block text-xs text-slate-700">{t('points', { points: item.points })}</span>
                      )}
                    </span>
                  );
                  return (
                    <li key={item.addOnId} className="py-2">
                      {open ? (
                        <label htmlFor={inputId} className="flex min-h-8 cursor-pointer items-start gap-3">
                          <input
                            id={inputId}
                            type="checkbox"
                            className="mt-0.5 h-6 w-6 shrink-0"
                            checked={field.value.includes(item.addOnId)}
                            disabled={disabled}
                            onChange={(e) => {
                              const ids = field.value.filter((x) => x !== item.addOnId);
                              field.onChange(e.target.checked ? [...ids, item.addOnId] : ids);
                              onToggle();
                            }}
                          />
                          <span className="min-w-0 flex-1">{describe}</span>
                          {amount}
                        </label>
                      ) : (
                        <div className="flex items-start gap-3 pl-9">
                          <span className="min-w-0 flex-1">
                            {describe}
                            <span className="block text-sm text-amber-900">{t(`block.${item.block!}`)}</span>
                          </span>
                          {amount}
                        </div>
                      )}
                    </li>
                  );
                })}
              </ul>
            </fieldset>
          ))}
        </>
      )}
    />
  );
}
