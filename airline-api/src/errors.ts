import type { ResultCode, UpstreamLanguage } from '@/lib/contract';
import { GENERAL_MESSAGES, type Words } from './error-messages-general';
import { ORDER_MESSAGES } from './error-messages-orders';

type FailureCode = Exclude<ResultCode, '0'>;

/** An expected failure answered with a code of the closed list (lib/contract/codes.ts). */
export class ApiError extends Error {
  readonly code: FailureCode;
  /** Answered as the envelope's data: field issues with message keys (passengers, contact). */
  readonly data: unknown;
  constructor(code: FailureCode, detail?: string, data?: unknown) {
    super(detail ?? code);
    this.name = 'ApiError';
    this.code = code;
    this.data = data;
  }
}

/** The message each code is answered with: the two tables cover the closed list between them. */
const MESSAGES: Record<ResultCode, Words> = { ...GENERAL_MESSAGES, ...ORDER_MESSAGES };

/** The message a code is answered with in the request's language. */
export function messageOf(code: ResultCode, language: UpstreamLanguage): string {
  return language === 'en_US' ? MESSAGES[code].en : MESSAGES[code].zh;
}
