import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { isLocale } from '@/lib/i18n/routing';
import { BOOKING_MESSAGES, ClientMessages } from '@/lib/i18n/client-messages';

/** The booking pages' client components read these messages (lib/i18n/client-messages.tsx). */
export default async function BookLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return (
    <ClientMessages locale={locale} paths={BOOKING_MESSAGES}>
      {children}
    </ClientMessages>
  );
}
