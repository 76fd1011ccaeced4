/** Types of health.mjs (plain JavaScript, so the web server runs it with node alone). */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const READY_TIMEOUT_MS: number;
export function upstreamReady(apiUrl: string, timeoutMs?: number, fetchImpl?: typeof fetch): Promise<boolean>;
export function serveHealth(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  options: HealthOptions,
): boolean;
export type HealthOptions = {
  apiUrl: string;
  redisUrl?: string;
  ready?: (apiUrl: string) => Promise<boolean>;
  redis?: (redisUrl: string) => Promise<boolean>;
};
export function redisAnswers(redisUrl: string, timeoutMs?: number): Promise<boolean>;
export function unreadyParts(options: HealthOptions): Promise<string[]>;
