import type { FastifyRequest } from 'fastify';
import { ResultCode } from '@/lib/contract';
import { ApiError } from './errors';

/** Whether a string or key anywhere in the value holds NUL (walked without recursion: a body may nest deep). */
export function holdsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (item !== null && typeof item === 'object' && !ArrayBuffer.isView(item)) {
      for (const [key, inner] of Object.entries(item)) {
        if (key.includes('\u0000')) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

/**
 * Refuses a request with a NUL anywhere: in the URL (raw or %00), a header, a path parameter, the query or a
 * string or key of the body, as BAD_REQUEST before any route runs. PostgreSQL refuses NUL in text, so a NUL
 * reaching a query was an INTERNAL answer. The contract's strings refuse NUL too (lib/contract/zod.ts);
 * this also covers what reaches SQL without a contract schema: path ids, the sandbox's forms.
 */
export async function refuseNul(req: FastifyRequest): Promise<void> {
  if (req.url.includes('\u0000') || req.url.includes('%00') || holdsNul([req.headers, req.params, req.query, req.body]))
    throw new ApiError(ResultCode.BAD_REQUEST, 'NUL character in the request');
}
