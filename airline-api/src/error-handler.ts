import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ResultCode, UpstreamPath } from '@/lib/contract';
import { ApiError } from './errors';
import { sendError } from './http';

/**
 * Every failure answers in the envelope: ApiErrors with their code, Fastify's own 4xx as a bad request
 * (an oversized real-name upload as its own code), anything else as internal and logged.
 */
export function handleError(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  if (err instanceof ApiError) {
    if (err.code === ResultCode.BAD_REQUEST) req.log.info({ detail: err.message }, 'bad request');
    return sendError(req, reply, err.code, err.data);
  }
  const status = (err as { statusCode?: number }).statusCode;
  if (status === 413 && req.routeOptions.url === UpstreamPath.realName)
    return sendError(req, reply, ResultCode.UPLOAD_TOO_LARGE);
  if (status !== undefined && status >= 400 && status < 500) {
    req.log.info({ detail: (err as Error).message }, 'bad request');
    return sendError(req, reply, ResultCode.BAD_REQUEST);
  }
  req.log.error({ err }, 'unexpected error');
  return sendError(req, reply, ResultCode.INTERNAL);
}
