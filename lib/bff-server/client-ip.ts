import 'server-only';
import { env } from '@/lib/env';

/**
 * The visitor's address for rate limits: the first X-Forwarded-For entry when a trusted load balancer
 * sets it (TRUST_PROXY=1, the same reading as request-context and airline-api). Otherwise the header is
 * the client's own word, so there is no address to limit by and callers skip the per-address limit
 * (airline-api still limits the address it sees).
 */
export function trustedClientIp(head: Headers): string | null {
  if (env().TRUST_PROXY !== '1') return null;
  return head.get('x-forwarded-for')?.split(',')[0]?.trim() || null;
}
