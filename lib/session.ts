import 'server-only';
import { cookies } from 'next/headers';
import { env } from '@/lib/env';
import { SESSION_COOKIE, unsealSession, type SessionData } from '@/lib/session-seal';

/**
 * The member session of this request, or null. Pages and route handlers call this, never trusting the
 * proxy's fast check alone. Login and token revocation land with the accounts issue.
 */
export async function readSession(): Promise<SessionData | null> {
  const jar = await cookies();
  return unsealSession(jar.get(SESSION_COOKIE)?.value, env().SESSION_SECRET);
}
