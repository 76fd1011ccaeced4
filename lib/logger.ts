import 'server-only';
import pino, { type LoggerOptions } from 'pino';
import { CENSOR, errorForLog, redactForLog } from '@/lib/contract/log-redaction';
import { currentRequestId } from '@/lib/request-id';

/**
 * One logger for the web process. PII never reaches a log line (spec quality bar: PII redacted from logs):
 * personal fields are censored wherever they sit in a log object, nested or in arrays, bodies and query
 * parameters are never shown, and errors show only what names the failure (lib/contract/log-redaction.ts).
 * The header paths below are censored by pino as well.
 */
export const LOG_OPTIONS: LoggerOptions = {
  level: process.env.LOG_LEVEL ?? 'info',
  base: { service: 'web' },
  // Every line written on behalf of a request names it (the web server's id, decision 58).
  mixin: () => {
    const requestId = currentRequestId();
    return requestId ? { requestId } : {};
  },
  redact: {
    paths: ['headers.cookie', 'headers.authorization', 'headers["x-member-token"]', 'headers["x-anti-fraud"]'],
    censor: CENSOR,
  },
  formatters: { log: (object) => redactForLog(object) as Record<string, unknown> },
  serializers: { err: (error: unknown) => errorForLog(error) as Record<string, unknown> },
};

export const logger = pino(LOG_OPTIONS);
