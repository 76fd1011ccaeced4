import 'server-only';
import type { ResultCode } from '@/lib/contract';

/**
 * Expected failures are values, not exceptions: every upstream call answers one of these. A refusal keeps
 * the envelope's `data` when airline-api sent one (e.g. the fields a rule refused), for the caller to act on;
 * `msg` is airline-api's own text, for logs only: the BFF answers the browser with its localized message.
 */
export type UpstreamResult<T> =
  { ok: true; data: T } | { ok: false; code: Exclude<ResultCode, '0'>; msg: string; data?: unknown };

export function upstreamOk<T>(data: T): UpstreamResult<T> {
  return { ok: true, data };
}
