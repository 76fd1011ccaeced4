import 'server-only';
import { cookies } from 'next/headers';
import type { z } from 'zod';
import { env } from '@/lib/env';
import { sealValue, unsealValue } from '@/lib/session-seal';
import { authCookieBase } from '@/lib/session';

/** Short-lived HttpOnly, SameSite=Lax cookies of the login flows (OAuth state, bind ticket, QR code). */
export async function setSealedCookie(name: string, data: Record<string, unknown>, ttlSeconds: number) {
  const seal = await sealValue(data, env().SESSION_SECRET, ttlSeconds);
  (await cookies()).set(name, seal, { ...(await authCookieBase()), maxAge: ttlSeconds });
}

export async function readSealedCookie<S extends z.ZodType>(schema: S, name: string): Promise<z.infer<S> | null> {
  return unsealValue(schema, (await cookies()).get(name)?.value, env().SESSION_SECRET);
}

export async function clearCookie(name: string) {
  const jar = await cookies();
  if (jar.has(name)) jar.set(name, '', { ...(await authCookieBase()), maxAge: 0 });
}
