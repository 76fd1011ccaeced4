import { getTranslations } from 'next-intl/server';
import { VoucherAddressForm } from '@/components/reimbursement-voucher/voucher-address-form';
import { VoucherCard } from '@/components/reimbursement-voucher/voucher-card';
import { ReloadAlert } from '@/components/ui/reload-alert';
import { formatMoney } from '@/lib/i18n/format';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { requireMember } from '@/lib/session';
import { cascadeProvinces, savedAddresses } from '../../ancillary/_lib/add-on-page';
import { readVoucher, voucherNoOf } from '../_lib/read-voucher';
import { VoucherFrame, voucherMetadata } from '../_lib/voucher-page';

export const generateMetadata = voucherMetadata('modify');

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ voucherNo?: string | string[] }> };

/**
 * zh-CN /reimbursementVoucher/modify?voucherNo=… (spec §2; decision 72): a requested voucher's mailing details,
 * changed until the post desk sends it; a mailed one is refused plainly, its details shown. Another member's voucher
 * is not found, as one that does not exist.
 */
export default async function Page({ params, searchParams }: Props) {
  const locale = await pageLocale(params, true);
  await requireMember(locale);
  const voucherNo = voucherNoOf((await searchParams).voucherNo);
  const [t, voucher] = await Promise.all([getTranslations('ReimbursementVoucher'), readVoucher(locale, voucherNo)]);
  if (voucher === 'failed') {
    return (
      <VoucherFrame page="modify">
        <ReloadAlert
          message={t('edit.failed')}
          reloadHref={`/${locale}/reimbursementVoucher/modify?voucherNo=${encodeURIComponent(voucherNo)}`}
          reloadLabel={t('list.reload')}
        />
      </VoucherFrame>
    );
  }
  if (voucher === 'notFound') {
    return (
      <VoucherFrame page="modify">
        <p role="alert" className="text-slate-800" data-testid="voucher-not-found">
          {t('modify.notFound')}
        </p>
        <Link
          href="/reimbursementVoucher/inquire"
          className="inline-flex min-h-6 items-center text-brand-700 underline"
        >
          {t('nav.inquire')}
        </Link>
      </VoucherFrame>
    );
  }
  if (!voucher.modifiable) {
    return (
      <VoucherFrame page="modify">
        <p role="alert" className="rounded-md bg-amber-50 p-4 text-amber-900" data-testid="voucher-mailed">
          {t('modify.mailed')}
        </p>
        <VoucherCard voucher={voucher} locale={locale} />
      </VoucherFrame>
    );
  }
  const [saved, provinces] = await Promise.all([savedAddresses(locale, true), cascadeProvinces(locale)]);
  return (
    <VoucherFrame page="modify">
      <p className="text-slate-700">{t('modify.intro')}</p>
      <p className="font-medium text-slate-900">
        {t('voucher.voucherNo')}: {voucher.voucherNo}
      </p>
      <VoucherAddressForm
        target={{ mode: 'modify', voucherNo: voucher.voucherNo }}
        initial={voucher.address}
        saved={saved}
        provinces={provinces}
        fee={formatMoney(voucher.feeFen, 'CNY', locale)}
      />
    </VoucherFrame>
  );
}
