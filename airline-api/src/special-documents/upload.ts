import type { FastifyRequest } from 'fastify';
import { ResultCode, SPECIAL_DOCUMENT_IMAGES_FIELD } from '@/lib/contract';
import {
  SPECIAL_DOCUMENT_IMAGES_MAX,
  SPECIAL_DOCUMENT_IMAGE_MAX_BYTES,
  imageCountIssue,
  imageSizeAllowed,
} from '@/lib/domain/special-document-rules';
import { ApiError } from '../errors';
import { imageTypeOf, redrawnImage } from '../uploads/redrawn-image';

/** Spec §5: a picture is required, at most 5. */
export function checkImageCount(n: number): void {
  const issue = imageCountIssue(n);
  if (issue === 'imageRequired') throw new ApiError(ResultCode.SPECIAL_DOCUMENT_IMAGE_REQUIRED);
  if (issue === 'imageLimit') throw new ApiError(ResultCode.SPECIAL_DOCUMENT_IMAGE_LIMIT);
}

/** One upload's bytes, checked before anything is decoded: at most 5 MB, jpg or png by its first bytes. */
export function uploadedBytes(bytes: Buffer): Buffer {
  if (!imageSizeAllowed(bytes.length)) throw new ApiError(ResultCode.UPLOAD_TOO_LARGE);
  if (!imageTypeOf(bytes)) throw new ApiError(ResultCode.UPLOAD_WRONG_FORMAT);
  return bytes;
}

/**
 * The images as stored, drawn again like every uploaded picture (uploads/redrawn-image.ts): decoded, turned upright,
 * at most 2000 px a side, on white, a new JPEG without metadata, so nothing of an upload but its pixels is
 * kept or served. Every image is checked first, then decoded one at a time (one decoded image in memory).
 */
export async function storedImages(uploads: Buffer[]): Promise<Buffer[]> {
  const checked = uploads.map(uploadedBytes);
  const stored: Buffer[] = [];
  for (const bytes of checked) {
    const image = await redrawnImage(bytes);
    if (!image) throw new ApiError(ResultCode.UPLOAD_WRONG_FORMAT);
    stored.push(image);
  }
  return stored;
}

/**
 * The multipart parser's limits (spec §5, §9; docs/decisions/0019-multipart-uploads.md), enforced while the
 * body streams in, so no more than this is ever read: 5 files of 5 MB at most (a 6th file or a larger one
 * stops the parse), and a few short text fields (the longest, a number, is 200 characters at most).
 */
export const UPLOAD_LIMITS = {
  files: SPECIAL_DOCUMENT_IMAGES_MAX,
  fileSize: SPECIAL_DOCUMENT_IMAGE_MAX_BYTES,
  fields: 8,
  fieldNameSize: 64,
  fieldSize: 1024,
  parts: SPECIAL_DOCUMENT_IMAGES_MAX + 8,
  headerPairs: 32,
};

/** The parser's refusals as the upload's codes: a file over 5 MB, a 6th file; anything else is a bad request. */
export function uploadRefusal(err: unknown): unknown {
  if (err instanceof ApiError) return err;
  const { code, message } = (err ?? {}) as { code?: unknown; message?: unknown };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new ApiError(ResultCode.UPLOAD_TOO_LARGE);
  if (code === 'FST_FILES_LIMIT') return new ApiError(ResultCode.SPECIAL_DOCUMENT_IMAGE_LIMIT);
  return new ApiError(ResultCode.BAD_REQUEST, `multipart: ${String(code ?? message)}`);
}

/**
 * A multipart upload: its text fields (each once, whole) and the bytes of its files in `images`, in the
 * order sent. Read part by part within UPLOAD_LIMITS; a file under another name, a repeated or cut field,
 * or a body that is not multipart at all is BAD_REQUEST.
 */
export async function readUpload(req: FastifyRequest): Promise<{ fields: Record<string, unknown>; images: Buffer[] }> {
  if (!req.isMultipart()) throw new ApiError(ResultCode.BAD_REQUEST, 'not multipart/form-data');
  const fields = new Map<string, unknown>();
  const images: Buffer[] = [];
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== SPECIAL_DOCUMENT_IMAGES_FIELD) throw new ApiError(ResultCode.BAD_REQUEST, 'file field');
        images.push(await part.toBuffer());
      } else if (part.valueTruncated || fields.has(part.fieldname)) {
        throw new ApiError(ResultCode.BAD_REQUEST, `field ${part.fieldname}`);
      } else {
        fields.set(part.fieldname, part.value);
      }
    }
  } catch (err) {
    throw uploadRefusal(err);
  }
  return { fields: Object.fromEntries(fields), images };
}
