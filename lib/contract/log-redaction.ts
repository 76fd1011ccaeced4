/**
 * What the logs of both processes never show (the web's lib/logger.ts, airline-api's log-redaction.ts):
 * personal data and credentials under any key that names them, at any depth and in arrays; the values
 * of a database query (its positional parameters) and request bodies, whole; and of an error only what
 * names the failure (type, code, the SQL text with its placeholders, constraint, stack frames), never
 * the values a database or JSON error quotes back. Zod-free and not exported from the index: no browser
 * code needs it.
 */

export const CENSOR = '[redacted]';

/** Keys whose value is personal data or a credential, by their ending (case-insensitive). */
const PERSONAL_ENDINGS = [
  'name',
  'phone',
  'mobile',
  'email',
  'password',
  'token',
  'ticket',
  'address',
  'birthday',
  'base64',
  'credential',
  'certificatenumber',
  'cardnumber',
  'idnumber',
  'verifycode',
  'certificatevalidity',
];
/** Other such keys, whole (case-insensitive): headers and fields whose name says nothing of the person. */
const PERSONAL_KEYS = new Set([
  'recipient',
  'payer',
  'zip',
  'photo',
  'cookie',
  'set-cookie',
  'authorization',
  'x-member-token',
  'x-anti-fraud',
  'x-visitor-key',
  'validate',
  'sign',
]);
/** Bulk values: a query's positional parameters and request or response bodies, whatever they hold. */
const BULK_KEYS = new Set(['params', 'parameters', 'bindings', 'values', 'body', 'payload', 'rawbody']);

export function isPersonalKey(key: string): boolean {
  const k = key.toLowerCase();
  return PERSONAL_KEYS.has(k) || BULK_KEYS.has(k) || PERSONAL_ENDINGS.some((ending) => k.endsWith(ending));
}

const MAX_DEPTH = 8;
const MAX_TEXT = 2000;

/** drizzle's message of a failed query ends with its parameters ("Failed query: …\nparams: a,b,c"). */
const cutParams = (text: string) => text.replace(/\n\s*params:[\s\S]*$/, '');
/**
 * Personal data recognisable by its form alone, for text with no key to go by (an array's items, an error's
 * message): e-mail addresses, mainland mobile numbers, mainland ID numbers.
 */
const PERSONAL_TEXT = [
  /[^\s@"'<>(),;:/\\]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g,
  /(?<!\d)1[3-9]\d{9}(?!\d)/g,
  /(?<!\d)\d{17}[\dXx](?!\d)/g,
];
const maskText = (text: string) =>
  PERSONAL_TEXT.reduce((masked, pattern) => masked.replace(pattern, CENSOR), cutParams(text));
/** The values a database or JSON error quotes back ("… for type uuid: "x"", "… "{"name":…" is not valid JSON"). */
const maskQuoted = (text: string) => text.replace(/"(?:[^"\\]|\\.)*"/g, '"…"');
const clip = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text);

type ErrorLike = Error & Record<string, unknown>;

/** An Error of any realm (PGlite's errors may come from another one, so not `instanceof Error`). */
const isError = (value: unknown): value is ErrorLike =>
  value instanceof Error || Object.prototype.toString.call(value) === '[object Error]';

/** drizzle's wrapper of a failed query: the SQL text, and its parameters (never logged). */
const isFailedQuery = (error: ErrorLike) => 'query' in error && 'params' in error;
/** A PostgreSQL error (pg, PGlite): its message may quote a value ("invalid input syntax for type …: "x""). */
const isPostgresError = (error: ErrorLike) =>
  typeof error.severity === 'string' && typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code);

function messageOf(error: ErrorLike): string {
  // A JSON error quotes the start of the body it could not read.
  if (isPostgresError(error) || error.name === 'SyntaxError') return maskQuoted(maskText(error.message));
  if (isFailedQuery(error)) return 'Failed query';
  return maskText(error.message);
}

/** An error as a log may show it: what names the failure, nothing of the data that failed. */
export function errorForLog(error: unknown, depth = 0): unknown {
  if (!isError(error)) return redactForLog(error, depth);
  const e = error;
  const out: Record<string, unknown> = { type: e.constructor?.name ?? e.name, message: clip(messageOf(e)) };
  if (typeof e.code === 'string' || typeof e.code === 'number') out.code = e.code;
  if (typeof e.statusCode === 'number') out.statusCode = e.statusCode;
  // The SQL text carries placeholders ($1), not values; table and constraint name the failure.
  if (typeof e.query === 'string') out.query = clip(e.query);
  for (const field of ['severity', 'schema', 'table', 'column', 'constraint', 'routine'])
    if (typeof e[field] === 'string') out[field] = e[field];
  const frames = (e.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  if (frames.length > 0) out.stack = frames.slice(0, 15).join('\n');
  if (e.cause !== undefined && depth < MAX_DEPTH) out.cause = errorForLog(e.cause, depth + 1);
  return out;
}

/** A plain object of any realm: its prototype is null or some realm's Object.prototype. */
const isPlain = (value: object) => {
  const proto = Object.getPrototypeOf(value) as object | null;
  return proto === null || Object.getPrototypeOf(proto) === null;
};

/**
 * A log object with personal data censored wherever it sits (nested objects, arrays), errors reduced to
 * `errorForLog`, and in any text drizzle's parameter tail cut and personal data of a known form masked. Instances of other classes (Fastify's
 * request and reply) are left to the logger's serializers.
 */
export function redactForLog(value: unknown, depth = 0, seen: WeakSet<object> = new WeakSet()): unknown {
  if (typeof value === 'string') return maskText(value);
  if (value === null || typeof value !== 'object') return value;
  if (isError(value)) return errorForLog(value, depth);
  if (!Array.isArray(value) && !isPlain(value)) return value;
  if (seen.has(value)) return '[circular]';
  if (depth >= MAX_DEPTH) return '[deeper]';
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => redactForLog(item, depth + 1, seen));
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    out[key] = isPersonalKey(key) ? CENSOR : redactForLog(inner, depth + 1, seen);
  }
  return out;
}
