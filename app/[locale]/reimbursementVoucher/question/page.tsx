import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { VoucherFrame, voucherMetadata } from '../_lib/voucher-page';

export const generateMetadata = voucherMetadata('question');

const QUESTIONS = ['q1', 'q2', 'q3', 'q4', 'q5', 'q6'] as const;

/**
 * zh-CN /reimbursementVoucher/question (spec §2 zh-CN only; decision 72): who can ask for a voucher, when, how it is
 * mailed, what it costs (decision 30's free itinerary entitlement), changing it and the one voucher per ticket.
 * Public; English is not found.
 */
export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  await pageLocale(params, true);
  const t = await getTranslations('ReimbursementVoucher.question');
  return (
    <VoucherFrame page="question">
      <p className="text-slate-700">{t('intro')}</p>
      <dl className="space-y-4">
        {QUESTIONS.map((q) => (
          <div key={q} className="space-y-1">
            <dt className="font-semibold text-slate-900">{t(`items.${q}.q`)}</dt>
            <dd className="text-slate-700">{t(`items.${q}.a`)}</dd>
          </div>
        ))}
      </dl>
      <Link href="/reimbursementVoucher/list" className={buttonClass({ variant: 'accent', size: 'lg' })}>
        {t('start')}
      </Link>
    </VoucherFrame>
  );
}
