/** Types of metrics.mjs (plain JavaScript, so the web server runs it with node alone). */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Registry } from 'prom-client';

export type WebMetrics = {
  register: Registry;
  observe(req: IncomingMessage, res: ServerResponse): void;
  pageCacheHit(): void;
  pageCacheMiss(): void;
  serve(res: ServerResponse): Promise<void>;
};
export function createWebMetrics(options: {
  labelOf: (url?: string) => string;
  register?: Registry;
  defaults?: boolean;
}): WebMetrics;
