import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  ResultCode,
  STATUS_OF_CODE,
  UpstreamHeader,
  UpstreamLanguageSchema,
  type Envelope,
  type UpstreamLanguage,
} from '@/lib/contract';
import { ApiError, messageOf } from './errors';

/** The answer language: the x-language header, else a `language` parameter, else Chinese. */
export function languageOf(req: FastifyRequest): UpstreamLanguage {
  const header = UpstreamLanguageSchema.safeParse(req.headers[UpstreamHeader.language]);
  if (header.success) return header.data;
  const fromQuery = (req.query as Record<string, unknown> | undefined)?.language;
  const fromBody = (req.body as Record<string, unknown> | undefined | null)?.language;
  const param = UpstreamLanguageSchema.safeParse(fromQuery ?? fromBody);
  return param.success ? param.data : 'zh_CN';
}

export function sendOk<T>(req: FastifyRequest, reply: FastifyReply, data: T): FastifyReply {
  const body: Envelope<T> = { code: ResultCode.OK, msg: messageOf(ResultCode.OK, languageOf(req)), data };
  return reply.code(200).send(body);
}

export function sendError(
  req: FastifyRequest,
  reply: FastifyReply,
  code: Exclude<ResultCode, '0'>,
  data?: unknown,
): FastifyReply {
  const body: Envelope<unknown> = { code, msg: messageOf(code, languageOf(req)) };
  if (data !== undefined) body.data = data;
  return reply.code(STATUS_OF_CODE[code]).send(body);
}

/** Parses input with a contract schema; invalid input is BAD_REQUEST. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success)
    throw new ApiError(
      ResultCode.BAD_REQUEST,
      result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
    );
  return result.data;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** The caller's address; behind a local proxy (the BFF on the same host) the first x-forwarded-for entry. */
export function clientIp(req: FastifyRequest): string {
  const socketIp = req.socket.remoteAddress ?? req.ip;
  if (LOOPBACK.has(socketIp)) {
    const forwarded = req.headers[UpstreamHeader.clientIp];
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
    if (first) return first;
  }
  return socketIp.startsWith('::ffff:') ? socketIp.slice(7) : socketIp;
}
