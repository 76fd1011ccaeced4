import { PlainLink as Link } from '@/lib/i18n/intent-link';
import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { Passengers } from '@/lib/domain/search';
import type { StepperLeg } from './leg-stepper';

type Props = {
  legs: StepperLeg[];
  /** What the whole party pays for every chosen fare (airline-api's per-type prices). */
  totalText: string;
  passengers: Passengers;
  continueHref: string;
};

/** Every leg has a fare: the chosen flights, the party's total, and the way on to passenger details. */
export function SelectionSummary({ legs, totalText, passengers, continueHref }: Props) {
  const t = useTranslations('Booking');
  const f = useTranslations('FlightCard');
  const party = t('passengers', {
    adults: passengers.adults,
    children: passengers.children,
    infants: passengers.infants,
  });
  return (
    <Card as="section" padding="lg" aria-labelledby="selection-summary">
      <h2 id="selection-summary" className="text-xl font-semibold">
        {t('summaryHeading')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('summaryIntro')}</p>
      <ol className="mt-4 divide-y divide-slate-200">
        {legs.map((leg, i) => (
          <li key={i} className="flex flex-wrap items-center justify-between gap-2 py-3">
            <div>
              <p className="font-medium">
                {leg.label} · {t('route', { from: leg.fromName, to: leg.toName })}
              </p>
              <p className="text-sm text-slate-700">
                {leg.dateText}
                {leg.chosen?.flight &&
                  ` · ${leg.chosen.flight.flightNo} ${leg.chosen.flight.depClock}–${leg.chosen.flight.arrClock}`}
                {leg.chosen?.fare && ` · ${f('cabin')} ${f(`family${leg.chosen.fare.fareFamily}`)}`}
              </p>
            </div>
            <div className="flex items-center gap-3">
              {leg.chosen?.fare && <span className="font-semibold">{leg.chosen.fare.partyTotalText}</span>}
              <Link
                href={leg.changeHref}
                aria-label={t('changeChoiceLabel', { leg: leg.label })}
                className="inline-flex min-h-6 items-center text-sm text-brand-700 underline"
              >
                {t('changeChoice')}
              </Link>
            </div>
          </li>
        ))}
      </ol>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 border-t border-slate-200 pt-4">
        <dt className="text-slate-700">{t('summaryPassengers')}</dt>
        <dd>{party}</dd>
        <dt className="text-slate-700">{t('summaryTotal', { passengers: party })}</dt>
        <dd>
          <span className="text-2xl font-bold text-accent-700">{totalText}</span>{' '}
          <span className="text-xs text-slate-600">{t('summaryTaxNote')}</span>
        </dd>
      </dl>
      <div className="mt-5 flex flex-col items-end gap-2">
        <Link href={continueHref} className={buttonClass({ variant: 'accent', size: 'lg' })}>
          {t('continue')}
        </Link>
      </div>
    </Card>
  );
}
