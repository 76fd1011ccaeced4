import { useTranslations } from 'next-intl';
import type { ProductSummary } from '@/lib/contract/special-products';
import { AIRLINE_TIME_ZONE } from '@/lib/domain/airline-time';
import { airportDate, formatAirportTime, formatMoney } from '@/lib/i18n/format';

/** An instant as a date and time in Beijing, where sales, deadlines and orders are kept. */
export const beijing = (iso: string, locale: string) =>
  `${airportDate(iso, AIRLINE_TIME_ZONE)} ${formatAirportTime(iso, AIRLINE_TIME_ZONE, locale)}`;

const STATE_TONE: Record<ProductSummary['state'], string> = {
  ONGOING: 'bg-green-100 text-green-900',
  NOT_STARTED: 'bg-amber-100 text-amber-900',
  NOT_IN_PERIOD: 'bg-amber-100 text-amber-900',
  SOLD_OUT: 'bg-slate-200 text-slate-900',
  ENDED: 'bg-slate-200 text-slate-900',
};

/** A product's state as a badge (spec §4 product states). */
export function ProductStateBadge({ state }: { state: ProductSummary['state'] }) {
  const t = useTranslations('SpecialProducts');
  return (
    <span className={`rounded px-2 py-0.5 text-sm font-semibold ${STATE_TONE[state]}`} data-testid="product-state">
      {t(`state.${state}`)}
    </span>
  );
}

/**
 * What every product says of itself (spec §3): price (a presale's deposit and minimum passengers too), flights,
 * exchange dates and deadline, routes, sale.
 */
export function ProductFacts({
  product: p,
  locale,
  full = false,
  card = false,
}: {
  product: ProductSummary;
  locale: string;
  full?: boolean;
  /** For a card already bought (the exchange pages): what it may be used for, not how it sells. */
  card?: boolean;
}) {
  const t = useTranslations('SpecialProducts');
  const tFlash = useTranslations('FlashSale');
  const tPresale = useTranslations('Presale');
  const routes = p.routes.length
    ? t('routes', {
        routes: p.routes.map((r) => `${r.depCityName}–${r.arrCityName}`).join(locale === 'zh-CN' ? '、' : ', '),
      })
    : t('routesAny');
  if (card)
    return (
      <ul className="space-y-1 text-sm text-slate-800">
        <li>{t('times', { times: p.times })}</li>
        <li>{t('exchangeDates', { from: p.exchangeFrom, to: p.exchangeTo })}</li>
        <li>{routes}</li>
        <li>{t('confirmBy', { time: beijing(p.confirmBy, locale) })}</li>
      </ul>
    );
  return (
    <ul className="space-y-1 text-sm text-slate-800">
      <li className="text-lg font-bold text-brand-800">
        {t('price', { price: formatMoney(p.priceFen, 'CNY', locale) })}
      </li>
      {p.kind === 'PRESALE' && p.depositFen !== null && (
        <li className="font-semibold" data-testid="presale-deposit-fact">
          {tPresale('deposit', { deposit: formatMoney(p.depositFen, 'CNY', locale) })}
        </li>
      )}
      {p.kind === 'PRESALE' && <li>{tPresale('minPassengers', { count: p.minBeneficiaries })}</li>}
      <li>{t('times', { times: p.times })}</li>
      <li>{t('exchangeDates', { from: p.exchangeFrom, to: p.exchangeTo })}</li>
      <li>{routes}</li>
      {p.kind === 'FLASH' && (
        <li className="font-semibold" data-testid="sale-start">
          {tFlash('saleStarts', { time: beijing(p.saleStart, locale) })}
        </li>
      )}
      {full && <li>{t('confirmBy', { time: beijing(p.confirmBy, locale) })}</li>}
      {full && <li>{t('saleWindow', { from: beijing(p.saleStart, locale), to: beijing(p.saleEnd, locale) })}</li>}
      {p.saleHours && <li>{t('saleHours', p.saleHours)}</li>}
      {p.state !== 'ENDED' && <li>{t('remaining', { count: p.remaining })}</li>}
    </ul>
  );
}
