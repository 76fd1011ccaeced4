/** Types of health.mjs (plain JavaScript, so the web server runs it with node alone). */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const READY_TIMEOUT_MS: number;
export function upstreamReady(apiUrl: string, timeoutMs?: number, fetchImpl?: typeof fetch): Promise<boolean>;
export function serveHealth(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  options: { apiUrl: string; ready?: (apiUrl: string) => Promise<boolean> },
): boolean;
