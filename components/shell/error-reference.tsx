'use client';

import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';

/** The Server-Timing metric that names each answer's request id (scripts/lib/request-id.mjs, decision 58). */
const REQUEST_ID_TIMING = 'rid';

function requestIdOf(entry: PerformanceEntry | undefined): string | undefined {
  const timings = (entry as PerformanceResourceTiming | undefined)?.serverTiming ?? [];
  return timings.find((timing) => timing.name === REQUEST_ID_TIMING)?.description || undefined;
}

/**
 * The id of the answer this page was drawn from: the latest fetch of this path (a client-side navigation's RSC
 * answer) or else the document itself. Read from the browser's timing entries, not from the render, so a page stays
 * the same for everyone and cacheable (decision 8) while its error page still names this request.
 */
export function lastRequestId(): string | undefined {
  if (typeof performance === 'undefined' || typeof performance.getEntriesByType !== 'function') return undefined;
  const here = window.location.pathname;
  const fetched = performance.getEntriesByType('resource').filter((entry) => {
    if ((entry as PerformanceResourceTiming).initiatorType !== 'fetch') return false;
    return new URL(entry.name, window.location.href).pathname === here;
  });
  for (let i = fetched.length - 1; i >= 0; i -= 1) {
    const id = requestIdOf(fetched[i]);
    if (id) return id;
  }
  return requestIdOf(performance.getEntriesByType('navigation')[0]);
}

/** The timing entries change no rendering: nothing to subscribe to. */
const noSubscription = () => () => {};

/**
 * "Reference: <id>" for a traveller to quote to customer service: the failed request's id, or, when the browser
 * does not say it, the error's digest (the web's log line of the failure names both).
 */
export function ErrorReference({ digest }: { digest?: string }) {
  const t = useTranslations('ErrorPage');
  // Nothing on the server (the page stays the same for everyone); the browser's entries once hydrated.
  const id = useSyncExternalStore(noSubscription, lastRequestId, () => undefined) ?? digest;
  if (!id) return null;
  return (
    <p className="mt-4 text-sm text-slate-600">
      {t('reference', { id })} {t('referenceHint')}
    </p>
  );
}
