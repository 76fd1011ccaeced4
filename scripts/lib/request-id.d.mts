/** Types of request-id.mjs (plain JavaScript, so the web server runs it with node alone). */
import type { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

export const REQUEST_ID_HEADER: string;
export const REQUEST_ID_TIMING: string;
export function saneRequestId(value: unknown): string | null;
export function requestIdFor(incoming: unknown, hops: number): string;
export function requestContext(): AsyncLocalStorage<{ requestId: string }>;
export function withRequestId<T>(req: IncomingMessage, res: ServerResponse, hops: number, next: () => T): T;
export function withoutRequestHeaders(headers: OutgoingHttpHeaders): OutgoingHttpHeaders;
