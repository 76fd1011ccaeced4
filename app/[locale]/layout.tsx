import type { Metadata, Viewport } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/shell/site-footer';
import { SiteHeader } from '@/components/shell/site-header';
import { AppProviders } from '@/components/shell/app-providers';
import { AccountLoginProvider } from '@/components/account/login-panel-provider';
import { CONSENT_COOKIE } from '@/components/shell/consent-cookie';
import { MEMBER_HINT_COOKIE } from '@/lib/member-hint';
import { CookieBanner } from '@/components/shell/cookie-banner';
import { SandboxMarker } from '@/components/shell/sandbox-marker';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { env } from '@/lib/env';
import { isLocale } from '@/lib/i18n/routing';
import { pageLocale } from '@/lib/i18n/page-locale';

/**
 * Pages are the same for everyone and cacheable (decision 8); what differs per browser is read from its
 * readable cookies before the first paint: a saved cookie choice hides the banner, a login hides the header's
 * visitor buttons until the account island has asked who it is (globals.css has the two rules).
 */
const FIRST_PAINT_SCRIPT = `(function(){var c='; '+document.cookie,d=document.documentElement;if(c.indexOf('; ${CONSENT_COOKIE}=')>=0)d.setAttribute('data-consent','');if(c.indexOf('; ${MEMBER_HINT_COOKIE}=1')>=0)d.setAttribute('data-member','')})()`;

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#065f46' };

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return {
    title: { default: t('homeTitle'), template: `%s` },
    description: t('homeDescription'),
    applicationName: t('siteName'),
    icons: { icon: '/favicon.ico' },
  };
}

export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Common' });
  return (
    // The head script below marks <html> before React hydrates it.
    <html lang={locale} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: FIRST_PAINT_SCRIPT }} />
      </head>
      <body className="flex min-h-screen flex-col">
        <ClientMessages locale={locale}>
          <a
            href="#main"
            className="sr-only z-[2001] rounded bg-white focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:px-3 focus:py-2"
          >
            {t('skipToContent')}
          </a>
          {/* First in the document (it is fixed to the bottom): painted with the first streamed bytes, and the
              first thing a keyboard meets after the skip link while no choice is saved. */}
          <CookieBanner />
          {/* The accounts feature hands its login forms to the shell's dialog (features do not import each other). */}
          <AccountLoginProvider>
            <AppProviders>
              <SandboxMarker locale={locale} on={env().AIRLINE_SANDBOX === '1'} />
              <SiteHeader locale={locale} />
              <main id="main" className="flex-1">
                {children}
              </main>
              <SiteFooter locale={locale} />
            </AppProviders>
          </AccountLoginProvider>
        </ClientMessages>
      </body>
    </html>
  );
}
