import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ResultCode, UpstreamPath } from '@/lib/contract';
import { errorForLog } from '@/lib/contract/log-redaction';
import { ApiError } from './errors';
import { sendError } from './http';

/**
 * Every failure answers in the envelope: ApiErrors with their code, Fastify's own 4xx as a bad request
 * (an oversized real-name upload as its own code), anything else as internal and logged. What is logged
 * of an error is `errorForLog`: never a failed query's parameters, nor the body a JSON error quotes.
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
    req.log.info({ err: errorForLog(err) }, 'bad request');
    return sendError(req, reply, ResultCode.BAD_REQUEST);
  }
  req.log.error({ err: errorForLog(err) }, 'unexpected error');
  return sendError(req, reply, ResultCode.INTERNAL);
}
