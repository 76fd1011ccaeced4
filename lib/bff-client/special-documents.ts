import type {
  SpecialDocument,
  SpecialDocumentList,
  SpecialDocumentResubmitBody,
  SpecialDocumentSubmitBody,
} from '@/lib/contract/special-documents';
import { isResultCode, LOGIN_REQUIRED_CODES, ResultCode } from '@/lib/contract/codes';
import { LOGIN_REQUIRED_EVENT, type BffResult } from './bff-fetch';
import { getOperation, navigation, postOperation, type Operation } from './operation';

/**
 * Special documents of the member's saved passengers (spec §3 special documents, §4 statuses, §5 and §9
 * uploads; app/api/member/passengers/special-documents). The list is read when a passenger's panel opens;
 * submissions carry their images as base64 JSON, like the real-name photo, sent with `uploadWithProgress`
 * for the progress bar; an image is a URL for `<img src>` (`documentImage.url(…)`), answered as its bytes.
 */

export const listDocuments = getOperation<{ passengerId: string }, SpecialDocumentList>(
  '/api/member/passengers/special-documents',
);
export const submitDocument = postOperation<SpecialDocumentSubmitBody, SpecialDocument>(
  '/api/member/passengers/special-documents/submit',
);
/** A failed or invalid document again: new number, expiry and images; its type stays. */
export const resubmitDocument = postOperation<SpecialDocumentResubmitBody, SpecialDocument>(
  '/api/member/passengers/special-documents/resubmit',
);
export const deleteDocument = postOperation<{ documentId: string }, { deleted: number }>(
  '/api/member/passengers/special-documents/delete',
);
/** One image of a document (seq 1 to 5), to its owner only: the URL of an `<img>`, not a call. */
export const documentImage = navigation<{ documentId: string; seq: number }>(
  '/api/member/passengers/special-documents/image',
);

/** What the envelope of an answer says, checked by hand as bffFetch does (no zod in the browser). */
function resultOf<Answer>(text: string): BffResult<Answer> | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const envelope = json as { code?: unknown; msg?: unknown; data?: unknown } | null;
  if (!envelope || !isResultCode(envelope.code) || typeof envelope.msg !== 'string') return null;
  const { code, msg, data } = envelope;
  if (code === ResultCode.OK) return { ok: true, data: data as Answer };
  if (LOGIN_REQUIRED_CODES.includes(code)) window.dispatchEvent(new CustomEvent(LOGIN_REQUIRED_EVENT));
  const fieldErrors = (data as { fieldErrors?: unknown } | undefined)?.fieldErrors;
  return fieldErrors && typeof fieldErrors === 'object'
    ? { ok: false, code, msg, fieldErrors: fieldErrors as Record<string, string> }
    : { ok: false, code, msg };
}

/**
 * A POST operation sent through XMLHttpRequest, the one browser API that reports upload progress
 * (`onProgress` gets 0 to 1). Answers like `op.call(…, { quiet: true })`: the caller shows its own error
 * line; a failed request or a body that is not an envelope is code NETWORK with an empty msg (the caller
 * says "network anomaly" in its own words).
 */
export function uploadWithProgress<Input extends object, Answer>(
  op: Operation<Input, Answer>,
  input: Input,
  onProgress: (fraction: number) => void,
): Promise<BffResult<Answer>> {
  const network: BffResult<Answer> = { ok: false, code: 'NETWORK', msg: '' };
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open(op.method, op.url(input));
    xhr.setRequestHeader('content-type', 'application/json');
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('x-sf-locale', document.documentElement.lang);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => resolve(resultOf<Answer>(xhr.responseText) ?? network);
    xhr.onerror = () => resolve(network);
    xhr.onabort = () => resolve(network);
    xhr.send(JSON.stringify(input));
  });
}
