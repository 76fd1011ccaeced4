import { unsealData } from 'iron-session';
import { z } from 'zod';

/**
 * The sealed session's shape and its reading, shared by `lib/session.ts` (pages and route handlers) and
 * `proxy.ts` (the fast guard). A tampered, truncated, foreign or expired seal reads as "no session".
 */
export const SESSION_COOKIE = 'sf_session';
/** "Remember me" keeps the session 14 days (spec §9: login remembered 2 weeks). */
export const SESSION_TTL_REMEMBERED_S = 14 * 24 * 60 * 60;
/** Without "remember me": a browser-session cookie whose seal still expires after a day. */
export const SESSION_TTL_DEFAULT_S = 24 * 60 * 60;

export const SessionDataSchema = z.object({
  token: z.string().min(16),
  memberId: z.string(),
  remember: z.boolean(),
  loginTime: z.string(),
  registerTime: z.string().optional(),
});
export type SessionData = z.infer<typeof SessionDataSchema>;

export async function unsealSession(seal: string | undefined, password: string): Promise<SessionData | null> {
  if (!seal) return null;
  try {
    const data = await unsealData<unknown>(seal, { password, ttl: SESSION_TTL_REMEMBERED_S });
    const parsed = SessionDataSchema.safeParse(data);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
