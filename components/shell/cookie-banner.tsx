'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/button';
import { readBrowserCookie } from '@/lib/browser-cookie';
import { Link } from '@/lib/i18n/navigation';
import { CONSENT_COOKIE } from './consent-cookie';

const REOPEN_EVENT = 'sf:cookie-settings';

function saveConsent(value: 'all' | 'essential') {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CONSENT_COOKIE}=${value}; Path=/; Max-Age=${60 * 60 * 24 * 180}; SameSite=Lax${secure}`;
}

/**
 * The cookie and privacy banner; the choice persists for 180 days and can be changed from the footer.
 * It is in every page's first HTML (no late paint: it is the home page's largest text on a phone), and the
 * layout's head script hides it before the first paint when a choice is saved, so cached pages need no
 * cookie on the server (decision 8).
 */
export function CookieBanner() {
  const t = useTranslations('CookieBanner');
  const consent = useSyncExternalStore(
    () => () => undefined,
    () => readBrowserCookie(CONSENT_COOKIE) ?? '',
    () => '',
  );
  const [reopened, setReopened] = useState(false);
  const [chosen, setChosen] = useState(false);
  const open = reopened || (consent === '' && !chosen);

  useEffect(() => {
    const reopen = () => setReopened(true);
    window.addEventListener(REOPEN_EVENT, reopen);
    return () => window.removeEventListener(REOPEN_EVENT, reopen);
  }, []);

  if (!open) return null;
  const choose = (value: 'all' | 'essential') => {
    saveConsent(value);
    setChosen(true);
    setReopened(false);
  };
  return (
    <section
      aria-label={t('label')}
      data-cookie-banner={reopened ? undefined : ''}
      className="fixed inset-x-0 bottom-0 z-[1500] border-t border-slate-300 bg-white p-4 shadow-[0_-4px_12px_rgba(0,0,0,0.08)]"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-3 sm:flex-row sm:items-center">
        <p className="flex-1 text-sm text-slate-800">
          {t('text')}{' '}
          <Link href="/static/privacy" className="text-brand-700 underline">
            {t('privacyLink')}
          </Link>
        </p>
        <div className="flex gap-2">
          <Button variant="secondary" className="text-sm" onClick={() => choose('essential')}>
            {t('reject')}
          </Button>
          <Button className="text-sm" onClick={() => choose('all')}>
            {t('accept')}
          </Button>
        </div>
      </div>
    </section>
  );
}

export function CookieSettingsButton({ label }: { label: string }) {
  return (
    <Button variant="link" onClick={() => window.dispatchEvent(new CustomEvent(REOPEN_EVENT))}>
      {label}
    </Button>
  );
}
