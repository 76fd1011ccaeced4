import { getTranslations } from 'next-intl/server';
import { TicketLine } from '@/components/reimbursement-voucher/ticket-line';
import { VoucherAddressForm } from '@/components/reimbursement-voucher/voucher-address-form';
import { Card } from '@/components/ui/card';
import { ReloadAlert } from '@/components/ui/reload-alert';
import { upstreamContextFor } from '@/lib/bff-server/request-context';
import { voucherSelectionIssue } from '@/lib/domain/reimbursement-voucher-rules';
import { formatMoney } from '@/lib/i18n/format';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { requireMember } from '@/lib/session';
import { voucherList } from '@/lib/upstream/reimbursement-vouchers';
import { cascadeProvinces, savedAddresses } from '../../ancillary/_lib/add-on-page';
import { VoucherFrame, voucherMetadata } from '../_lib/voucher-page';

export const generateMetadata = voucherMetadata('editDetail');

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ tickets?: string | string[] }> };

/**
 * zh-CN /reimbursementVoucher/editDetail?tickets=… (spec §2; decision 72): the chosen tickets (each must still be one a
 * voucher can be requested for, else back to the list) and the mailing details: a saved address of the member's
 * address book (/member/address) or a new one, under the address book's rules as the mailed itinerary has them.
 */
export default async function Page({ params, searchParams }: Props) {
  const locale = await pageLocale(params, true);
  await requireMember(locale);
  const { tickets: raw } = await searchParams;
  const wanted = (Array.isArray(raw) ? raw.join(',') : (raw ?? '')).split(',').filter(Boolean);
  const [t, result, saved, provinces] = await Promise.all([
    getTranslations('ReimbursementVoucher'),
    upstreamContextFor(locale).then(voucherList),
    savedAddresses(locale, true),
    cascadeProvinces(locale),
  ]);
  if (!result.ok) {
    return (
      <VoucherFrame page="editDetail">
        <ReloadAlert
          message={t('list.loadFailed')}
          reloadHref={`/${locale}/reimbursementVoucher/editDetail?tickets=${wanted.join(',')}`}
          reloadLabel={t('list.reload')}
        />
      </VoucherFrame>
    );
  }
  const chosen = result.data.tickets.filter((x) => wanted.includes(x.ticketNo) && x.state === 'AVAILABLE');
  if (voucherSelectionIssue(wanted) || chosen.length !== wanted.length) {
    return (
      <VoucherFrame page="editDetail">
        <p role="alert" className="text-slate-800">
          {t('edit.badSelection')}
        </p>
        <Link href="/reimbursementVoucher/list" className="inline-flex min-h-6 items-center text-brand-700 underline">
          {t('edit.backToList')}
        </Link>
      </VoucherFrame>
    );
  }
  const orderNos = [...new Set(chosen.map((x) => x.orderNo))];
  return (
    <VoucherFrame page="editDetail">
      <Card as="section" aria-labelledby="voucher-chosen" className="min-w-0 space-y-3">
        <h2 id="voucher-chosen" className="text-lg font-semibold text-slate-900">
          {t('edit.chosen')}
        </h2>
        <ul className="space-y-3">
          {chosen.map((ticket) => (
            <li key={ticket.ticketNo} className="border-t border-slate-100 pt-2">
              <TicketLine ticket={ticket} locale={locale} />
            </li>
          ))}
        </ul>
      </Card>
      <VoucherAddressForm
        target={{ mode: 'request', ticketNos: chosen.map((x) => x.ticketNo), orderNos }}
        initial={null}
        saved={saved}
        provinces={provinces}
        fee={formatMoney(result.data.feeFen, 'CNY', locale)}
      />
    </VoucherFrame>
  );
}
