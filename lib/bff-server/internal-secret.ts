import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';

/** The header airline-api sends its REVALIDATE_SECRET in. */
export const INTERNAL_SECRET_HEADER = 'x-revalidate-secret';

/**
 * Whether a server-to-server call carries the shared secret. Compared in constant time over digests (equal
 * lengths whatever was sent); no secret configured, nothing matches.
 */
export function hasInternalSecret(request: Request, secret: string | undefined): boolean {
  const sent = request.headers.get(INTERNAL_SECRET_HEADER);
  if (!secret || !sent) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(sent), digest(secret));
}

/** The answer to a call without it: as if the route did not exist. */
export function notFound(): Response {
  return new Response(null, { status: 404 });
}
