/** Types of first-visit.mjs (plain JavaScript, so the web server runs it with node alone). */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const DEVICE_COOKIE_MAX_AGE_S: number;
export function deviceCookie(id: string, options: { secure: boolean; now?: number }): string;
export function isFirstVisit(req: IncomingMessage): boolean;
export function giveDeviceId(
  req: IncomingMessage,
  res: ServerResponse,
  options: { secure: boolean; newId?: () => string },
): string;
