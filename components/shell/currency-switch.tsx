'use client';

import { useRouter } from 'next/navigation';
import { useLocale } from 'next-intl';
import { useId, useState, useSyncExternalStore } from 'react';
import * as site from '@/lib/bff-client/site';
import { readBrowserCookie } from '@/lib/browser-cookie';
import {
  CURRENCY_COOKIE,
  choiceOf,
  isCurrencyProfileId,
  resolveCurrencyProfile,
  type CurrencyProfileId,
} from '@/lib/i18n/currency-profiles';
import type { Locale } from '@/lib/i18n/routing';

type Option = { id: string; label: string };

const noSubscription = () => () => undefined;

/**
 * The language-and-currency choices of spec §1 (four distinct ones: a saved zh-CN-C or en-US-E shows as the
 * choice that reads the same, `choiceOf`); a choice of the other language also switches the page's language.
 * The saved profile is a readable cookie read here, not on the server, so pages stay cacheable (decision 8):
 * the first paint shows the language's default profile, the saved one right after hydration.
 */
export function CurrencySwitch({ label, options }: { label: string; options: Option[] }) {
  const id = useId();
  const router = useRouter();
  const locale = useLocale() as Locale;
  const saved = useSyncExternalStore(
    noSubscription,
    () => choiceOf(resolveCurrencyProfile(locale, readBrowserCookie(CURRENCY_COOKIE) ?? undefined).id),
    () => choiceOf(resolveCurrencyProfile(locale, undefined).id),
  );
  const [choice, setChoice] = useState<string | null>(null);
  const value = choice ?? saved;
  const [busy, setBusy] = useState(false);

  async function choose(profile: CurrencyProfileId) {
    const before = value;
    setChoice(profile);
    setBusy(true);
    const result = await site.saveCurrency.call({ profile });
    setBusy(false);
    if (!result.ok) {
      setChoice(before);
      return;
    }
    const here = window.location.pathname.split('/')[1];
    if (result.data.locale !== here) {
      const rest = window.location.pathname.split('/').slice(2).join('/');
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a profile of the other language reloads the whole document, so <html lang> and every message change at once
      window.location.assign(`/${result.data.locale}${rest ? `/${rest}` : ''}${window.location.search}`);
    } else {
      router.refresh();
    }
  }

  return (
    <span className="flex w-full items-center gap-2 xl:w-auto">
      <label htmlFor={id} className="text-slate-700 xl:sr-only">
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={busy}
        onChange={(e) => {
          // The options are the profile ids (site-header), so this holds for every choice.
          const next = e.target.value;
          if (isCurrencyProfileId(next)) void choose(next);
        }}
        className="min-h-10 min-w-0 flex-1 rounded border border-slate-400 bg-white px-2 py-1 text-slate-800 xl:min-h-8"
      >
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.label}
          </option>
        ))}
      </select>
    </span>
  );
}
