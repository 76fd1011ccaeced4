import 'server-only';
import {
  SpecialDocumentDeletedSchema,
  SpecialDocumentImageSchema,
  SpecialDocumentListSchema,
  SpecialDocumentSchema,
  UpstreamPath,
  type SpecialDocumentResubmitBody,
  type SpecialDocumentSubmitBody,
} from '@/lib/contract';
import { callUpstream } from './client';
import type { UpstreamContext } from './context';

/**
 * Spec §3 special documents of a saved passenger (§4 statuses, §5 and §9 uploads): the member's own, by the
 * context's token. An upload may carry five images of 5 MB as base64 (~35 MB): it is given longer than the
 * usual timeout to travel and be re-drawn.
 */
const UPLOAD_TIMEOUT_MS = 60_000;

export function specialDocuments(context: UpstreamContext, passengerId: string) {
  return callUpstream({
    method: 'GET',
    path: UpstreamPath.specialDocuments,
    query: { passengerId },
    data: SpecialDocumentListSchema,
    context,
  });
}

export function submitSpecialDocument(context: UpstreamContext, body: SpecialDocumentSubmitBody) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.specialDocumentSubmit,
    body,
    data: SpecialDocumentSchema,
    context,
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
}

export function resubmitSpecialDocument(context: UpstreamContext, body: SpecialDocumentResubmitBody) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.specialDocumentResubmit,
    body,
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
