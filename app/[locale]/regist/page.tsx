import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { AccountCard } from '@/components/account/account-card';
import { RegisterForm } from '@/components/account/register-form';
import { Link } from '@/lib/i18n/navigation';
import { isLocale } from '@/lib/i18n/routing';
import { ClientMessages } from '@/lib/i18n/client-messages';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Register' });
  return { title: t('pageTitle') };
}

export default async function RegisterPage({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations('Register');
  return (
    <AccountCard title={t('heading')}>
      <ClientMessages locale={locale} paths={['Register']}>
        <RegisterForm />
      </ClientMessages>
      <p className="mt-4 text-sm text-slate-700">
        {t('haveAccount')}{' '}
        <Link href="/login" className="text-brand-700 underline">
          {t('toLogin')}
        </Link>
      </p>
    </AccountCard>
  );
}
