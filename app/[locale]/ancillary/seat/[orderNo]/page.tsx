import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { localDateTime } from '@/components/add-ons/add-on-format';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { OrderStatus } from '@/lib/contract';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { isLocale } from '@/lib/i18n/routing';
import { OrderNotAvailable, orderForChange } from '../../../_order-changes/order-access';
import { LoadFailedPage, OrderPageHead } from '../../../_order-changes/order-page-parts';

type Props = { params: Promise<{ locale: string; orderNo: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'AddOnShop' });
  return { title: t('title.SEAT'), robots: { index: false } };
}

/**
 * /ancillary/seat/{orderNo} (spec §2; decision 28): seats are bought through the seat flow of decision 22; this page
 * finds the order (the member's own, or one this browser made or looked up) and leads each flight into
 * /seat/seatSelections for it, which checks whether selection is open and, for a visitor, asks for the trip's
 * ticket or document number first (check-in's proof).
 */
export default async function AddOnSeatPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { orderNo } = await params;
  const t = await getTranslations('AddOnShop');
  const access = await orderForChange(locale, orderNo);
  if (access.kind === 'none') return <OrderNotAvailable t={t} orderNo={access.orderNo} testId="addon-no-access" />;
  if (access.kind !== 'order')
    return (
      <LoadFailedPage
        t={t}
        heading={t('title.SEAT')}
        reloadHref={`/${locale}/ancillary/seat/${encodeURIComponent(orderNo)}`}
      />
    );
  const { order } = access;
  const ticketed = order.orderStatus === OrderStatus.TICKETED;
  return (
    <div className="mx-auto w-full max-w-3xl min-w-0 space-y-6 px-4 py-6 sm:py-8">
      <OrderPageHead t={t} order={order} heading={t('title.SEAT')} intro={t('intro.SEAT')} />
      {!ticketed && <p className="rounded-md bg-amber-50 p-4 text-amber-900">{t('blocks.notUsable')}</p>}
      <ul className="space-y-3" data-testid="addon-seat-segments">
        {order.segments.map((seg) => (
          <Card as="li" key={seg.segIndex} className="flex flex-wrap items-center justify-between gap-3">
            <div className="min-w-0">
              <p className="font-semibold break-words text-slate-900">
                {t('segmentHeading', { dep: seg.depCityName, arr: seg.arrCityName })}
              </p>
              <p className="text-sm text-slate-700">
                {t('flightLine', {
                  flightNo: seg.flightNo,
                  time: localDateTime(seg.depTime, seg.depTimeZone, locale),
                })}
              </p>
            </div>
            {ticketed && (
              <Link
                href={`/seat/seatSelections?${new URLSearchParams({ orderNo: order.orderNo, seg: String(seg.segIndex) }).toString()}`}
                className={buttonClass({ variant: 'outline' })}
                data-testid="addon-seat-link"
              >
                {t('seatLink')}
              </Link>
            )}
          </Card>
        ))}
      </ul>
    </div>
  );
}
