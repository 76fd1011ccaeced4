'use client';

import { useSearchParams } from 'next/navigation';
import { Suspense } from 'react';
import { isZhOnlyPath } from '@/lib/domain/site-destinations';
import { usePathname } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';

type Props = { locale: Locale; label: string };

function SwitchLink({ locale, label, query }: Props & { query: string }) {
  const pathname = usePathname();
  const other: Locale = locale === 'zh-CN' ? 'en-US' : 'zh-CN';
  // A zh-CN only page has no English page (spec §2): its switch leads to the English home.
  const path = pathname === '/' || isZhOnlyPath(pathname) ? '' : pathname;
  const href = path ? `/${other}${path}${query ? `?${query}` : ''}` : `/${other}`;
  return (
    <a
      href={href}
      lang={other}
      hrefLang={other}
      onClick={(event) => {
        event.preventDefault();
        // A language switch reloads the whole document, so <html lang> and every message change at once.
        window.location.assign(path ? `/${other}${path}${window.location.search}` : `/${other}`);
      }}
      className="inline-flex min-h-10 items-center rounded px-2 text-slate-700 underline-offset-2 hover:bg-slate-100 hover:underline xl:min-h-8 xl:whitespace-nowrap"
    >
      {label}
    </a>
  );
}

function WithQuery(props: Props) {
  return <SwitchLink {...props} query={useSearchParams().toString()} />;
}

/**
 * Goes to the same page and query in the other language (a news item's ?id= included), as its link says once the
 * page runs: the header is part of pages kept whole (decision 8), so the server draws the link without the query
 * and the browser adds it; a click also reads the address itself.
 */
export function LanguageSwitch(props: Props) {
  return (
    <Suspense fallback={<SwitchLink {...props} query="" />}>
      <WithQuery {...props} />
    </Suspense>
  );
}
