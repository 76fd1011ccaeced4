import 'server-only';
import type { ResultCode } from '@/lib/contract';

/** Expected failures are values, not exceptions: every upstream call answers one of these. */
export type UpstreamResult<T> = { ok: true; data: T } | { ok: false; code: Exclude<ResultCode, '0'>; msg: string };

export function upstreamOk<T>(data: T): UpstreamResult<T> {
  return { ok: true, data };
}
