import * as z from './zod';
import { RESULT_CODES, ResultCode } from './codes';

/** `{ code, msg, data? }`: every answer of airline-api and of the BFF. */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ code: z.enum(RESULT_CODES), msg: z.string(), data: data.optional() });
}

export const ErrorEnvelopeSchema = z.object({
  code: z.enum(RESULT_CODES),
  msg: z.string(),
  data: z.unknown().optional(),
});

export type Envelope<T> = { code: ResultCode; msg: string; data?: T };

export function ok<T>(data: T): Envelope<T> {
  return { code: ResultCode.OK, msg: 'success', data };
}

export function fail(code: Exclude<ResultCode, '0'>, msg: string): Envelope<never> {
  return { code, msg };
}
