import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button';
import { FEW_SEATS, type FareView } from './flight-view';

/** One fare family of a flight: total per adult, its breakdown, the rules, and the way to choose it. */
export function FareOption({ fare, flightNo }: { fare: FareView; flightNo: string }) {
  const t = useTranslations('FlightCard');
  const family = `${t('cabin')} · ${t(`family${fare.fareFamily}`)}`;
  const soldOut = fare.chooseHref === null;
  return (
    <li
      className={`flex flex-col rounded-md border p-3 ${soldOut ? 'border-slate-200 bg-slate-50' : 'border-slate-300'}`}
    >
      <p className="text-sm font-semibold text-brand-800">{family}</p>
      <p className="mt-1">
        <span className={`text-xl font-bold ${soldOut ? 'text-slate-500' : 'text-accent-700'}`}>{fare.totalText}</span>{' '}
        <span className="text-xs text-slate-600">{t('perAdult')}</span>
      </p>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-xs text-slate-600" aria-label={t('breakdown')}>
        <dt>{t('fare')}</dt>
        <dd>{fare.fareText}</dd>
        <dt>{t('airportFee')}</dt>
        <dd>{fare.airportFeeText}</dd>
        <dt>{t('fuelSurcharge')}</dt>
        <dd>{fare.fuelSurchargeText}</dd>
      </dl>
      <ul className="mt-2 space-y-0.5 text-xs text-slate-700">
        <li>{fare.checkedBaggageKg > 0 ? t('baggage', { kg: fare.checkedBaggageKg }) : t('noBaggage')}</li>
        <li>{fare.refundable ? t('refundable') : t('nonRefundable')}</li>
        <li>{fare.changeable ? t('changeable') : t('nonChangeable')}</li>
      </ul>
      <div className="mt-auto flex items-center justify-between gap-2 pt-3">
        <span className="text-xs font-medium text-accent-700">
          {soldOut ? t('soldOut') : fare.seatsLeft <= FEW_SEATS ? t('seatsLeft', { count: fare.seatsLeft }) : ''}
        </span>
        {fare.chooseHref && (
          <Link
            href={fare.chooseHref}
            aria-label={t('chooseLabel', { flightNo, family, price: fare.totalText })}
            className={buttonClass({ variant: 'accent', size: 'sm' })}
          >
            {t('choose')}
          </Link>
        )}
      </div>
    </li>
  );
}
