import { PlainLink as Link } from '@/lib/i18n/intent-link';
import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button';
import { FEW_SEATS, type FareView, type PartyView } from './flight-view';

/**
 * One fare family of a flight: the party's total (each passenger type's price when there is more than one
 * adult or any child), the adult breakdown, the rules, and the way to choose it.
 */
export function FareOption({ fare, flightNo, party }: { fare: FareView; flightNo: string; party: PartyView }) {
  const t = useTranslations('FlightCard');
  const family = `${t('cabin')} · ${t(`family${fare.fareFamily}`)}`;
  const soldOut = fare.seatsLeft === 0;
  const tooFew = !soldOut && fare.chooseHref === null;
  return (
    <li
      className={`flex flex-col rounded-md border p-3 ${fare.chooseHref ? 'border-slate-300' : 'border-slate-200 bg-slate-50'}`}
    >
      <p className="text-sm font-semibold text-brand-800">{family}</p>
      <p className="mt-1">
        <span className={`text-xl font-bold ${fare.chooseHref ? 'text-accent-700' : 'text-slate-600'}`}>
          {fare.partyTotalText}
        </span>{' '}
        <span className="text-xs text-slate-600">
          {party.single ? t('perAdult') : t('perParty', { passengers: party.text })}
        </span>
      </p>
      {!party.single && (
        <ul className="mt-1 text-xs text-slate-700" aria-label={t('partyBreakdown')}>
          {fare.partyLines.map((line) => (
            <li key={line.type}>{t(`partyLine${line.type}`, { count: line.count, price: line.eachText })}</li>
          ))}
        </ul>
      )}
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-xs text-slate-600" aria-label={t('adultBreakdown')}>
        <dt>{t('fare')}</dt>
        <dd>{fare.fareText}</dd>
        <dt>{t('airportFee')}</dt>
        <dd>{fare.airportFeeText}</dd>
        <dt>{t('fuelSurcharge')}</dt>
        <dd>{fare.fuelSurchargeText}</dd>
        {fare.otherTaxText && (
          <>
            <dt>{t('otherTax')}</dt>
            <dd>{fare.otherTaxText}</dd>
          </>
        )}
      </dl>
      <ul className="mt-2 space-y-0.5 text-xs text-slate-700">
        <li>{fare.checkedBaggageKg > 0 ? t('baggage', { kg: fare.checkedBaggageKg }) : t('noBaggage')}</li>
        <li>{fare.refundable ? t('refundable') : t('nonRefundable')}</li>
        <li>{fare.changeable ? t('changeable') : t('nonChangeable')}</li>
      </ul>
      <div className="mt-auto flex items-center justify-between gap-2 pt-3">
        <span className="text-xs font-medium text-accent-700">
          {soldOut
            ? t('soldOut')
            : tooFew
              ? t('tooFewSeats', { seats: party.seats })
              : fare.seatsLeft <= FEW_SEATS
                ? t('seatsLeft', { count: fare.seatsLeft })
                : ''}
        </span>
        {fare.chooseHref && (
          <Link
            href={fare.chooseHref}
            aria-label={t('chooseLabel', { flightNo, family, price: fare.partyTotalText })}
            className={buttonClass({ variant: 'accent', size: 'sm' })}
          >
            {t('choose')}
          </Link>
        )}
      </div>
    </li>
  );
}
