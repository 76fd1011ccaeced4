import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ProductRefundForm } from '@/components/special-products/product-refund-form';
import { Card } from '@/components/ui/card';
import { ReloadAlert } from '@/components/ui/reload-alert';
import { LOGIN_REQUIRED_CODES, ResultCode } from '@/lib/contract';
import { upstreamContextFor } from '@/lib/bff-server/request-context';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { OrderNoSchema } from '@/lib/schemas/order';
import { requireMember } from '@/lib/session';
import { productRefundQuote } from '@/lib/upstream/special-product-refunds';
import { MemberUnavailable } from '@/app/[locale]/member/(main)/member-unavailable';

type Props = { locale: Locale; orderNo: string | string[] | undefined };

/** The member's product order named by `?orderNo=` and what its cards give back now; not found when not theirs. */
export async function loadRefundQuote(locale: Locale, orderNo: string | string[] | undefined) {
  await requireMember(locale);
  const id = OrderNoSchema.safeParse([orderNo].flat()[0]);
  if (!id.success) notFound();
  const result = await productRefundQuote(await upstreamContextFor(locale), id.data);
  if (!result.ok && result.code === ResultCode.ORDER_NOT_FOUND) notFound();
  return { orderNo: id.data, result };
}

/**
 * /seasonTicket/package/refund?orderNo= (spec §2, §9; decision 67): the member's product order, each card with what
 * it gives back now, and the refund of the chosen ones. Members only: a visitor is sent to log in first.
 */
export async function ProductRefundPage({ locale, orderNo }: Props) {
  const [t, { orderNo: id, result }] = await Promise.all([
    getTranslations('SpecialProductRefund'),
    loadRefundQuote(locale, orderNo),
  ]);
  if (!result.ok && LOGIN_REQUIRED_CODES.includes(result.code)) return <MemberUnavailable />;
  const orderHref = `/member/specialProduct/${id}`;
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">{t('title')}</h1>
      {!result.ok ? (
        <ReloadAlert
          message={t('loadFailed')}
          reloadHref={`/${locale}/seasonTicket/package/refund?orderNo=${id}`}
          reloadLabel={t('reload')}
        />
      ) : (
        <>
          <Card as="section" aria-labelledby="refund-product" className="space-y-2">
            <h2 id="refund-product" className="text-lg font-semibold text-slate-900">
              {result.data.productName}
            </h2>
            <p className="text-sm text-slate-700">
              {t('orderNo')}{' '}
              <Link href={orderHref} className="font-mono text-brand-800 underline">
                {id}
              </Link>
            </p>
            <p className="text-sm text-slate-700">{t('intro')}</p>
          </Card>
          <Card as="section">
            {result.data.units.some((u) => u.refundable) ? (
              <ProductRefundForm quote={result.data} locale={locale} />
            ) : (
              <p className="text-slate-800">{t('noneRefundable')}</p>
            )}
          </Card>
        </>
      )}
      <Link href={orderHref} className="inline-flex min-h-6 items-center text-brand-700 underline">
        {t('backToOrder')}
      </Link>
    </div>
  );
}
