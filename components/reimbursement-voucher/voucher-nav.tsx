import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';

const PAGES = ['question', 'list', 'inquire'] as const;

/** The voucher pages' own links (questions, request, lookup); the current one marked. */
export function VoucherNav({ current }: { current?: (typeof PAGES)[number] }) {
  const t = useTranslations('ReimbursementVoucher.nav');
  return (
    <nav aria-label={t('label')} className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {PAGES.map((page) => (
        <Link
          key={page}
          href={`/reimbursementVoucher/${page}`}
          aria-current={page === current ? 'page' : undefined}
          className="inline-flex min-h-6 items-center text-brand-700 underline-offset-2 hover:underline aria-[current=page]:font-semibold aria-[current=page]:text-slate-900"
        >
          {t(page)}
        </Link>
      ))}
    </nav>
  );
}
