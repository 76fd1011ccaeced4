'use client';

import { useLocale, useTranslations } from 'next-intl';
import { yuanOf } from './reminder-format';
import type { PriceState } from './use-lowest-fare';

/** The lowest fare now of the window (or why it is not shown), announced as it changes. */
export function PriceNow({ state }: { state: PriceState }) {
  const t = useTranslations('LowPriceRemind');
  const locale = useLocale();
  let text = '';
  if (state.kind === 'loading') text = t('priceLoading');
  if (state.kind === 'failed') text = t('priceFailed');
  const ok = state.kind === 'ok' ? state.price : null;
  return (
    <div role="status" className="text-sm" data-testid="lpr-price" data-state={state.kind}>
      {text && <p className={state.kind === 'failed' ? 'text-red-700' : 'text-slate-600'}>{text}</p>}
      {ok &&
        (ok.lowest ? (
          <p className="text-slate-800">
            {t('lowestNow', {
              price: yuanOf(ok.lowest.total, locale),
              flightNo: ok.lowest.flightNo,
              date: ok.lowest.flightDate,
              time: ok.lowest.depTime,
            })}
          </p>
        ) : (
          <p className="text-slate-700">{t('noFlights')}</p>
        ))}
      {ok?.fullFare != null && (
        <p className="text-slate-600">{t('fullFare', { price: yuanOf(ok.fullFare, locale) })}</p>
      )}
    </div>
  );
}
