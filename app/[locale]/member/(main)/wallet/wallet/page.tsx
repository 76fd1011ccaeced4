import { getTranslations } from 'next-intl/server';
import { WalletActions, WalletBalances, WalletFilters, WalletNotOpened } from '@/components/member/wallet';
import { WalletPages } from '@/components/member/wallet-pages';
import { WalletRecords } from '@/components/member/wallet-records';
import { LOGIN_REQUIRED_CODES } from '@/lib/contract';
import { upstreamContextFor } from '@/lib/bff-server/request-context';
import { parseWalletQuery, walletHref, walletPageCount } from '@/lib/domain/wallet-filters';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { privatePageMetadata, type QueryPageProps } from '@/lib/i18n/page-metadata';
import { requireMember } from '@/lib/session';
import { walletRecords } from '@/lib/upstream/wallet';
import { MemberUnavailable } from '../../member-unavailable';
import { LoadFailed, MemberPageCard } from '../../member-page';

export const generateMetadata = privatePageMetadata('Wallet', 'title');

/**
 * /member/wallet/wallet (spec §2 member centre, §3 Wallet, §4, §8; decision 23: the wallet shows wallet refunds):
 * the balances and the member's records of the last 1, 2 or 3 months, of one kind or all, server-rendered from
 * airline-api's wallet records. Period, kind and page are the URL's query (lib/domain/wallet-filters.ts), as links.
 * A wallet not opened says so with the prompt to open it. A refused token is 'user verification failed' like the
 * other member pages; any other upstream failure is a line with a reload link, never a crash.
 */
export default async function WalletPage({ params, searchParams }: QueryPageProps) {
  const locale = await pageLocale(params);
  await requireMember(locale);
  const query = parseWalletQuery(await searchParams);
  const context = await upstreamContextFor(locale);
  const [t, result] = await Promise.all([
    getTranslations('Wallet'),
    walletRecords(context, { months: query.months, kind: query.kind ?? undefined, page: query.page }),
  ]);
  if (!result.ok && LOGIN_REQUIRED_CODES.includes(result.code)) return <MemberUnavailable />;

  if (!result.ok)
    return (
      <MemberPageCard id="wallet-heading" heading={t('heading')}>
        <LoadFailed message={t('loadFailed')} reloadHref={`/${locale}${walletHref(query)}`} reloadLabel={t('reload')} />
      </MemberPageCard>
    );

  const data = result.data;
  if (data.walletStatus !== 'T')
    return (
      <MemberPageCard id="wallet-heading" heading={t('heading')}>
        <WalletNotOpened />
      </MemberPageCard>
    );

  const pages = walletPageCount(data.total, data.pageSize);
  return (
    <MemberPageCard id="wallet-heading" heading={t('heading')}>
      <WalletBalances
        available={data.available}
        frozen={data.frozen}
        locale={locale}
        currencyNote={context.currency !== data.available.currency}
      />
      <WalletActions />
      <h2 className="pt-2 text-lg font-semibold text-slate-900">{t('recordsHeading')}</h2>
      <WalletFilters query={query} from={data.from} />
      {data.records.length === 0 ? (
        <div className="rounded-md bg-slate-50 p-4 text-slate-800" data-testid="wallet-empty">
          {data.total > 0 && query.page > pages ? (
            <>
              <p>{t('pastLastPage', { page: query.page })}</p>
              <Link href={walletHref(query, { page: 1 })} className="mt-2 inline-flex min-h-6 items-center underline">
                {t('firstPage')}
              </Link>
            </>
          ) : (
            <p>{t('empty', { months: query.months, kind: query.kind ?? 'ALL' })}</p>
          )}
        </div>
      ) : (
        <WalletRecords records={data.records} locale={locale} />
      )}
      {data.total > 0 && <WalletPages query={query} total={data.total} pageSize={data.pageSize} />}
    </MemberPageCard>
  );
}
