import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { MAX_DAYS_AHEAD, MAX_LEGS, MAX_PASSENGERS, validateSearch, type Place } from '@/lib/domain/search';
import { formatSearchUrl } from '@/lib/domain/search-url-format';
import { isLocale } from '@/lib/i18n/routing';
import { parseSearchUrl } from '@/lib/schemas/search-url';
import { airlineToday } from '@/lib/domain/airline-time';
import { legLabel } from '@/components/flight-results/leg-label';
import { LegStepper } from '@/components/flight-results/leg-stepper';
import { SearchNotice } from '@/components/flight-results/search-notice';
import { SearchProblem } from '@/components/flight-results/search-problem';
import { RouteTips } from '@/components/flight-results/route-tips';
import { SelectionSummary } from '@/components/flight-results/selection-summary';
import { buttonClass } from '@/components/ui/button';
import { ModifySearch } from '@/components/flight-search/modify-search';
import { CurrentLeg } from './current-leg';
import { loadBooking } from './load-booking';
import { loadRouteTips } from './load-tips';
import { searchSummary } from './search-summary';
import { privatePageMetadata, type QueryPageProps } from '@/lib/i18n/page-metadata';

type Props = QueryPageProps;

export const generateMetadata = privatePageMetadata('Metadata', 'bookingTitle');

/** /book/booking: choose flights leg by leg, rendered from the URL so a result can be shared and reloaded. */
export default async function BookingPage({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const [t, all] = await Promise.all([getTranslations('Booking'), getTranslations()]);
  const today = airlineToday();
  const parsed = parseSearchUrl(await searchParams);
  if (!parsed) return <SearchProblem messages={[t('invalidSearchLink')]} homeHref={`/${locale}`} />;

  const issues = validateSearch(parsed.criteria, today);
  const summary = await searchSummary(locale, parsed.criteria);
  const modify = (defaultOpen: boolean) => (
    <ModifySearch
      // A new search starts with the bar as the page decides (closed on results).
      key={formatSearchUrl(parsed.criteria)}
      routeText={summary.routeText}
      detailText={summary.detailText}
      criteria={parsed.criteria}
      cities={summary.cities}
      today={today}
      defaultOpen={defaultOpen}
    />
  );
  if (issues.length > 0) {
    const nameOf = (place: Place | null) =>
      summary.cities.find((c) => c.code === place?.code && c.type === place?.type)?.name ?? place?.code ?? '';
    const messages = issues.map(({ key, leg }) => {
      const legCriteria = parsed.criteria.legs[leg ?? 0];
      const values = {
        days: MAX_DAYS_AHEAD,
        max: MAX_LEGS,
        passengers: MAX_PASSENGERS,
        from: nameOf(legCriteria?.from ?? null),
        to: nameOf(legCriteria?.to ?? null),
      };
      const message = all.has(`SearchErrors.${key}`) ? all(`SearchErrors.${key}`, values) : t('issueFallback');
      if (leg === null || parsed.criteria.legs.length < 2) return message;
      return t('issueOnLeg', { leg: legLabel(t, parsed.criteria.tripType, leg), message });
    });
    // The search to fix stays at hand: the form opens prefilled below the problems.
    return (
      <SearchProblem messages={[...new Set(messages)]} homeHref={`/${locale}`}>
        {modify(true)}
      </SearchProblem>
    );
  }

  const [model, tips] = await Promise.all([
    loadBooking(locale, parsed.criteria, parsed.choices, today),
    loadRouteTips(locale, parsed.criteria),
  ]);
  const { passengers } = parsed.criteria;
  return (
    // A page made while an airline answer failed is not kept for the next visitor (scripts/lib/page-cache.mjs).
    <div className="mx-auto max-w-6xl px-4 py-6" data-page-cache={model.whole ? undefined : 'skip'}>
      <div className="mb-4">{modify(false)}</div>
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold">{t('heading')}</h1>
        <p className="text-sm text-slate-700">
          {t('passengers', { adults: passengers.adults, children: passengers.children, infants: passengers.infants })}
        </p>
      </div>
      <RouteTips tips={tips.tips} legs={tips.legs} />
      <LegStepper legs={model.stepper} current={model.legIndex} />
      <div className="mt-6">
        {model.current ? (
          <CurrentLeg
            leg={model.stepper[model.legIndex]!}
            model={model.current}
            criteria={parsed.criteria}
            choices={parsed.choices}
            retryHref={model.retryHref}
          />
        ) : model.failure ? (
          <SearchNotice
            tone="error"
            title={t('searchFailed')}
            hint={model.failure}
            action={
              <a href={model.retryHref} className={buttonClass({ variant: 'primary' })}>
                {t('retry')}
              </a>
            }
          />
        ) : (
          model.summary && (
            <SelectionSummary
              legs={model.stepper}
              passengers={passengers}
              totalText={model.summary.totalText}
              continueHref={model.summary.continueHref}
            />
          )
        )}
      </div>
    </div>
  );
}
