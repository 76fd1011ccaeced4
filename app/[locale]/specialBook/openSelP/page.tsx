import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { exchangeHref } from '@/components/special-products/product-units';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ReloadAlert } from '@/components/ui/reload-alert';
import { LOGIN_REQUIRED_CODES, OrderStatus, ResultCode } from '@/lib/contract';
import { upstreamContextFor } from '@/lib/bff-server/request-context';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { privatePageMetadata, type QueryPageProps } from '@/lib/i18n/page-metadata';
import { OrderNoSchema } from '@/lib/schemas/order';
import { requireMember } from '@/lib/session';
import { productOrder } from '@/lib/upstream/special-products';
import { MemberUnavailable } from '../../member/(main)/member-unavailable';

export const generateMetadata = privatePageMetadata('ProductExchange', 'pickTitle');

/**
 * /specialBook/openSelP?orderNo= (spec §2): the holder of an open ticket picks whose card flies next, then the flight
 * (/specialBook/booking). Cards with no flight left, or not usable, say so and cannot be picked. Members only.
 */
export default async function OpenSelectPassengerPage({ params, searchParams }: QueryPageProps) {
  const locale = await pageLocale(params);
  await requireMember(locale);
  const orderNo = OrderNoSchema.safeParse([(await searchParams).orderNo].flat()[0]);
  if (!orderNo.success) notFound();
  const [t, ts, result] = await Promise.all([
    getTranslations('ProductExchange'),
    getTranslations('SpecialProducts'),
    upstreamContextFor(locale).then((c) => productOrder(c, orderNo.data)),
  ]);
  if (!result.ok && LOGIN_REQUIRED_CODES.includes(result.code)) return <MemberUnavailable />;
  if (!result.ok && result.code === ResultCode.ORDER_NOT_FOUND) notFound();
  if (!result.ok)
    return (
      <div className="mx-auto max-w-4xl px-4 py-8">
        <ReloadAlert
          message={t('loadFailed')}
          reloadHref={`/${locale}/specialBook/openSelP?orderNo=${orderNo.data}`}
          reloadLabel={t('reload')}
        />
      </div>
    );
  const o = result.data;
  const ready = o.orderStatus === OrderStatus.TICKETED;
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">{t('pickTitle')}</h1>
      <Card as="section" aria-labelledby="pick-heading" className="space-y-3">
        <h2 id="pick-heading" className="text-lg font-semibold">
          {o.product.name}
        </h2>
        <p className="text-sm text-slate-700">{ready ? t('pickHint') : t('notReady')}</p>
        <ul className="space-y-2">
          {o.units.map((u) => (
            <li
              key={u.unitId}
              data-testid="pick-card"
              className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-slate-200 p-3"
            >
              <div>
                <p className="font-semibold text-slate-900">{u.beneficiaryName}</p>
                <p className="text-sm text-slate-700">
                  {t('remaining', { remaining: u.remaining, times: u.times })} ·{' '}
                  {ts(`unitStatusName.${u.status as 1 | 2 | 3 | 4 | 5}`)}
                </p>
              </div>
              {ready && u.status === 2 && u.remaining > 0 && (
                <Link href={exchangeHref(o.orderNo, u.unitId)} className={buttonClass({ variant: 'primary' })}>
                  {t('pick', { name: u.beneficiaryName })}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </Card>
      <Link href={`/member/specialProduct/${o.orderNo}`} className="inline-block text-brand-700 underline">
        {t('backToCards')}
      </Link>
    </div>
  );
}
