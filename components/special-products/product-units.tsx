import { useTranslations } from 'next-intl';
import type { ProductUnit } from '@/lib/contract/special-products';
import { buttonClass } from '@/components/ui/button';
import { formatAirportDateTime } from '@/lib/i18n/format';
import { Link } from '@/lib/i18n/navigation';

type Props = {
  units: ProductUnit[];
  locale: string;
  /** The product order, once its cards are usable: each usable card links to its exchange. */
  exchangeOrderNo?: string | null;
};

/** Where a card's flight is exchanged (spec §2 /specialBook/booking). */
export const exchangeHref = (orderNo: string, unitId: string) =>
  `/specialBook/booking?orderNo=${encodeURIComponent(orderNo)}&unitId=${encodeURIComponent(unitId)}`;

/**
 * A product order's cards (spec §3: bound user, times exchanged, remaining times): one card per beneficiary with its
 * flights exchanged so far and, while it has flights left, the way to exchange the next one.
 */
export function ProductUnits({ units, locale, exchangeOrderNo }: Props) {
  const t = useTranslations('SpecialProducts');
  const tx = useTranslations('ProductExchange');
  const to = useTranslations('Order');
  return (
    <ul className="space-y-3">
      {units.map((u) => (
        <li key={u.unitId} data-testid="product-unit" className="space-y-2 rounded-md border border-slate-200 p-3">
          <h3 className="font-semibold text-slate-900">{u.beneficiaryName}</h3>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-600">{t('unitCertificate')}</dt>
            <dd className="break-all">{u.certificate}</dd>
            <dt className="text-slate-600">{t('unitUsed')}</dt>
            <dd data-testid="unit-used">{u.used}</dd>
            <dt className="text-slate-600">{t('unitRemaining')}</dt>
            <dd data-testid="unit-remaining">{u.remaining}</dd>
            <dt className="text-slate-600">{t('unitStatus')}</dt>
            <dd data-testid="unit-status">{t(`unitStatusName.${u.status as 1 | 2 | 3 | 4 | 5}`)}</dd>
          </dl>
          {u.exchanges.length > 0 && (
            <div className="space-y-1">
              <h4 className="text-sm font-semibold text-slate-800">{tx('exchangedHeading')}</h4>
              <ul className="space-y-1 text-sm">
                {u.exchanges.map((x) => (
                  <li key={x.orderNo} data-testid="unit-exchange" className="flex flex-wrap gap-x-3">
                    <span className="font-mono">{x.flightNo}</span>
                    <span>
                      {x.depAirport}–{x.arrAirport}
                    </span>
                    <span>{formatAirportDateTime(x.depTime, x.depTimeZone, locale)}</span>
                    <span>{to(`ticketStatus.${x.ticketStatus}` as 'ticketStatus.1')}</span>
                    {x.ticketNo && <span className="font-mono">{x.ticketNo}</span>}
                    <Link
                      href={`/member/ticketorderdetail/${x.orderNo}`}
                      className="inline-flex min-h-6 items-center text-brand-700 underline"
                    >
                      {tx('viewTicket')}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {exchangeOrderNo && u.status === 2 && u.remaining > 0 && (
            <Link href={exchangeHref(exchangeOrderNo, u.unitId)} className={buttonClass({ variant: 'primary' })}>
              {tx('exchangeCta', { name: u.beneficiaryName })}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
