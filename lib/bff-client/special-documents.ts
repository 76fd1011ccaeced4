import type {
  SpecialDocument,
  SpecialDocumentList,
  SpecialDocumentResubmitFields,
  SpecialDocumentSubmitFields,
} from '@/lib/contract/special-documents';
import { isResultCode, LOGIN_REQUIRED_CODES, ResultCode } from '@/lib/contract/codes';
import { LOGIN_REQUIRED_EVENT, type BffResult } from './bff-fetch';
import { getOperation, navigation, postOperation, type Operation } from './operation';

/**
 * Special documents of the member's saved passengers (spec §3 special documents, §4 statuses, §5 and §9
 * uploads; app/api/member/passengers/special-documents). The list is read when a passenger's panel opens;
 * submissions are multipart/form-data, their fields and the picked files as they are (no base64,
 * docs/decisions/0019-multipart-uploads.md), sent with `uploadWithProgress` for the progress bar; an image
 * is a URL for `<img src>` (`documentImage.url(…)`), answered as its bytes.
 */

/** What an upload sends: text fields, and files (the images, in the order picked). */
type UploadInput = Record<string, string | readonly Blob[]>;
/** A new document: its fields and 1 to 5 jpg or png files of at most 5 MB (spec §5). */
export type SubmitDocumentInput = SpecialDocumentSubmitFields & { images: readonly Blob[] };
/** A failed or invalid document again: its id, new number and expiry, and new images. */
export type ResubmitDocumentInput = SpecialDocumentResubmitFields & { images: readonly Blob[] };

/**
 * An upload operation: a POST whose input is sent as multipart/form-data through `uploadWithProgress`.
 * Its `call` is that without a progress bar, and always quiet (the form shows its own error line).
 */
function uploadOperation<Input extends UploadInput, Answer>(path: string): Operation<Input, Answer> {
  const op = postOperation<Input, Answer>(path);
  return { ...op, call: (input) => uploadWithProgress(op, input, () => undefined) };
}

export const listDocuments = getOperation<{ passengerId: string }, SpecialDocumentList>(
  '/api/member/passengers/special-documents',
);
export const submitDocument = uploadOperation<SubmitDocumentInput, SpecialDocument>(
  '/api/member/passengers/special-documents/submit',
);
/** A failed or invalid document again: new number, expiry and images; its type stays. */
export const resubmitDocument = uploadOperation<ResubmitDocumentInput, SpecialDocument>(
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

/** The input as a FormData: each text field, then each file of a list under its name, in order. */
export function formDataOf(input: UploadInput): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(input)) {
    if (typeof value === 'string') form.append(name, value);
    else for (const file of value) form.append(name, file);
  }
  return form;
}

/**
 * An upload sent as multipart/form-data through XMLHttpRequest, the one browser API that reports upload
 * progress (`onProgress` gets 0 to 1). The browser writes the content type with its boundary. Answers like
 * `op.call(…, { quiet: true })`: the caller shows its own error line; a failed request or a body that is
 * not an envelope is code NETWORK with an empty msg (the caller says "network anomaly" in its own words).
 */
export function uploadWithProgress<Input extends UploadInput, Answer>(
  op: Operation<Input, Answer>,
  input: Input,
  onProgress: (fraction: number) => void,
): Promise<BffResult<Answer>> {
  const network: BffResult<Answer> = { ok: false, code: 'NETWORK', msg: '' };
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open(op.method, op.url(input));
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('x-sf-locale', document.documentElement.lang);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => resolve(resultOf<Answer>(xhr.responseText) ?? network);
    xhr.onerror = () => resolve(network);
    xhr.onabort = () => resolve(network);
    xhr.send(formDataOf(input));
  });
}
