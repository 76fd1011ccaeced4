'use client';

import { usePathname } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';

/** Goes to the same page and query in the other language. */
export function LanguageSwitch({ locale, label }: { locale: Locale; label: string }) {
  const pathname = usePathname();
  const other: Locale = locale === 'zh-CN' ? 'en-US' : 'zh-CN';
  const href = `/${other}${pathname === '/' ? '' : pathname}`;
  return (
    <a
      href={href}
      lang={other}
      hrefLang={other}
      onClick={(event) => {
        event.preventDefault();
        // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a language switch reloads the whole document, so <html lang> and every message change at once
        window.location.assign(href + window.location.search);
      }}
      className="inline-flex min-h-10 items-center rounded px-2 text-slate-700 underline-offset-2 hover:bg-slate-100 hover:underline xl:min-h-8 xl:whitespace-nowrap"
    >
      {label}
    </a>
  );
}
