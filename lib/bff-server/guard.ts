import 'server-only';
import { ResultCode } from '@/lib/contract';
import { env } from '@/lib/env';
import type { Locale } from '@/lib/i18n/routing';
import { isMaintenanceOn } from '@/lib/maintenance';
import { publicSiteOrigin } from '@/lib/site-origin';
import { bffError } from './respond';
import { isOriginAllowed, loopbackAliases, normalizedOrigin } from './origin';

/** BFF routes are outside the proxy's matcher: during maintenance they answer its code instead of calling upstream. */
export async function maintenanceBlock(locale: Locale): Promise<Response | null> {
  return (await isMaintenanceOn()) ? bffError(ResultCode.MAINTENANCE, locale) : null;
}

/**
 * The origins a mutating request may come from: the public origin (with its loopback aliases on a machine's
 * own site) and ALLOWED_ORIGINS, all from configuration. Never the request's own Host, which the client
 * writes (decision 11).
 */
export function allowedOrigins(): string[] {
  const extra = env()
    .ALLOWED_ORIGINS.split(',')
    .filter((s) => s.trim());
  return [...loopbackAliases(publicSiteOrigin()), ...extra.map(normalizedOrigin)].filter(
    (o): o is string => o !== null,
  );
}

/** Every mutating route starts with this (CSRF): a refused origin answers FORBIDDEN_ORIGIN. */
export function originBlock(request: Request, locale: Locale): Response | null {
  const ok = isOriginAllowed(request.headers.get('origin'), allowedOrigins());
  return ok ? null : bffError(ResultCode.FORBIDDEN_ORIGIN, locale);
}
