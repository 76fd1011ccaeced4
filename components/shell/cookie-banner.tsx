'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/button';
import { readBrowserCookie } from '@/lib/browser-cookie';
import { Link } from '@/lib/i18n/navigation';
import { CONSENT_COOKIE } from './consent-cookie';

const REOPEN_EVENT = 'sf:cookie-settings';

function saveConsent(value: 'all' | 'essential') {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CONSENT_COOKIE}=${value}; Path=/; Max-Age=${60 * 60 * 24 * 180}; SameSite=Lax${secure}`;
  // As the head script would on the next load: the space kept for the banner (globals.css) is given back.
  document.documentElement.setAttribute('data-consent', '');
}

/**
 * The cookie and privacy banner; the choice persists for 180 days and can be changed from the footer.
 * It is in every page's first HTML (no late paint: it is the home page's largest text on a phone), and the
 * layout's head script hides it before the first paint when a choice is saved, so cached pages need no
 * cookie on the server (decision 8).
 * It never covers what a visitor needs: on a phone it is a compact strip at the top of the page,
 * in the flow, pushing the page down rather than lying over the search button; from the sm breakpoint it is
 * a bar fixed to the bottom, and the page keeps that much space free below its footer (globals.css).
 * Reopened from the footer, it takes focus (and so scrolls into view).
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
  const region = useRef<HTMLElement>(null);

  useEffect(() => {
    const reopen = () => setReopened(true);
    window.addEventListener(REOPEN_EVENT, reopen);
    return () => window.removeEventListener(REOPEN_EVENT, reopen);
  }, []);

  useEffect(() => {
    if (reopened) region.current?.focus();
  }, [reopened]);

  if (!open) return null;
  const choose = (value: 'all' | 'essential') => {
    saveConsent(value);
    setChosen(true);
    setReopened(false);
  };
  return (
    <section
      ref={region}
      tabIndex={-1}
      aria-label={t('label')}
      data-cookie-banner={reopened ? undefined : ''}
      className="relative border-b border-slate-300 bg-white px-3 py-2 sm:fixed sm:inset-x-0 sm:bottom-0 sm:z-[1500] sm:border-t sm:border-b-0 sm:p-4 sm:shadow-[0_-4px_12px_rgba(0,0,0,0.08)]"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-2 sm:flex-nowrap">
        <p className="min-w-0 flex-1 basis-full text-xs text-slate-800 sm:basis-auto sm:text-sm">
          {t('text')}{' '}
          <Link href="/static/privacy" className="text-brand-700 underline">
            {t('privacyLink')}
          </Link>
        </p>
        <div className="ml-auto flex shrink-0 gap-2">
          <Button variant="secondary" size="sm" onClick={() => choose('essential')}>
            {t('reject')}
          </Button>
          <Button size="sm" onClick={() => choose('all')}>
            {t('accept')}
          </Button>
        </div>
      </div>
    </section>
  );
}

export function CookieSettingsButton({ label }: { label: string }) {
  return (
    // A 24 px target on a phone, as the footer's links are (WCAG 2.5.8).
    <Button variant="link" className="min-h-6" onClick={() => window.dispatchEvent(new CustomEvent(REOPEN_EVENT))}>
      {label}
    </Button>
  );
}
