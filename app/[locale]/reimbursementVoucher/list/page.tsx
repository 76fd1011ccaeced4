import { getTranslations } from 'next-intl/server';
import { TicketPicker } from '@/components/reimbursement-voucher/ticket-picker';
import { ReloadAlert } from '@/components/ui/reload-alert';
import { upstreamContextFor } from '@/lib/bff-server/request-context';
import { formatMoney } from '@/lib/i18n/format';
import { pageLocale } from '@/lib/i18n/page-locale';
import { requireMember } from '@/lib/session';
import { voucherList } from '@/lib/upstream/reimbursement-vouchers';
import { VoucherFrame, voucherMetadata } from '../_lib/voucher-page';

export const generateMetadata = voucherMetadata('list');

/**
 * zh-CN /reimbursementVoucher/list (spec §2; decision 72): the member's issued tickets, flown or to fly, those a
 * voucher can be requested for to choose, the others with their state (requested, mailed, printed with the order,
 * locked); refunded, changed and unissued tickets are not listed. The free mailing of the year is said first. A
 * visitor logs in first; a failed read offers to read again.
 */
export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params, true);
  await requireMember(locale);
  const [t, result] = await Promise.all([
    getTranslations('ReimbursementVoucher.list'),
    upstreamContextFor(locale).then(voucherList),
  ]);
  if (!result.ok) {
    return (
      <VoucherFrame page="list">
        <ReloadAlert
          message={t('loadFailed')}
          reloadHref={`/${locale}/reimbursementVoucher/list`}
          reloadLabel={t('reload')}
        />
      </VoucherFrame>
    );
  }
  const { tickets, freeLeft, feeFen } = result.data;
  return (
    <VoucherFrame page="list">
      <p className="text-slate-700">{t('intro')}</p>
      <p className="text-slate-700" data-testid="voucher-free">
        {freeLeft > 0 ? t('freeLeft', { count: freeLeft }) : t('freeUsed', { fee: formatMoney(feeFen, 'CNY', locale) })}
      </p>
      {tickets.length === 0 ? (
        <p className="text-slate-700">{t('empty')}</p>
      ) : (
        <TicketPicker tickets={tickets} locale={locale} />
      )}
    </VoucherFrame>
  );
}
