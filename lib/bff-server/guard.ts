import 'server-only';
import { ResultCode } from '@/lib/contract';
import { env } from '@/lib/env';
import type { Locale } from '@/lib/i18n/routing';
import { isMaintenanceOn } from '@/lib/maintenance';
import { bffError } from './respond';
import { isOriginAllowed } from './origin';

/** BFF routes are outside the proxy's matcher: during maintenance they answer its code instead of calling upstream. */
export async function maintenanceBlock(locale: Locale): Promise<Response | null> {
  return (await isMaintenanceOn()) ? bffError(ResultCode.MAINTENANCE, locale) : null;
}

/** Every mutating route starts with this (CSRF): a refused origin answers FORBIDDEN_ORIGIN. */
export function originBlock(request: Request, locale: Locale): Response | null {
  const allowed = env()
    .ALLOWED_ORIGINS.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const ok = isOriginAllowed(
    request.headers.get('origin'),
    request.headers.get('host'),
    request.headers.get('x-forwarded-proto'),
    allowed,
  );
  return ok ? null : bffError(ResultCode.FORBIDDEN_ORIGIN, locale);
}
