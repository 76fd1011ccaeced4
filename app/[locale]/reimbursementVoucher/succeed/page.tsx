import { getTranslations } from 'next-intl/server';
import { VoucherCard } from '@/components/reimbursement-voucher/voucher-card';
import { ReloadAlert } from '@/components/ui/reload-alert';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { requireMember } from '@/lib/session';
import { readVoucher, voucherNoOf } from '../_lib/read-voucher';
import { VoucherFrame, voucherMetadata } from '../_lib/voucher-page';

export const generateMetadata = voucherMetadata('succeed');

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ voucherNo?: string | string[]; modified?: string }>;
};

/**
 * zh-CN /reimbursementVoucher/succeed?voucherNo=… (spec §2; decision 72): the confirmation of a request or of changed
 * mailing details, with the voucher as it now stands; the voucher is read again, so reloading shows the truth.
 */
export default async function Page({ params, searchParams }: Props) {
  const locale = await pageLocale(params, true);
  await requireMember(locale);
  const query = await searchParams;
  const voucherNo = voucherNoOf(query.voucherNo);
  const [t, voucher] = await Promise.all([getTranslations('ReimbursementVoucher'), readVoucher(locale, voucherNo)]);
  if (typeof voucher !== 'object') {
    return (
      <VoucherFrame page="succeed">
        {voucher === 'failed' ? (
          <ReloadAlert
            message={t('edit.failed')}
            reloadHref={`/${locale}/reimbursementVoucher/succeed?voucherNo=${encodeURIComponent(voucherNo)}`}
            reloadLabel={t('list.reload')}
          />
        ) : (
          <p role="alert" className="text-slate-800">
            {t('modify.notFound')}
          </p>
        )}
      </VoucherFrame>
    );
  }
  return (
    <VoucherFrame page="succeed">
      <div role="status" className="rounded-md bg-green-50 p-4 text-green-900">
        <p className="font-semibold">{query.modified === '1' ? t('succeed.modified') : t('succeed.requested')}</p>
        <p>{t('succeed.next')}</p>
      </div>
      <VoucherCard voucher={voucher} locale={locale} />
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <Link
          href="/reimbursementVoucher/inquire"
          className="inline-flex min-h-6 items-center text-brand-700 underline"
        >
          {t('succeed.inquire')}
        </Link>
        <Link href="/reimbursementVoucher/list" className="inline-flex min-h-6 items-center text-brand-700 underline">
          {t('succeed.list')}
        </Link>
      </div>
    </VoucherFrame>
  );
}
