'use client';

import { useTranslations } from 'next-intl';
import { useRead } from '@/lib/bff-client/query/use-read';
import { passOwner } from '@/lib/offline-pass';
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
 * The registration's worker once it is active. Not `navigator.serviceWorker.ready`: that waits for a worker whose
 * scope holds the URL this document was created at, and a pass reached by a client-side navigation (from "view
 * boarding pass" on /checkin/selair) lives in a document created outside the worker's scope, so it never settles.
 */
function activeWorker(registration: ServiceWorkerRegistration): Promise<ServiceWorker | null> {
  if (registration.active) return Promise.resolve(registration.active);
  const coming = registration.installing ?? registration.waiting;
  if (!coming) return Promise.resolve(null);
  return new Promise((resolve) => {
    const settle = () => {
      if (coming.state === 'activated') resolve(registration.active ?? coming);
      else if (coming.state === 'redundant') resolve(registration.active);
      else return;
      coming.removeEventListener('statechange', settle);
    };
    coming.addEventListener('statechange', settle);
  });
}

/**
 * Registers the worker for this language's boarding pass pages (their path is its whole scope) and asks it to
 * keep this page and its files, however the page was reached (a first direct visit, or a client-side navigation
 * that the worker does not control), as this browser's visitor's (their owner id, decision 56). True once the
 * page is kept for offline use.
 */
export async function keepOffline(locale: string, href: string): Promise<boolean> {
  const scope = boardingPassScope(locale);
  try {
    const registration = await navigator.serviceWorker.register(`${scope}${WORKER_FILE}`, { scope });
    const active = await activeWorker(registration);
    if (!active) return false;
    const controller = navigator.serviceWorker.controller;
    // Controlled only when the worker answered this very document's load (its copy of the page is then fresh).
    const controlled = controller !== null && new URL(controller.scriptURL).pathname.startsWith(scope);
    const owner = passOwner();
    const answer = await ask(active, { type: 'keep', url: href, assets: pageAssets(), controlled, owner });
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

/** What the worker was asked to do for this page, and how it went. */
async function offlineStep({ locale, state, orderNo, segment }: Props): Promise<Phase> {
  if (!('serviceWorker' in navigator)) return 'pending';
  if (state === 'passes') return (await keepOffline(locale, window.location.href)) ? 'saved' : 'unsaved';
  await dropOffline(window.location.href, orderNo, segment);
  return 'dropped';
}

/**
 * The boarding pass offline (decision 20): a page that shows passes is kept by the worker and says so; a page
 * that learns there is no pass (the check-in was cancelled) has the worker forget that segment's copies.
 * A page that could not load the passes changes nothing. `data-offline` tells tests where it stands.
 */
export function OfflinePass(props: Props) {
  const { locale, state, orderNo, segment } = props;
  const t = useTranslations('BoardingPassPage');
  const step = useRead(
    {
      key: `offline-pass ${state} ${locale} ${orderNo} ${segment}`,
      read: () => offlineStep(props),
      staleMs: 0,
      share: true,
      isAnswer: () => true,
    },
    // A page that could not load the passes leaves the last step shown.
    { enabled: state !== 'failed', keepPrevious: true },
  );
  const phase: Phase = step.answer ?? 'pending';
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
