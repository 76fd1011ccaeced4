import { getTranslations } from 'next-intl/server';
import { Card } from '@/components/ui/card';
import { ReloadAlert } from '@/components/ui/reload-alert';
import { LOGIN_REQUIRED_CODES } from '@/lib/contract';
import { formatMoney } from '@/lib/i18n/format';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { MemberUnavailable } from '@/app/[locale]/member/(main)/member-unavailable';
import { loadRefundQuote } from './refund-page';

type Props = { locale: Locale; orderNo: string | string[] | undefined; refundNo: string | string[] | undefined };

/**
 * /seasonTicket/refundSuccess?orderNo= (spec §2, §9; decision 67): the refund just made (`refundNo`, else the
 * order's newest), its amount, "arrives within 15 working days" and the date, and the way back to the order.
 */
export async function ProductRefundSuccessPage({ locale, orderNo, refundNo }: Props) {
  const [t, { orderNo: id, result }] = await Promise.all([
    getTranslations('SpecialProductRefund'),
    loadRefundQuote(locale, orderNo),
  ]);
  if (!result.ok && LOGIN_REQUIRED_CODES.includes(result.code)) return <MemberUnavailable />;
  const wanted = [refundNo].flat()[0];
  const refunds = result.ok ? result.data.refunds : [];
  const done = refunds.find((r) => r.refundNo === wanted) ?? refunds[0];
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">{t('successTitle')}</h1>
      {!result.ok ? (
        <ReloadAlert
          message={t('loadFailed')}
          reloadHref={`/${locale}/seasonTicket/refundSuccess?orderNo=${id}`}
          reloadLabel={t('reload')}
        />
      ) : !done ? (
        <p className="text-slate-800">{t('noRefund')}</p>
      ) : (
        <Card as="section" aria-labelledby="refund-done" className="space-y-3">
          <h2 id="refund-done" className="text-lg font-semibold text-slate-900">
            {result.data.productName}
          </h2>
          <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
            <dt className="text-slate-600">{t('successAmount')}</dt>
            <dd className="text-xl font-bold text-slate-900" data-testid="refund-amount">
              {formatMoney(done.refundFen, 'CNY', locale)}
            </dd>
            <dt className="text-slate-600">{t('expectedBy')}</dt>
            <dd data-testid="refund-expected-by">{done.expectedBy}</dd>
            <dt className="text-slate-600">{t('refundNo')}</dt>
            <dd className="font-mono break-all">{done.refundNo}</dd>
            <dt className="text-slate-600">{t('orderNo')}</dt>
            <dd className="font-mono break-all">{id}</dd>
          </dl>
          <p className="text-slate-800">{t('successArrival')}</p>
        </Card>
      )}
      <Link href={`/member/specialProduct/${id}`} className="inline-flex min-h-6 items-center text-brand-700 underline">
        {t('backToOrder')}
      </Link>
    </div>
  );
}
