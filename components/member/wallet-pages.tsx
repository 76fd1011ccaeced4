import { useTranslations } from 'next-intl';
import { walletHref, walletPageCount, type WalletQuery } from '@/lib/domain/wallet-filters';
import { Link } from '@/lib/i18n/navigation';

/** Previous and next page links and the count. */
export function WalletPages({ query, total, pageSize }: { query: WalletQuery; total: number; pageSize: number }) {
  const t = useTranslations('Wallet');
  const pages = walletPageCount(total, pageSize);
  const base = 'inline-flex min-h-10 items-center justify-center rounded-md px-3 text-sm';
  const idle = `${base} border border-slate-300 text-slate-800 hover:border-brand-700 hover:text-brand-700`;
  return (
    <nav aria-label={t('pagesLabel')} className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-700" data-testid="wallet-count">
        {t('summary', { total, page: Math.min(query.page, pages), pages })}
      </p>
      <ul className="flex items-center gap-2">
        <li>
          {query.page > 1 ? (
            <Link href={walletHref(query, { page: Math.min(query.page - 1, pages) })} className={idle}>
              {t('previous')}
            </Link>
          ) : (
            <span className={`${base} text-slate-500`}>{t('previous')}</span>
          )}
        </li>
        <li>
          {query.page < pages ? (
            <Link href={walletHref(query, { page: query.page + 1 })} className={idle}>
              {t('next')}
            </Link>
          ) : (
            <span className={`${base} text-slate-500`}>{t('next')}</span>
          )}
        </li>
      </ul>
    </nav>
  );
}
