/** Types of page-cache.mjs (plain JavaScript, so the web server runs it with node alone). */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

export const PAGE_CACHE_COOKIES: { device: string; session: string; memberHint: string; currency: string };
export const NOT_KEPT_MARK: string;
export const LOCALE_PATH: RegExp;
export const ROUTER_HEADERS: string[];
export function cookiesOf(header: string | undefined): Map<string, string>;
export const MAX_ENTRIES: number;
export const MAX_BYTES: number;
export function pageCacheTtl(env?: Record<string, string | undefined>): number;
export function cachedPageTtl(env?: Record<string, string | undefined>): number;
export type PageCache = {
  key(req: IncomingMessage): string | null;
  serve(key: string, req: IncomingMessage, res: ServerResponse): boolean;
  store(key: string, statusCode: number, headers: OutgoingHttpHeaders, body: Buffer, html?: Buffer): void;
  readonly size: number;
};
export function createPageCache(options: {
  resultsTtlMs?: number;
  cachedTtlMs?: number;
  maxEntries?: number;
  maxBytes?: number;
  now?: () => number;
}): PageCache;
