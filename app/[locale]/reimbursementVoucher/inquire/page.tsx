import { getTranslations } from 'next-intl/server';
import { VoucherCard } from '@/components/reimbursement-voucher/voucher-card';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ReloadAlert } from '@/components/ui/reload-alert';
import { TextField } from '@/components/ui/text-field';
import { upstreamContextFor } from '@/lib/bff-server/request-context';
import { voucherNoIssue } from '@/lib/domain/reimbursement-voucher-rules';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { requireMember } from '@/lib/session';
import { voucherList } from '@/lib/upstream/reimbursement-vouchers';
import { readVoucher, voucherNoOf } from '../_lib/read-voucher';
import { VoucherFrame, voucherMetadata } from '../_lib/voucher-page';

export const generateMetadata = voucherMetadata('inquire');

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ voucherNo?: string | string[] }> };

/**
 * zh-CN /reimbursementVoucher/inquire (spec §2; decision 72): a voucher found by its number (a plain GET form: the
 * number typed stays in the field, its problem beside it), with its status and tracking number once mailed; below,
 * the member's own vouchers. Another member's voucher answers as one that does not exist.
 */
export default async function Page({ params, searchParams }: Props) {
  const locale = await pageLocale(params, true);
  await requireMember(locale);
  const typed = voucherNoOf((await searchParams).voucherNo).slice(0, 40);
  const [t, found, list] = await Promise.all([
    getTranslations('ReimbursementVoucher'),
    typed ? readVoucher(locale, typed) : null,
    upstreamContextFor(locale).then(voucherList),
  ]);
  const issue = typed ? voucherNoIssue(typed) : null;
  const fieldError = issue ? t(`inquire.${issue}`) : found === 'notFound' ? t('inquire.notFound') : undefined;
  const mine = list.ok
    ? list.data.vouchers.filter((v) => typeof found !== 'object' || v.voucherNo !== found?.voucherNo)
    : [];
  return (
    <VoucherFrame page="inquire">
      <Card as="form" method="get" className="max-w-xl space-y-3" role="search" aria-label={t('titles.inquire')}>
        <TextField
          id="voucher-no"
          name="voucherNo"
          label={t('inquire.label')}
          hint={t('inquire.hint')}
          autoComplete="off"
          defaultValue={typed}
          error={fieldError}
        />
        <button type="submit" className={buttonClass({ variant: 'primary' })}>
          {t('inquire.submit')}
        </button>
      </Card>
      {found === 'failed' && (
        <ReloadAlert
          message={t('edit.failed')}
          reloadHref={`/${locale}/reimbursementVoucher/inquire?voucherNo=${encodeURIComponent(typed)}`}
          reloadLabel={t('list.reload')}
        />
      )}
      {found && typeof found === 'object' && <VoucherCard voucher={found} locale={locale} />}
      <section aria-labelledby="voucher-mine" className="space-y-2">
        <h2 id="voucher-mine" className="text-lg font-semibold text-slate-900">
          {t('inquire.mine')}
        </h2>
        {!list.ok && <p className="text-slate-700">{t('list.loadFailed')}</p>}
        {list.ok && list.data.vouchers.length === 0 && <p className="text-slate-700">{t('inquire.none')}</p>}
        <ul className="space-y-1">
          {mine.map((v) => (
            <li key={v.voucherNo} className="flex flex-wrap items-center gap-x-3 text-sm">
              <Link
                href={`/reimbursementVoucher/inquire?voucherNo=${v.voucherNo}`}
                className="inline-flex min-h-6 items-center text-brand-700 underline"
              >
                {v.voucherNo}
              </Link>
              <span className="text-slate-700">{t(`voucher.statuses.${v.status}`)}</span>
            </li>
          ))}
        </ul>
      </section>
    </VoucherFrame>
  );
}
