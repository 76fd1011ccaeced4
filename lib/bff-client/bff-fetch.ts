import { isResultCode, LOGIN_REQUIRED_CODES, ResultCode, type ResultCode as Code } from '@/lib/contract/codes';

/**
 * The browser's one way to call the BFF (spec §8 general handling): an error envelope shows its
 * (already localized) msg as an error toast; a body that is not JSON shows "network anomaly"; codes
 * 1000010 / 1000011 clear the login state and open the login dialog.
 */
export type BffResult<T> =
  { ok: true; data: T } | { ok: false; code: Code | 'NETWORK'; msg: string; fieldErrors?: Record<string, string> };

export const LOGIN_REQUIRED_EVENT = 'sf:login-required';

const UNKNOWN_OUTCOME: readonly string[] = [
  'NETWORK',
  ResultCode.UPSTREAM_TIMEOUT,
  ResultCode.UPSTREAM_UNAVAILABLE,
  ResultCode.UPSTREAM_BAD_RESPONSE,
  ResultCode.INTERNAL,
];

/**
 * Whether an answer leaves nobody knowing if a commit was made (the network, a timeout, airline-api unreachable or
 * answering nonsense): the same commit sent again keeps its attempt id, so airline-api answers the one result. Any
 * other refusal is definite, and the next try is a new attempt.
 */
export const isUnknownOutcome = (code: string): boolean => UNKNOWN_OUTCOME.includes(code);

type Hooks = { onError: (msg: string) => void; networkAnomaly: string };
let hooks: Hooks = { onError: () => undefined, networkAnomaly: 'Network anomaly, please try again later' };

export function configureBffFetch(next: Hooks) {
  hooks = next;
}

export async function bffFetch<T>(input: string, init: RequestInit & { quiet?: boolean } = {}): Promise<BffResult<T>> {
  const { quiet, ...rest } = init;
  let text: string;
  try {
    const res = await fetch(input, {
      ...rest,
      headers: {
        accept: 'application/json',
        'x-sf-locale': typeof document === 'undefined' ? 'zh-CN' : document.documentElement.lang,
        ...(rest.body ? { 'content-type': 'application/json' } : {}),
        ...rest.headers,
      },
      credentials: 'same-origin',
    });
    text = await res.text();
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    if (!quiet) hooks.onError(hooks.networkAnomaly);
    return { ok: false, code: 'NETWORK', msg: hooks.networkAnomaly };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    if (!quiet) hooks.onError(hooks.networkAnomaly);
    return { ok: false, code: 'NETWORK', msg: hooks.networkAnomaly };
  }
  // Checked by hand, not with zod: this module is in every page's client bundle.
  const envelope = json as { code?: unknown; msg?: unknown; data?: unknown } | null;
  if (!envelope || !isResultCode(envelope.code) || typeof envelope.msg !== 'string') {
    if (!quiet) hooks.onError(hooks.networkAnomaly);
    return { ok: false, code: 'NETWORK', msg: hooks.networkAnomaly };
  }
  const { code, msg, data } = envelope;
  if (code === ResultCode.OK) return { ok: true, data: data as T };
  if (LOGIN_REQUIRED_CODES.includes(code) && typeof window !== 'undefined') {
    window.dispatchEvent(new CustomEvent(LOGIN_REQUIRED_EVENT));
  }
  if (!quiet) hooks.onError(msg);
  const fieldErrors = (data as { fieldErrors?: unknown } | undefined)?.fieldErrors;
  return fieldErrors && typeof fieldErrors === 'object'
    ? { ok: false, code, msg, fieldErrors: fieldErrors as Record<string, string> }
    : { ok: false, code, msg };
}
