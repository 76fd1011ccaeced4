import { LOGIN_REQUIRED_CODES, isResultCode } from '@/lib/contract/codes';
import { LOGIN_REQUIRED_EVENT } from './bff-fetch';
import { navigation } from './operation';

/**
 * The member's downloadable documents (spec §2 /member/documentDownload). The list is read by the page on
 * the server; a download is a GET that answers the file itself (a PDF attachment), so it is a URL and not a
 * bffFetch call: the page's link points at it, and `fetchDocument` reads it as bytes so that a failure can
 * be said on the page ('download failed', spec §8) instead of leaving the member on an error body.
 */
export const downloadDocument = navigation<{ documentId: string }>('/api/member/documents/[documentId]');

/** What a download gave: the file, or a failure (the login dialog is already asked for when it is that). */
export type DocumentDownload = { ok: true; file: Blob } | { ok: false; code: string };

const PDF = 'application/pdf';

/** The code of an error envelope, or NETWORK when the body is not one. */
async function codeOf(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { code?: unknown } | null;
    return isResultCode(body?.code) ? body.code : 'NETWORK';
  } catch {
    return 'NETWORK';
  }
}

/**
 * Downloads one document as a Blob. Like bffFetch, a refused session (1000010/1000011) asks for the login
 * dialog; every failure is a value, never a throw (an abort excepted).
 */
export async function fetchDocument(documentId: string, signal?: AbortSignal): Promise<DocumentDownload> {
  let response: Response;
  try {
    response = await fetch(downloadDocument.url({ documentId }), {
      headers: {
        accept: `${PDF}, application/json`,
        'x-sf-locale': typeof document === 'undefined' ? 'zh-CN' : document.documentElement.lang,
      },
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return { ok: false, code: 'NETWORK' };
  }
  const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim();
  if (response.ok && type === PDF) {
    try {
      return { ok: true, file: await response.blob() };
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      return { ok: false, code: 'NETWORK' };
    }
  }
  const code = await codeOf(response);
  if (isResultCode(code) && LOGIN_REQUIRED_CODES.includes(code) && typeof window !== 'undefined') {
    window.dispatchEvent(new CustomEvent(LOGIN_REQUIRED_EVENT));
  }
  return { ok: false, code };
}
