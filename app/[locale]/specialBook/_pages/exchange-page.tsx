import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ExchangeFlights } from '@/components/special-products/exchange-flights';
import { ProductFacts } from '@/components/special-products/product-facts';
import { Card } from '@/components/ui/card';
import { ReloadAlert } from '@/components/ui/reload-alert';
import { LOGIN_REQUIRED_CODES, OrderStatus, ResultCode, type ProductOrderData } from '@/lib/contract';
import { UnitIdSchema } from '@/lib/contract/special-product-exchange';
import { upstreamContextFor } from '@/lib/bff-server/request-context';
import { messageOf } from '@/lib/bff-server/respond';
import { airlineToday } from '@/lib/domain/airline-time';
import { renderedAt } from '@/lib/domain/rendered-at';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { OrderNoSchema } from '@/lib/schemas/order';
import { requireMember } from '@/lib/session';
import { cityDictionary } from '@/lib/upstream/city';
import { exchangeFlights } from '@/lib/upstream/special-product-exchange';
import { productOrder } from '@/lib/upstream/special-products';
import { MemberUnavailable } from '../../member/(main)/member-unavailable';
import { ExchangeSearch, type RouteChoice } from './exchange-search';

export type ExchangeQuery = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => [v].flat()[0] ?? '';

/** The routes a card may fly: its product's, else every domestic airport pair the visitor picks. */
async function routeChoices(locale: Locale, o: ProductOrderData): Promise<RouteChoice | null> {
  if (o.product.routes.length)
    return {
      kind: 'routes',
      routes: o.product.routes.map((r) => ({
        value: `${r.depAirport}-${r.arrAirport}`,
        label: `${r.depCityName} → ${r.arrCityName}`,
      })),
    };
  const cities = await cityDictionary(await upstreamContextFor(locale));
  if (!cities.ok) return null;
  const airports = cities.data.cities
    // An airport is an entry of its own (a city of one airport) or one of a city's (an area's) airports.
    .filter((c) => c.type !== 'AREA' && c.countryCode === 'CN')
    .map((c) => ({ value: c.code, label: `${locale === 'en-US' ? c.nameEn : c.nameZh} (${c.code})` }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
  return { kind: 'airports', airports };
}

/** The route and day asked for, when both are there and well formed. */
function askedLeg(q: ExchangeQuery): { dep: string; arr: string; date: string } | null {
  const [dep, arr] = one(q.route) ? one(q.route).split('-') : [one(q.dep), one(q.arr)];
  const date = one(q.date);
  if (!/^[A-Z]{3}$/.test(dep ?? '') || !/^[A-Z]{3}$/.test(arr ?? '') || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  return { dep: dep!, arr: arr!, date };
}

/**
 * /specialBook/booking (spec §2; decision 67): one card of the member's product order, the route and day to look
 * for, and the flights of that day with their seats, each available one exchangeable here. Members only.
 */
export async function ExchangePage({ locale, query }: { locale: Locale; query: ExchangeQuery }) {
  await requireMember(locale);
  const orderNo = OrderNoSchema.safeParse(one(query.orderNo));
  const unitId = UnitIdSchema.safeParse(one(query.unitId));
  if (!orderNo.success || !unitId.success) notFound();
  const context = await upstreamContextFor(locale);
  const [t, result] = await Promise.all([getTranslations('ProductExchange'), productOrder(context, orderNo.data)]);
  if (!result.ok && LOGIN_REQUIRED_CODES.includes(result.code)) return <MemberUnavailable />;
  if (!result.ok && result.code === ResultCode.ORDER_NOT_FOUND) notFound();
  const self = `/${locale}/specialBook/booking?orderNo=${orderNo.data}&unitId=${unitId.data}`;
  if (!result.ok)
    return (
      <div className="mx-auto max-w-4xl px-4 py-8">
        <ReloadAlert message={t('loadFailed')} reloadHref={self} reloadLabel={t('reload')} />
      </div>
    );
  const o = result.data;
  const unit = o.units.find((u) => u.unitId === unitId.data);
  if (!unit) notFound();
  const usable = o.orderStatus === OrderStatus.TICKETED && unit.status === 2 && unit.remaining > 0;
  const leg = usable ? askedLeg(query) : null;
  const [choices, flights] = await Promise.all([
    usable ? routeChoices(locale, o) : null,
    leg
      ? exchangeFlights(context, { unitId: unit.unitId, depAirport: leg.dep, arrAirport: leg.arr, date: leg.date })
      : null,
  ]);
  const today = airlineToday(new Date(renderedAt()));
  const firstDay = o.product.exchangeFrom > today ? o.product.exchangeFrom : today;
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">{t('title')}</h1>
      <Card as="section" aria-labelledby="exchange-card" className="space-y-2">
        <h2 id="exchange-card" className="text-lg font-semibold">
          {t('cardOf', { name: unit.beneficiaryName, product: o.product.name })}
        </h2>
        <p data-testid="exchange-remaining">{t('remaining', { remaining: unit.remaining, times: unit.times })}</p>
        <ProductFacts product={o.product} locale={locale} card />
      </Card>
      {!usable ? (
        <p role="status" className="rounded-md bg-amber-50 p-3 text-amber-900">
          {unit.remaining === 0 ? messageOf(ResultCode.PACKAGE_EXCHANGE_LIMIT, locale) : t('notUsable')}
        </p>
      ) : !choices ? (
        <ReloadAlert message={t('loadFailed')} reloadHref={self} reloadLabel={t('reload')} />
      ) : (
        <Card as="section" aria-labelledby="exchange-search" className="space-y-4">
          <h2 id="exchange-search" className="text-lg font-semibold">
            {t('searchHeading')}
          </h2>
          <ExchangeSearch
            orderNo={o.orderNo}
            unitId={unit.unitId}
            choices={choices}
            leg={leg}
            firstDay={firstDay}
            lastDay={o.product.exchangeTo}
          />
          {flights && !flights.ok && (
            <p role="alert" className="rounded-md bg-red-50 p-3 text-red-900">
              {messageOf(flights.code, locale)}
            </p>
          )}
          {flights?.ok && <ExchangeFlights flights={flights.data.flights} unitId={unit.unitId} locale={locale} />}
        </Card>
      )}
      <Link href={`/member/specialProduct/${o.orderNo}`} className="inline-block text-brand-700 underline">
        {t('backToCards')}
      </Link>
    </div>
  );
}
