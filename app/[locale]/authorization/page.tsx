import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { env } from '@/lib/env';
import { notFound } from 'next/navigation';
import { AccountCard } from '@/components/account/account-card';
import { BindAccountTabs } from '@/components/account/bind-account-tabs';
import { isResultCode } from '@/lib/contract/codes';
import { Link } from '@/lib/i18n/navigation';
import { isLocale } from '@/lib/i18n/routing';
import { ClientMessages } from '@/lib/i18n/client-messages';

type Query = { provider?: string | string[]; nickname?: string | string[]; error?: string | string[] };
type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Query> };
const PROVIDERS = ['wechat', 'qq', 'weibo', 'alipay'] as const;
const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : '');

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Binding' });
  return { title: t('pageTitle') };
}

/** Third-party binding (spec §2 /authorization), reached from the OAuth callback with the provider and nickname. */
export default async function AuthorizationPage({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const [t, errors, query] = await Promise.all([getTranslations('Binding'), getTranslations('Errors'), searchParams]);
  const provider = PROVIDERS.find((p) => p === one(query.provider).toLowerCase());
  const nickname = one(query.nickname).slice(0, 40);
  const error = one(query.error);

  if (error || !provider) {
    const message =
      isResultCode(error) && error !== '0'
        ? errors(error, { serviceHotline: env().CUSTOMER_SERVICE_PHONE })
        : t('loginFailed');
    return (
      <AccountCard title={t('heading')}>
        <p role="alert" className="text-base font-medium text-red-700">
          {message}
        </p>
        <p className="mt-4 text-sm">
          <Link href="/login" className="text-brand-700 underline">
            {t('backToLogin')}
          </Link>
        </p>
      </AccountCard>
    );
  }
  return (
    <AccountCard title={t('heading')}>
      <p className="mb-4 text-sm text-slate-700">{t('intro', { provider: t(`providers.${provider}`), nickname })}</p>
      <ClientMessages locale={locale} paths={['Binding']}>
        <BindAccountTabs />
      </ClientMessages>
    </AccountCard>
  );
}
