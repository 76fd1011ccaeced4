import type { FastifyBaseLogger } from 'fastify';

/**
 * Tells every web instance that content it caches changed (decision 60): a POST of the tags to each URL of
 * WEB_REVALIDATE_URLS (the web's /api/internal/revalidate) with the shared REVALIDATE_SECRET. With Next's
 * cache in Redis one call reaches all of them; the list may still name each instance. Without URLs nothing
 * is sent and the web's cache refreshes on its own period (CMS content: 300 s). A web that does not answer is
 * logged, never an error of the change itself.
 */
export type WebRevalidator = (tags: string[]) => Promise<void>;

export const REVALIDATE_SECRET_HEADER = 'x-revalidate-secret';
const CALL_TIMEOUT_MS = 3000;

export function webRevalidator(options: {
  urls: string[];
  secret: string | undefined;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  fetch?: typeof fetch;
}): WebRevalidator {
  const { urls, secret, log, fetch: send = fetch } = options;
  if (urls.length === 0 || !secret) return async () => {};
  return async (tags) => {
    await Promise.all(
      urls.map(async (url) => {
        try {
          const response = await send(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json', [REVALIDATE_SECRET_HEADER]: secret },
            body: JSON.stringify({ tags }),
            signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
          });
          if (!response.ok) log.warn({ url, tags, status: response.status }, 'web revalidation refused');
          else log.info({ url, tags }, 'web revalidated');
        } catch (error) {
          log.warn({ url, tags, err: (error as Error).message }, 'web revalidation failed');
        }
      }),
    );
  };
}

/** The web's cache tag of CMS content (lib/upstream/cms.ts CMS_CACHE_TAG). */
export const CMS_CACHE_TAG = 'cms';
/** The web's tag of its shared maintenance reading (lib/maintenance.ts MAINTENANCE_TAG). */
export const MAINTENANCE_TAG = 'maintenance';
