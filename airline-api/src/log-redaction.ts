import type { FastifyServerOptions } from 'fastify';
import { UpstreamHeader } from '@/lib/contract';
import { CENSOR, errorForLog, redactForLog } from '@/lib/contract/log-redaction';

/**
 * Request headers the logs never show, by pino path (Fastify's request serializer runs after the walk
 * below). Personal fields of anything logged are censored by `redactForLog` at any depth, arrays included.
 */
export const LOG_REDACT = [
  `req.headers["${UpstreamHeader.antiFraud}"]`,
  `req.headers["${UpstreamHeader.token}"]`,
  `req.headers["${UpstreamHeader.visitorKey}"]`,
  'req.headers.authorization',
  'req.headers.cookie',
];

/**
 * airline-api's logger: personal data censored wherever it sits in a log object, and errors reduced to what
 * names the failure. A failed query's parameters (drizzle's `params`, and the tail of its message) and
 * request bodies never reach a log line.
 */
export function logOptions(level: string) {
  return {
    level,
    redact: { paths: LOG_REDACT, censor: CENSOR },
    formatters: { log: (object: Record<string, unknown>) => redactForLog(object) as Record<string, unknown> },
    // Typed as pino's own error serializer is; the shape is errorForLog's (type, message, code, query, stack …).
    serializers: {
      err: (error: unknown) => errorForLog(error) as { type: string; message: string; stack: string },
      // The request line without its query string (a phone in `?to=`, a name in a lookup).
      req: (req: { method?: string; url?: string }) => ({ method: req.method, url: req.url?.split('?')[0] }),
    },
  } satisfies FastifyServerOptions['logger'];
}
