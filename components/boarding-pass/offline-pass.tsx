'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import {
  STATIC_ASSETS_PREFIX,
  WORKER_FILE,
  boardingPassScope,
  type PassState,
  type WorkerAnswer,
  type WorkerMessage,
} from './offline';

/** How long the page waits for the worker's answer (it may fetch the page and its files first). */
const ANSWER_TIMEOUT_MS = 20_000;

/**
 * The static files this page loaded from its own origin (scripts, styles, fonts under /_next/static/): the
 * worker keeps them so that the page's offline copy draws and hydrates. Nothing personal is among them.
 */
export function pageAssets(): string[] {
  const urls = new Set<string>();
  for (const entry of performance.getEntriesByType('resource')) urls.add(entry.name);
  document.querySelectorAll<HTMLScriptElement>('script[src]').forEach((s) => urls.add(s.src));
  document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][href]').forEach((l) => urls.add(l.href));
  return [...urls].filter((u) => {
    const url = new URL(u, window.location.href);
    return url.origin === window.location.origin && url.pathname.startsWith(STATIC_ASSETS_PREFIX);
  });
}

/** Posts a message to the worker and waits for its answer on a port; null if none comes in time. */
function ask(worker: ServiceWorker, message: WorkerMessage): Promise<WorkerAnswer | null> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = window.setTimeout(() => resolve(null), ANSWER_TIMEOUT_MS);
    channel.port1.onmessage = (event: MessageEvent<WorkerAnswer>) => {
      window.clearTimeout(timer);
      resolve(event.data);
    };
    worker.postMessage(message, [channel.port2]);
  });
}

/**
 * Registers the worker for this language's boarding pass pages (their path is its whole scope) and asks it to
 * keep this page and its files. True once the page is kept for offline use.
 */
export async function keepOffline(locale: string, href: string): Promise<boolean> {
  const scope = boardingPassScope(locale);
  try {
    await navigator.serviceWorker.register(`${scope}${WORKER_FILE}`, { scope });
    const { active } = await navigator.serviceWorker.ready;
    if (!active) return false;
    const controlled = navigator.serviceWorker.controller !== null;
    const answer = await ask(active, { type: 'keep', url: href, assets: pageAssets(), controlled });
    return answer?.type === 'keep' && answer.ok;
  } catch {
    // No worker (a private window, an old browser): the page still works online.
    return false;
  }
}

/** Tells an existing worker to forget this segment's pages (every type and language); how many it forgot. */
export async function dropOffline(href: string, orderNo: string, segment: number): Promise<number> {
  try {
    const registration = await navigator.serviceWorker.getRegistration(href);
    if (!registration?.active) return 0;
    const answer = await ask(registration.active, { type: 'drop', orderNo, segment });
    return answer?.type === 'drop' ? answer.count : 0;
  } catch {
    return 0;
  }
}

type Phase = 'pending' | 'saved' | 'unsaved' | 'dropped';
type Props = { locale: string; state: PassState; orderNo: string; segment: number };

/**
 * The boarding pass offline (issue 13 §4): a page that shows passes is kept by the worker and says so; a page
 * that learns there is no pass (the check-in was cancelled) has the worker forget that segment's copies.
 * A page that could not load the passes changes nothing. `data-offline` tells tests where it stands.
 */
export function OfflinePass({ locale, state, orderNo, segment }: Props) {
  const t = useTranslations('BoardingPassPage');
  const [phase, setPhase] = useState<Phase>('pending');
  useEffect(() => {
    if (!('serviceWorker' in navigator) || state === 'failed') return;
    let live = true;
    const done = (next: Phase) => {
      if (live) setPhase(next);
    };
    if (state === 'passes') void keepOffline(locale, window.location.href).then((ok) => done(ok ? 'saved' : 'unsaved'));
    else void dropOffline(window.location.href, orderNo, segment).then(() => done('dropped'));
    return () => {
      live = false;
    };
  }, [locale, state, orderNo, segment]);
  return (
    <p
      role="status"
      data-testid="boarding-pass-offline"
      data-offline={phase}
      className="text-sm text-slate-700 print:hidden"
    >
      {phase === 'saved' ? t('offlineSaved') : ''}
    </p>
  );
}
