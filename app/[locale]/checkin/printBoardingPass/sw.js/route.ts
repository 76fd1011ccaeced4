import { isLocale } from '@/lib/i18n/routing';
import { BOARDING_PASS_WORKER } from '../_worker/worker-source';

/**
 * GET /{locale}/checkin/printBoardingPass/sw.js: the boarding pass service worker (decision 20, offline).
 * Served from inside the boarding pass path, so its scope can be no wider than those pages (a worker's scope
 * is at most its script's folder) without a Service-Worker-Allowed header. The same script for everyone;
 * `no-cache` makes the browser ask again for it, so a new version reaches it on its next visit.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) return new Response('Not found', { status: 404 });
  return new Response(BOARDING_PASS_WORKER, {
    headers: {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'no-cache',
      'x-content-type-options': 'nosniff',
    },
  });
}
