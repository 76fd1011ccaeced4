import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { UpgradingWatcher } from '@/components/shell/upgrading-watcher';
import { safeReturnPath } from '@/lib/domain/safe-path';
import { isLocale, routing } from '@/lib/i18n/routing';

/** The maintenance page answers in any path's language it knows, else the default (it must never 404). */
const pageLocaleOf = (value: string) => (isLocale(value) ? value : routing.defaultLocale);

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const locale = pageLocaleOf((await params).locale);
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return { title: t('upgradingTitle'), robots: { index: false } };
}

/** The shutdown page (spec §2). It polls every 60 s and goes back where the visitor was once it ends. */
export default async function UpgradingPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ from?: string }>;
}) {
  const locale = pageLocaleOf((await params).locale);
  setRequestLocale(locale);
  const { from } = await searchParams;
  const t = await getTranslations('Upgrading');
  const back = safeReturnPath(from, routing.locales) ?? `/${locale}`;
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-2xl font-semibold">{t('heading')}</h1>
      <p className="mt-3 text-slate-700">{t('body')}</p>
      <p className="mt-2 text-sm text-slate-600">{t('checking')}</p>
      <UpgradingWatcher returnTo={back} />
    </section>
  );
}
