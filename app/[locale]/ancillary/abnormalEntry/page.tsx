import { getTranslations } from 'next-intl/server';
import { IrregularLookup } from '@/components/irregular/irregular-lookup';
import { TripList } from '@/components/irregular/trip-card';
import { upstreamContextFor } from '@/lib/bff-server/request-context';
import { LOGIN_REQUIRED_CODES } from '@/lib/contract';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { pageLocale } from '@/lib/i18n/page-locale';
import { privatePageMetadata, type QueryPageProps } from '@/lib/i18n/page-metadata';
import { OrderNoSchema } from '@/lib/schemas/order';
import { readSession } from '@/lib/session';
import { irregularFind } from '@/lib/upstream/irregular';
import { IRREGULAR_MESSAGES } from '../normalModify/[orderNo]/irregular-messages';

export const dynamic = 'force-dynamic';

export const generateMetadata = privatePageMetadata('Irregular', 'title');

/**
 * /ancillary/abnormalEntry (decision 32; spec §2 Self-service, §4 flight dynamics, §6): where travellers of a
 * delayed, cancelled or diverted flight find it with their choices. A member sees the affected trips of all their
 * orders, read on the server (a failure says so, never a crash); anyone may look an order up with its number, a
 * passenger's name and the contact phone, which lists every upcoming flight of that order, affected or not;
 * `?orderNo=` (a notice's link) fills the number in.
 * Rendered per request (it reads the session); private, so not indexed.
 */
export default async function AbnormalEntryPage({ params, searchParams }: QueryPageProps) {
  const locale = await pageLocale(params);
  const [t, session, query] = await Promise.all([getTranslations('Irregular'), readSession(), searchParams]);
  // The traveller's notice of a delayed or cancelled flight links here with its order (decision 47).
  const orderNo = OrderNoSchema.safeParse(typeof query.orderNo === 'string' ? query.orderNo : undefined);
  const read = session ? await irregularFind(await upstreamContextFor(locale), {}) : null;
  // A login airline-api no longer takes reads as no login: the lookup is still there.
  const mine = read && !read.ok && LOGIN_REQUIRED_CODES.includes(read.code) ? null : read;
  return (
    <ClientMessages locale={locale} paths={IRREGULAR_MESSAGES}>
      <div className="mx-auto w-full max-w-3xl min-w-0 space-y-8 px-4 py-6 sm:py-8">
        <div className="space-y-2">
          <h1 className="text-2xl font-bold text-slate-900">{t('heading')}</h1>
          <p className="text-slate-700">{t('intro')}</p>
        </div>
        {mine && (
          <section aria-labelledby="irregular-mine" className="space-y-3">
            <h2 id="irregular-mine" className="text-xl font-semibold text-slate-900">
              {t('mineHeading')}
            </h2>
            {mine.ok ? (
              <TripList trips={mine.data.trips} locale={locale} empty={t('noneMine')} />
            ) : (
              <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-red-800">
                <p>{t('loadFailed')}</p>
                <a
                  href={`/${locale}/ancillary/abnormalEntry`}
                  className="mt-2 inline-flex min-h-6 items-center underline"
                >
                  {t('reload')}
                </a>
              </div>
            )}
          </section>
        )}
        <section aria-labelledby="irregular-lookup" className="space-y-3">
          <h2 id="irregular-lookup" className="text-xl font-semibold text-slate-900">
            {t(mine ? 'lookupOtherHeading' : 'lookupHeading')}
          </h2>
          <p className="text-sm text-slate-700">{t('lookupHint')}</p>
          <IrregularLookup locale={locale} initialOrderNo={orderNo.success ? orderNo.data : undefined} />
        </section>
      </div>
    </ClientMessages>
  );
}
