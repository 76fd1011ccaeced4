import { useTranslations } from 'next-intl';
import { seatsNeeded } from '@/lib/domain/party-price';
import type { SearchCriteria } from '@/lib/domain/search';
import type { FareChoice } from '@/lib/schemas/search-url';
import { FlightList } from '@/components/flight-results/flight-list';
import type { StepperLeg } from '@/components/flight-results/leg-stepper';
import { PriceCalendarLauncher } from '@/components/flight-results/price-calendar-launcher';
import { DepartureRecommendations } from '@/components/flight-results/departure-recommendations';
import { RouteRecommendations } from '@/components/flight-results/route-recommendations';
import { SearchNotice } from '@/components/flight-results/search-notice';
import { buttonClass } from '@/components/ui/button';
import type { BookingModel } from './booking-model';
import { StreamedStrip } from './streamed-strip';

type Props = {
  leg: StepperLeg;
  model: NonNullable<BookingModel['current']>;
  criteria: SearchCriteria;
  choices: FareChoice[];
  retryHref: string;
};

/** The leg being chosen: its heading, the price strip and calendar, then its flights or why there are none. */
export function CurrentLeg({ leg, model, criteria, choices, retryHref }: Props) {
  const t = useTranslations('Booking');
  const { outcome, strip, currency } = model;
  const { passengers } = criteria;
  const departure = criteria.legs[choices.length]?.from;
  const party = {
    text: t('passengers', { adults: passengers.adults, children: passengers.children, infants: passengers.infants }),
    single: passengers.adults === 1 && passengers.children === 0 && passengers.infants === 0,
    seats: seatsNeeded(passengers),
  };
  return (
    <section aria-labelledby="current-leg">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id="current-leg" className="text-xl font-semibold">
            {t('legHeading', { leg: leg.label, from: leg.fromName, to: leg.toName })}
          </h2>
          <p className="text-sm text-slate-700">{t('legDate', { date: leg.dateText })}</p>
        </div>
        {strip && (
          <PriceCalendarLauncher
            key={strip.selected}
            route={strip.route}
            selected={strip.selected}
            bounds={strip.bounds}
            currency={currency}
            criteria={criteria}
            choices={choices}
          />
        )}
      </div>
      {strip && (
        <div className="mb-4">
          {/* Keyed by the date: a new date (from the calendar too) puts it back at the fourth position. */}
          <StreamedStrip
            key={strip.selected}
            route={strip.route}
            selected={strip.selected}
            bounds={strip.bounds}
            initialStart={strip.initialStart}
            initialPrices={strip.initialPrices}
            currency={currency}
            criteria={criteria}
            choices={choices}
          />
        </div>
      )}
      {outcome.kind === 'flights' && <FlightList flights={outcome.flights} party={party} />}
      {outcome.kind === 'empty' && <SearchNotice tone="info" title={t('noFlights')} hint={t('noFlightsHint')} />}
      {outcome.kind === 'routeNotOpen' && (
        <SearchNotice tone="info" title={outcome.message} hint={t('routeNotOpenHint')} />
      )}
      {outcome.kind === 'dateNotAvailable' && (
        <SearchNotice tone="info" title={outcome.message} hint={t('dateNotAvailableHint')} />
      )}
      {outcome.kind === 'failed' && (
        <SearchNotice
          tone="error"
          title={t('searchFailed')}
          hint={outcome.message}
          action={
            // A full reload asks upstream again; it works before the page is interactive too.
            <a href={retryHref} className={buttonClass({ variant: 'primary' })}>
              {t('retry')}
            </a>
          }
        />
      )}
      <RouteRecommendations items={model.recommendations} />
      {(outcome.kind === 'empty' || outcome.kind === 'routeNotOpen') && departure && (
        <DepartureRecommendations dep={departure.code} fromName={leg.fromName} passengers={passengers} />
      )}
    </section>
  );
}
