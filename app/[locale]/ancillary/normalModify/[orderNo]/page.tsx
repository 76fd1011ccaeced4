import { getTranslations } from 'next-intl/server';
import { callForOrder } from '@/app/api/_lib/order-scope';
import { FreeChange } from '@/components/irregular/free-change';
import { orderPageHref } from '@/components/order/order-format';
import { buttonClass } from '@/components/ui/button';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { privatePageMetadata } from '@/lib/i18n/page-metadata';
import { irregularFind } from '@/lib/upstream/irregular';
import { OrderNotAvailable, orderForChange } from '../../../_order-changes/order-access';
import { IRREGULAR_MESSAGES } from './irregular-messages';

export const dynamic = 'force-dynamic';

export const generateMetadata = privatePageMetadata('Irregular', 'changeTitle');

type Props = {
  params: Promise<{ locale: string; orderNo: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * /ancillary/normalModify/{orderNo}?segment= (decision 32; spec §2 Self-service, §4): the free change
 * of one segment of an order whose flight is delayed, cancelled or diverted (FreeChange). The order is read as the
 * member's own or as one this browser looked up (the visitor order seal), and the segment's flight as
 * findAbnormalFlight reads it now: an unaffected flight, or a delayed one that has left, is refused here with its
 * localized reason and the way back, before anything can be chosen.
 */
export default async function NormalModifyPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const { orderNo } = await params;
  const segment = Number((await searchParams).segment ?? '0');
  const [t, te] = await Promise.all([getTranslations('Irregular'), getTranslations('Errors')]);
  const access = await orderForChange(locale, orderNo);
  if (access.kind === 'none') return <OrderNotAvailable t={t} orderNo={access.orderNo} testId="irregular-no-access" />;
  const found =
    access.kind === 'order'
      ? await callForOrder(locale, access.order.orderNo, (context, visitor) =>
          irregularFind(context, { orderNo: access.order.orderNo, visitor }),
        )
      : null;
  const trip = found?.ok ? found.data.trips.find((x) => x.segmentIndex === segment) : undefined;
  const refusal =
    !found || !found.ok
      ? t('loadFailed')
      : !trip || !trip.affected
        ? te('7200060')
        : trip.block === 'DEPARTED'
          ? te('7200061')
          : !trip.window
            ? t('windowOver')
            : null;
  return (
    <ClientMessages locale={locale} paths={IRREGULAR_MESSAGES}>
      <div className="mx-auto w-full max-w-3xl min-w-0 space-y-6 px-4 py-6 sm:py-8">
        <Link
          href="/ancillary/abnormalEntry"
          className="inline-flex min-h-6 items-center text-sm text-brand-700 underline"
        >
          {t('backToEntry')}
        </Link>
        <div className="space-y-1">
          <h1 className="text-2xl font-bold text-slate-900">{t('changeHeading')}</h1>
          {access.kind === 'order' && (
            <p className="font-mono text-slate-700">{t('orderLine', { orderNo: access.order.orderNo })}</p>
          )}
          {trip && (
            <p className="text-slate-800">
              {t('tripHeading', {
                flightNo: trip.flight.flightNo,
                from: trip.flight.departure.cityName,
                to: trip.flight.arrival.cityName,
              })}{' '}
              · {t(`status.${trip.flight.status}`)}
            </p>
          )}
        </div>
        {refusal || access.kind !== 'order' || !trip ? (
          <div role="alert" className="space-y-3 rounded-md bg-amber-50 p-4 text-amber-900">
            <p>{refusal ?? t('loadFailed')}</p>
            <Link href="/ancillary/abnormalEntry" className={buttonClass({ variant: 'secondary' })}>
              {t('backToEntry')}
            </Link>
          </div>
        ) : (
          <FreeChange
            trip={trip}
            locale={locale}
            orderHref={orderPageHref(access.order)}
            currency={access.order.price.currency}
          />
        )}
      </div>
    </ClientMessages>
  );
}
