import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { AccountCard } from '@/components/account/account-card';
import { ResetPasswordTabs } from '@/components/account/reset-password-tabs';
import { Link } from '@/lib/i18n/navigation';
import { isLocale } from '@/lib/i18n/routing';
import { ClientMessages } from '@/lib/i18n/client-messages';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'ResetPassword' });
  return { title: t('pageTitle') };
}

export default async function ForgetPage({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations('ResetPassword');
  return (
    <AccountCard title={t('heading')}>
      <ClientMessages locale={locale} paths={['ResetPassword']}>
        <ResetPasswordTabs />
      </ClientMessages>
      <p className="mt-4 text-sm">
        <Link href="/login" className="text-brand-700 underline">
          {t('toLogin')}
        </Link>
      </p>
    </AccountCard>
  );
}
