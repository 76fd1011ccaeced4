import 'server-only';
import { ResultCode } from '@/lib/contract';

/**
 * A BFF route's request body, read within its size cap (docs/architecture.md "A BFF route"): JSON, or
 * multipart/form-data for an upload (docs/decisions/0019-multipart-uploads.md). `bffRoute` parses what it reads
 * with the route's zod schema.
 */

/**
 * The most bytes a JSON body may have. The largest form (a booking draft of twelve passengers with their
 * services) is a few kB; 64 kB leaves room and keeps a flood of large bodies from filling the memory.
 */
export const BODY_MAX_BYTES = 64 * 1024;

/**
 * A body over the cap answers BAD_REQUEST (400), the code of any refused body: the closed code list has no
 * generic "too large" code (its 413, UPLOAD_TOO_LARGE, reads "file too large"), and a new code would need a
 * message and airline-api's agreement for something no form of the site can send. An upload route names
 * UPLOAD_TOO_LARGE itself (`bodyLimit`).
 */
export const DEFAULT_BODY_LIMIT = { bytes: BODY_MAX_BYTES, tooLarge: ResultCode.BAD_REQUEST } as const;

/** What a reader answers for a body over its cap. */
export const TOO_LARGE = Symbol('too large');

/**
 * The body as text, or TOO_LARGE: refused on a declared `content-length` over the cap before anything is
 * read, and counted while it streams (a chunked body declares no length), so at most `maxBytes` is held.
 */
async function readText(request: Request, maxBytes: number): Promise<string | typeof TOO_LARGE> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > maxBytes) return TOO_LARGE;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const decoder = new TextDecoder(); // UTF-8, a leading BOM dropped, as request.json() reads
  let text = '';
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return TOO_LARGE;
    }
    text += decoder.decode(value, { stream: true });
  }
}

/** A JSON body, or TOO_LARGE; a body that does not parse reads as `{}`. */
export async function readJson(request: Request, maxBytes: number): Promise<unknown> {
  const text = await readText(request, maxBytes).catch(() => '');
  if (text === TOO_LARGE) return TOO_LARGE;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // A body that is not JSON reads as an empty one, so the schema names the missing fields.
    return {};
  }
}

/** A multipart body: its text fields (a repeated name as a list, for the schema to refuse) and its files. */
export type Form = { fields: Record<string, string | string[]>; files: Record<string, File[]> };

/**
 * A multipart/form-data body as `Form`; TOO_LARGE on a declared content-length over the cap (before anything
 * is read) or once more than `maxBytes` have streamed in (a chunked body); null when the content type is not
 * multipart/form-data or the body does not parse as it.
 */
export async function readForm(request: Request, maxBytes: number): Promise<Form | typeof TOO_LARGE | null> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) return TOO_LARGE;
  const type = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*(;|$)/i.test(type) || !request.body) return null;
  let size = 0;
  const counted = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size += chunk.byteLength;
        if (size > maxBytes) controller.error(new RangeError('body over its cap'));
        else controller.enqueue(chunk);
      },
    }),
  );
  let data: FormData;
  try {
    data = await new Response(counted, { headers: { 'content-type': type } }).formData();
  } catch {
    return size > maxBytes ? TOO_LARGE : null;
  }
  // Collected in maps and made own properties, so no field name (`__proto__`) reaches a prototype.
  const fields = new Map<string, string[]>();
  const files = new Map<string, File[]>();
  for (const [name, value] of data) {
    if (typeof value === 'string') fields.set(name, [...(fields.get(name) ?? []), value]);
    else files.set(name, [...(files.get(name) ?? []), value]);
  }
  return {
    fields: Object.fromEntries([...fields].map(([name, values]) => [name, values.length === 1 ? values[0]! : values])),
    files: Object.fromEntries(files),
  };
}
