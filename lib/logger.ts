import 'server-only';
import pino from 'pino';

/**
 * One logger for the web process. PII never reaches a log line: the paths below are censored wherever
 * they appear (spec quality bar: PII redacted from logs).
 */
export const PII_PATHS = [
  'phone',
  'mobile',
  'cellphone',
  'email',
  'name',
  'fullName',
  'credential',
  'certificateNumber',
  'password',
  'token',
  'verifyCode',
  'headers.cookie',
  'headers.authorization',
  'headers["x-member-token"]',
  'headers["x-anti-fraud"]',
];

export const logger = pino({
  level: process.env.LOG_LEVEL ?? 'info',
  base: { service: 'web' },
  redact: { paths: [...PII_PATHS, ...PII_PATHS.map((p) => `*.${p}`)], censor: '[redacted]' },
});
