import 'server-only';
import { request } from 'undici';
import {
  ErrorEnvelopeSchema,
  MEMBER_DOCUMENT_MAX_BYTES,
  MemberDocumentSchema,
  MemberDocumentsDataSchema,
  ResultCode,
  UpstreamPath,
} from '@/lib/contract';
import { env } from '@/lib/env';
import { logger } from '@/lib/logger';
import { callUpstream, upstreamHeaders } from './client';
import type { UpstreamContext } from './context';
import type { UpstreamResult } from './result';

/** Spec §2 /member/documentDownload: the airline's downloadable forms, for members. */

/** GET the list: titles in both languages, file name, size, date and type of each document. */
export function memberDocuments(context: UpstreamContext) {
  return callUpstream({ method: 'GET', path: UpstreamPath.memberDocuments, data: MemberDocumentsDataSchema, context });
}

/** A document's bytes as airline-api answered them, with the type and the file name it named. */
export type DocumentFile = { bytes: Uint8Array; contentType: string; fileName: string };

type Failure = Extract<UpstreamResult<never>, { ok: false }>;
const failure = (code: Failure['code'], msg: string): Failure => ({ ok: false, code, msg });

/** An error answer's code: the envelope's when it is one of ours, otherwise by the status. */
function refusalOf(status: number, text: string): Failure {
  try {
    const envelope = ErrorEnvelopeSchema.safeParse(JSON.parse(text));
    const code = envelope.success ? envelope.data.code : null;
    if (code && code !== ResultCode.OK && code !== ResultCode.INTERNAL) return failure(code, 'refused');
  } catch {
    // Not JSON: judged by its status below.
  }
  return status >= 500
    ? failure(ResultCode.UPSTREAM_UNAVAILABLE, 'unavailable')
    : failure(ResultCode.UPSTREAM_BAD_RESPONSE, 'bad response');
}

/** The body, up to MEMBER_DOCUMENT_MAX_BYTES; null (and the rest left unread) past that. */
async function readCapped(body: AsyncIterable<Uint8Array> & { destroy(): void }): Promise<Uint8Array | null> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.byteLength;
    if (size > MEMBER_DOCUMENT_MAX_BYTES) {
      body.destroy();
      return null;
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The attachment's file name airline-api gave, when it is one the contract allows; else `<id>.pdf`. */
function fileNameOf(disposition: unknown, documentId: string): string {
  const named = /\bfilename="([^"]*)"\s*(?:;|$)/.exec(typeof disposition === 'string' ? disposition : '')?.[1];
  return MemberDocumentSchema.shape.fileName.safeParse(named).success ? named! : `${documentId}.pdf`;
}

async function attemptFile(
  context: UpstreamContext,
  path: string,
  documentId: string,
): Promise<UpstreamResult<DocumentFile>> {
  const timeout = env().UPSTREAM_TIMEOUT_MS;
  const log = { method: 'GET', path: UpstreamPath.memberDocumentFile, requestId: context.requestId };
  try {
    const res = await request(new URL(path, env().AIRLINE_API_URL).toString(), {
      method: 'GET',
      headers: upstreamHeaders(context, 'application/pdf, application/json'),
      headersTimeout: timeout,
      bodyTimeout: timeout,
      signal: AbortSignal.timeout(timeout),
    });
    const contentType = String(res.headers['content-type'] ?? '')
      .split(';')[0]!
      .trim();
    if (res.statusCode !== 200 || contentType === 'application/json' || contentType.startsWith('text/')) {
      const result = refusalOf(res.statusCode, await res.body.text());
      logger.info({ ...log, status: res.statusCode, code: result.code }, 'upstream refused a document');
      return result;
    }
    const bytes = await readCapped(res.body);
    if (!bytes) {
      logger.warn(log, 'upstream document over the size cap');
      return failure(ResultCode.UPSTREAM_BAD_RESPONSE, 'too large');
    }
    return {
      ok: true,
      data: { bytes, contentType, fileName: fileNameOf(res.headers['content-disposition'], documentId) },
    };
  } catch (error) {
    const { name, message } = (error ?? {}) as { name?: unknown; message?: unknown };
    const timedOut = /timeout|aborted/i.test(`${String(name)} ${String(message)}`);
    logger.warn({ ...log, err: typeof message === 'string' ? message : String(error) }, 'upstream call failed');
    return timedOut
      ? failure(ResultCode.UPSTREAM_TIMEOUT, 'timeout')
      : failure(ResultCode.UPSTREAM_UNAVAILABLE, 'unavailable');
  }
}

/**
 * GET one document's bytes. airline-api answers the file itself, not the envelope, so this is not
 * callUpstream; it keeps its rules: the same headers, the timeout, one retry of a GET after a timeout or an
 * unreachable upstream, an error envelope's code passed on (INTERNAL and unknown codes as
 * UPSTREAM_UNAVAILABLE), anything else UPSTREAM_BAD_RESPONSE. A body over MEMBER_DOCUMENT_MAX_BYTES is
 * never held.
 */
export async function memberDocumentFile(
  context: UpstreamContext,
  documentId: string,
): Promise<UpstreamResult<DocumentFile>> {
  const path = UpstreamPath.memberDocumentFile.replace(':documentId', encodeURIComponent(documentId));
  let last = await attemptFile(context, path, documentId);
  const transient =
    !last.ok && (last.code === ResultCode.UPSTREAM_TIMEOUT || last.code === ResultCode.UPSTREAM_UNAVAILABLE);
  if (transient) last = await attemptFile(context, path, documentId);
  return last;
}
