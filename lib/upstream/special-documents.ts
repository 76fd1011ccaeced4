import 'server-only';
import { FormData } from 'undici';
import {
  SPECIAL_DOCUMENT_IMAGES_FIELD,
  SpecialDocumentDeletedSchema,
  SpecialDocumentImageSchema,
  SpecialDocumentListSchema,
  SpecialDocumentSchema,
  UpstreamPath,
  type SpecialDocumentResubmitFields,
  type SpecialDocumentSubmitFields,
} from '@/lib/contract';
import { callUpstream } from './client';
import type { UpstreamContext } from './context';

/**
 * Spec §3 special documents of a saved passenger (§4 statuses, §5 and §9 uploads): the member's own, by the
 * context's token. A submission is multipart/form-data (docs/decisions/0019-multipart-uploads.md): its text
 * fields, then its images as files; five of 5 MB is ~25 MB, given longer than the usual timeout to travel
 * and be re-drawn.
 */
const UPLOAD_TIMEOUT_MS = 60_000;

/**
 * The upload as airline-api reads it: the text fields, then each image in order under `images`. The files
 * are named `image-1`… and keep their declared type: the member's own file names are not sent on, and
 * airline-api decides the format by the bytes anyway.
 */
function uploadForm(fields: Record<string, string>, images: readonly Blob[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  images.forEach((image, i) => form.append(SPECIAL_DOCUMENT_IMAGES_FIELD, image, `image-${i + 1}`));
  return form;
}

export function specialDocuments(context: UpstreamContext, passengerId: string) {
  return callUpstream({
    method: 'GET',
    path: UpstreamPath.specialDocuments,
    query: { passengerId },
    data: SpecialDocumentListSchema,
    context,
  });
}

export function submitSpecialDocument(
  context: UpstreamContext,
  fields: SpecialDocumentSubmitFields,
  images: readonly Blob[],
) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.specialDocumentSubmit,
    body: uploadForm(fields, images),
    data: SpecialDocumentSchema,
    context,
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
}

export function resubmitSpecialDocument(
  context: UpstreamContext,
  fields: SpecialDocumentResubmitFields,
  images: readonly Blob[],
) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.specialDocumentResubmit,
    body: uploadForm(fields, images),
    data: SpecialDocumentSchema,
    context,
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
}

export function deleteSpecialDocument(context: UpstreamContext, documentId: string) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.specialDocumentDelete,
    body: { documentId },
    data: SpecialDocumentDeletedSchema,
    context,
  });
}

/** One image as base64 in the envelope; the BFF answers its bytes. */
export function specialDocumentImage(context: UpstreamContext, documentId: string, seq: number) {
  return callUpstream({
    method: 'GET',
    path: UpstreamPath.specialDocumentImage,
    query: { documentId, seq },
    data: SpecialDocumentImageSchema,
    context,
  });
}
