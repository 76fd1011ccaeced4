import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
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

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the caller presented the visitor key (compared in constant time). */
function presentsVisitorKey(req: FastifyRequest): boolean {
  const expected = req.server.airline?.visitorKey;
  const given = req.headers[UpstreamHeader.visitorKey];
  if (!expected || typeof given !== 'string') return false;
  return timingSafeEqual(digest(given), digest(expected));
}

const bare = (address: string) => (address.startsWith('::ffff:') ? address.slice(7) : address);

/**
 * The visitor's address. The web forwards it in x-forwarded-for together with the visitor key that only
 * the web holds (VISITOR_FORWARD_SECRET); from anyone else, loopback included, the header is the
 * caller's own word and the socket's address counts, so no caller can pick the address a limit keys on.
 */
export function clientIp(req: FastifyRequest): string {
  const socketIp = bare(req.socket.remoteAddress ?? req.ip);
  if (!presentsVisitorKey(req)) return socketIp;
  const forwarded = req.headers[UpstreamHeader.clientIp];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim() ?? '';
  return isIP(first) ? bare(first) : socketIp;
}
