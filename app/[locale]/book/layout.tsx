import type { ReactNode } from 'react';
import { QueryProvider } from '@/components/ui/query-provider';
import { BOOKING_MESSAGES, ClientMessages } from '@/lib/i18n/client-messages';
import { pageLocale } from '@/lib/i18n/page-locale';

/** The booking pages: their client components' messages (lib/i18n/client-messages.tsx) and React Query. */
export default async function BookLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  return (
    <ClientMessages locale={await pageLocale(params)} paths={BOOKING_MESSAGES}>
      <QueryProvider>{children}</QueryProvider>
    </ClientMessages>
  );
}
