import 'server-only';
import { sealData, unsealData } from 'iron-session';
import { z } from 'zod';
import { MEMBER_HINT_COOKIE } from './member-hint';

/**
 * The sealed session's shape and its reading, shared by `lib/session.ts` (pages and route handlers) and
 * `proxy.ts` (the fast guard). A tampered, truncated, foreign or expired seal reads as "no session".
 */
export const SESSION_COOKIE = 'sf_session';
/** Third-party login: the state (CSRF) and the return path between start and callback. */
export const OAUTH_COOKIE = 'sf_oauth';
/** Third-party login of an unbound identity: the bind ticket, never shown to the browser's scripts. */
export const BIND_COOKIE = 'sf_bind';
/** QR login: ties the polled QR code to the browser that created it. */
export const QR_COOKIE = 'sf_qr';
/** Every cookie that belongs to a login, cleared by logout and by a refused session. */
export const AUTH_COOKIES = [SESSION_COOKIE, OAUTH_COOKIE, BIND_COOKIE, QR_COOKIE, MEMBER_HINT_COOKIE] as const;

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

export function sessionTtlSeconds(remember: boolean): number {
  return remember ? SESSION_TTL_REMEMBERED_S : SESSION_TTL_DEFAULT_S;
}

/** Seals any small JSON value with an expiry inside the seal (iron), whatever the cookie's own lifetime. */
export function sealValue(data: Record<string, unknown>, password: string, ttlSeconds: number): Promise<string> {
  return sealData(data, { password, ttl: ttlSeconds });
}

/** Null for a missing, tampered, truncated, foreign-secret or expired seal, or one of another shape. */
export async function unsealValue<S extends z.ZodType>(
  schema: S,
  seal: string | undefined,
  password: string,
): Promise<z.infer<S> | null> {
  if (!seal || seal.length > 4096) return null;
  try {
    const data = await unsealData<unknown>(seal, { password, ttl: SESSION_TTL_REMEMBERED_S });
    const parsed = schema.safeParse(data);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function sealSession(data: SessionData, password: string): Promise<string> {
  return sealValue(data, password, sessionTtlSeconds(data.remember));
}

export function unsealSession(seal: string | undefined, password: string): Promise<SessionData | null> {
  return unsealValue(SessionDataSchema, seal, password);
}
