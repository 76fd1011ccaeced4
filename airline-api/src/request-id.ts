import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { REQUEST_ID_PATTERN, UpstreamHeader } from '@/lib/contract';

/**
 * The request's id (Fastify's req.id, on every log line of it): the web's x-request-id when it is a sane token, so
 * one id follows a visitor's request through both processes' logs (decision 58); a new UUID otherwise. A caller
 * cannot put a long or odd string in the logs this way.
 */
export function requestIdOf(req: IncomingMessage): string {
  const header = req.headers[UpstreamHeader.requestId];
  const given = Array.isArray(header) ? header[0] : header;
  return given && REQUEST_ID_PATTERN.test(given) ? given : randomUUID();
}

/** Echoes the id on the answer, so a caller without its own can still quote it. */
export async function echoRequestId(req: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header(UpstreamHeader.requestId, req.id);
}
