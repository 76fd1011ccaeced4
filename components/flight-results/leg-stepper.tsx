import { PlainLink as Link } from '@/lib/i18n/intent-link';
import { useTranslations } from 'next-intl';
import type { FareView, FlightView } from './flight-view';

export type StepperLeg = {
  label: string;
  fromName: string;
  toName: string;
  dateText: string;
  /** The fare chosen on this leg; flight details are null when the search could not be read. */
  chosen: { flight: FlightView | null; fare: FareView | null; flightId: string } | null;
  /** Where "change" goes: this leg's choice and later ones removed. */
  changeHref: string;
};

/** "1 去程 → 2 回程" / "第1程 … 第4程": done legs with their chosen flight, the current one marked. */
export function LegStepper({ legs, current }: { legs: StepperLeg[]; current: number }) {
  const t = useTranslations('Booking');
  const f = useTranslations('FlightCard');
  return (
    <nav aria-label={t('stepsLabel')}>
      <ol className="flex flex-col gap-2 sm:flex-row">
        {legs.map((leg, i) => {
          const state = i < current ? 'done' : i === current ? 'current' : 'upcoming';
          return (
            <li
              key={i}
              aria-current={state === 'current' ? 'step' : undefined}
              className={`flex-1 rounded-lg border p-3 text-sm ${
                state === 'current' ? 'border-brand-700 bg-brand-50' : 'border-slate-200 bg-white'
              }`}
            >
              <p className="flex items-center gap-2">
                <span
                  aria-hidden="true"
                  className={`flex h-6 w-6 items-center justify-center rounded-full text-xs font-bold ${
                    state === 'upcoming' ? 'bg-slate-200 text-slate-700' : 'bg-brand-700 text-white'
                  }`}
                >
                  {state === 'done' ? '✓' : i + 1}
                </span>
                <span className="font-semibold">{leg.label}</span>
                <span className="sr-only">
                  {t(state === 'done' ? 'stepDone' : state === 'current' ? 'stepCurrent' : 'stepUpcoming')}
                </span>
              </p>
              <p className="mt-1 text-slate-700">
                {t('route', { from: leg.fromName, to: leg.toName })} · {leg.dateText}
              </p>
              {leg.chosen && (
                <div className="mt-1 flex flex-wrap items-center justify-between gap-2 text-slate-700">
                  <span>
                    {leg.chosen.flight
                      ? `${leg.chosen.flight.flightNo} ${leg.chosen.flight.depClock}–${leg.chosen.flight.arrClock}`
                      : leg.chosen.flightId}
                    {leg.chosen.fare &&
                      ` · ${t('chosenFare', { family: f(`family${leg.chosen.fare.fareFamily}`), price: leg.chosen.fare.partyTotalText })}`}
                  </span>
                  <Link
                    href={leg.changeHref}
                    aria-label={t('changeChoiceLabel', { leg: leg.label })}
                    className="inline-flex min-h-6 items-center text-brand-700 underline hover:text-brand-800"
                  >
                    {t('changeChoice')}
                  </Link>
                </div>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
