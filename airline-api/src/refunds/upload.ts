import type { FastifyRequest } from 'fastify';
import {
  REFUND_ATTACHMENTS_FIELD,
  REFUND_ATTACHMENTS_MAX,
  REFUND_ATTACHMENT_MAX_BYTES,
  REFUND_PAYLOAD_FIELD,
  ResultCode,
} from '@/lib/contract';
import { ApiError } from '../errors';
import { rebuiltPdf } from '../uploads/rebuilt-pdf';
import { redrawnImage } from '../uploads/redrawn-image';

type ContentType = 'image/jpeg' | 'image/png' | 'application/pdf';
export const EXTENSION: Record<ContentType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
};

/** jpg, png or pdf by the file's first bytes (its name and declared type are not believed). */
export function attachmentTypeOf(bytes: Buffer): ContentType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  return null;
}

/**
 * The multipart parser's limits (spec §5, §9: at most 4 attachments of 2 MB; decision 19), enforced while the
 * body streams in: a 5th file or a larger one stops the parse; one short JSON field.
 */
export const UPLOAD_LIMITS = {
  files: REFUND_ATTACHMENTS_MAX,
  fileSize: REFUND_ATTACHMENT_MAX_BYTES,
  fields: 2,
  fieldNameSize: 64,
  fieldSize: 32_768,
  parts: REFUND_ATTACHMENTS_MAX + 2,
  headerPairs: 32,
};

/** The parser's refusals as the refund's codes; anything else is a bad request. */
function uploadRefusal(err: unknown): unknown {
  if (err instanceof ApiError) return err;
  const { code, message } = (err ?? {}) as { code?: unknown; message?: unknown };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new ApiError(ResultCode.REFUND_ATTACHMENT_TOO_LARGE);
  if (code === 'FST_FILES_LIMIT') return new ApiError(ResultCode.REFUND_ATTACHMENT_LIMIT);
  return new ApiError(ResultCode.BAD_REQUEST, `multipart: ${String(code ?? message)}`);
}

export type Attachment = { bytes: Buffer; contentType: ContentType };

/**
 * An attachment as it is stored and served (issue 29 §5; decision 56): a picture drawn again as a new JPEG, as
 * every uploaded picture is, a PDF rebuilt from its pages alone (no scripts, actions, annotations, attached files
 * or bytes after its end). Never the bytes sent: a polyglot (a JPEG with a page after it, a PDF that runs a
 * script when opened) loses what is not the picture or the pages. A file that does not open is the wrong type.
 */
export async function storedAttachment(bytes: Buffer): Promise<Attachment> {
  const type = attachmentTypeOf(bytes);
  const stored = type === 'application/pdf' ? await rebuiltPdf(bytes) : type ? await redrawnImage(bytes) : null;
  if (!stored) throw new ApiError(ResultCode.REFUND_ATTACHMENT_TYPE);
  return { bytes: stored, contentType: type === 'application/pdf' ? type : 'image/jpeg' };
}

/** The commit's `payload` field (once, whole) and its `attachments`, each checked and stored anew as it arrives. */
export async function readCommit(req: FastifyRequest): Promise<{ payload: unknown; attachments: Attachment[] }> {
  if (!req.isMultipart()) throw new ApiError(ResultCode.BAD_REQUEST, 'not multipart/form-data');
  let payload: string | undefined;
  const attachments: Attachment[] = [];
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== REFUND_ATTACHMENTS_FIELD) throw new ApiError(ResultCode.BAD_REQUEST, 'file field');
        attachments.push(await storedAttachment(await part.toBuffer()));
      } else if (part.fieldname !== REFUND_PAYLOAD_FIELD || part.valueTruncated || payload !== undefined) {
        throw new ApiError(ResultCode.BAD_REQUEST, `field ${part.fieldname}`);
      } else {
        payload = String(part.value);
      }
    }
  } catch (err) {
    throw uploadRefusal(err);
  }
  if (payload === undefined) throw new ApiError(ResultCode.BAD_REQUEST, 'payload missing');
  let json: unknown;
  try {
    json = JSON.parse(payload);
  } catch {
    throw new ApiError(ResultCode.BAD_REQUEST, 'payload is not JSON');
  }
  return { payload: json, attachments };
}
