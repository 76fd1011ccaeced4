import 'server-only';
import { ResultCode, SPECIAL_DOCUMENT_BODY_MAX_BYTES, SPECIAL_DOCUMENT_IMAGES_FIELD } from '@/lib/contract';
import type { BffAnswer } from '@/lib/bff-server/respond';
import type { LimitRule } from '@/lib/bff-server/route';
import { imageCountIssue, imageSizeAllowed, type SpecialDocumentIssues } from '@/lib/domain/special-document-rules';
import type { UpstreamResult } from '@/lib/upstream/result';

type Context = { fail(code: Exclude<ResultCode, '0'>, data?: unknown): BffAnswer<never> };

/** The body of an upload: multipart/form-data up to five images of 5 MB, larger is "file too large". */
export const UPLOAD_BODY = {
  multipart: true,
  bodyLimit: { bytes: SPECIAL_DOCUMENT_BODY_MAX_BYTES, tooLarge: ResultCode.UPLOAD_TOO_LARGE },
} as const;

/** The images of an upload, in the order the member picked them. */
export const imagesOf = (files: Record<string, File[]>): File[] => files[SPECIAL_DOCUMENT_IMAGES_FIELD] ?? [];

/**
 * Uploads an address may send a minute: a member adds a document or two at a time; each one is up to
 * ~25 MB for airline-api to decode, so a flood would cost it real work (the key names the address, decision 12).
 */
export const uploadLimit = ({ ip }: { ip: string | null }): LimitRule[] =>
  ip ? [{ key: `special-document:ip:${ip}`, limit: 10 }] : [];

/** SPECIAL_DOCUMENT_INVALID with the issues by field, as `fieldErrors` too so the form places them. */
export function invalidFields(issues: SpecialDocumentIssues, context: Context): BffAnswer<never> {
  return context.fail(ResultCode.SPECIAL_DOCUMENT_INVALID, { issues, fieldErrors: issues });
}

/**
 * The rules that need no database, checked before anything is sent on (spec §5, §9): the fields' issues,
 * then 1 to 5 images, then each at most 5 MB. airline-api checks them all again with the images' bytes.
 */
export function localRefusal(
  issues: SpecialDocumentIssues,
  images: readonly Blob[],
  context: Context,
): BffAnswer<never> | null {
  if (Object.keys(issues).length) return invalidFields(issues, context);
  const count = imageCountIssue(images.length);
  if (count === 'imageRequired') return context.fail(ResultCode.SPECIAL_DOCUMENT_IMAGE_REQUIRED);
  if (count === 'imageLimit') return context.fail(ResultCode.SPECIAL_DOCUMENT_IMAGE_LIMIT);
  const tooLarge = images.some((image) => !imageSizeAllowed(image.size));
  return tooLarge ? context.fail(ResultCode.UPLOAD_TOO_LARGE) : null;
}

/** airline-api's refusal of the fields (its clock may have passed midnight after ours), placed beside them. */
export function upstreamRefusal(result: UpstreamResult<unknown>, context: Context): BffAnswer<never> | null {
  if (result.ok || result.code !== ResultCode.SPECIAL_DOCUMENT_INVALID) return null;
  const issues = (result.data as { issues?: unknown } | undefined)?.issues;
  return issues && typeof issues === 'object' ? invalidFields(issues as SpecialDocumentIssues, context) : null;
}
