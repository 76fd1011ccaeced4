import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { AccountCard } from '@/components/account/account-card';
import { LoginPagePanel } from '@/components/account/login-page-panel';
import { safeReturnPath } from '@/lib/domain/safe-path';
import { isLocale, routing } from '@/lib/i18n/routing';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ next?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Login' });
  return { title: t('pageTitle') };
}

export default async function LoginPage({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations('Login');
  const raw = (await searchParams).next;
  const next = safeReturnPath(typeof raw === 'string' ? raw : null, routing.locales);
  return (
    <AccountCard title={t('pageHeading')}>
      <LoginPagePanel next={next} />
    </AccountCard>
  );
}
