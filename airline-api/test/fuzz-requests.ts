import type { FastifyInstance } from 'fastify';
import { fuzzSeed, seededRandom, type Json } from './seeded-random';

/**
 * How the airline-api fuzz (src/fuzz.test.ts) makes its requests: a seeded PRNG (FUZZ_SEED), the values it puts in
 * (NUL, %00, huge strings, wrong types, unicode, deep nesting), the mutation of a sample, raw path segments and
 * bodies, and the routes of the running server.
 */

export const SEED = fuzzSeed();

export const { random, chance, pick, int } = seededRandom(SEED);

export const STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%00',
  'a%00b',
  '\uD800',
  '\uFFFF',
  '😀𝒳',
  '\u202Eevil',
  '张云雀\u0000',
  '<script>alert(1)</script>',
  "' OR '1'='1' --",
  '../../etc/passwd',
  'fe80::1%eth0',
  'fe80::1%25eth0',
  '1.2.3.4%eth0',
  '::ffff:1.2.3.4',
  '2026-02-30',
  '0000-00-00',
  '9999-12-31T23:59:59Z',
  '-1',
  '1e309',
  'NaN',
  'null',
  'true',
  '__proto__',
  'constructor',
  '{"a":1}',
  '\\',
  '"',
  '\r\n',
  '%',
  '%zz',
  '\t',
  'YQ00000000000000000000',
];
export const NUMBERS = [
  -1,
  0,
  -0,
  1.5,
  -2147483649,
  2147483648,
  9007199254740993,
  1e308,
  -1e308,
  1e21,
  -86400000,
  8.64e15,
  -Number.MAX_SAFE_INTEGER,
];

export function deep(depth: number): Json {
  let value: Json = 'bottom\u0000';
  for (let i = 0; i < depth; i += 1) value = chance(0.5) ? [value] : { nested: value };
  return value;
}

/** A value meant to break whatever reads it. */
export function weird(): Json {
  const kind = random();
  if (kind < 0.45) return pick(STRINGS);
  if (kind < 0.6) return pick(NUMBERS);
  if (kind < 0.68) return pick([true, false, null]);
  if (kind < 0.74) return pick<Json>([[], {}, [null], [1, 2, 3], { a: { b: { c: [] } } }]);
  if (kind < 0.8) return 'x'.repeat(pick([256, 4_096, 65_536, 300_000]));
  if (kind < 0.85) return `${'数'.repeat(int(1, 2_000))}\u0000`;
  if (kind < 0.9) return deep(pick([20, 500, 1_000]));
  if (kind < 0.94) return Array.from({ length: pick([100, 5_000]) }, (_, i) => i);
  if (kind < 0.97) return JSON.parse('{"__proto__":{"polluted":1}}') as Json;
  return { [pick(['', '\u0000', 'constructor', 'a'.repeat(500)])]: pick(STRINGS) };
}

export type Path = (string | number)[];
export function pathsOf(value: Json, at: Path = [], out: Path[] = []): Path[] {
  out.push(at);
  if (Array.isArray(value)) value.forEach((item, i) => pathsOf(item, [...at, i], out));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) pathsOf(v, [...at, k], out);
  return out;
}

/** A copy of `value` with one node replaced, removed, doubled or a key added. */
export function mutateOnce(value: Json): Json {
  const path = pick(pathsOf(value));
  if (path.length === 0) return chance(0.3) ? weird() : addKey(value);
  const copy = structuredClone(value);
  const parent = path.slice(0, -1).reduce<Json>((node, key) => (node as Record<string, Json>)[key]!, copy) as
    Json[] | Record<string, Json>;
  const key = path[path.length - 1]!;
  const op = random();
  if (op < 0.75) (parent as Record<string | number, Json>)[key] = weird();
  else if (op < 0.85 && !Array.isArray(parent)) delete parent[key as string];
  else if (op < 0.92)
    (parent as Record<string | number, Json>)[key] = [(parent as Record<string | number, Json>)[key]!];
  else (parent as Record<string | number, Json>)[key] = String((parent as Record<string | number, Json>)[key]);
  return copy;
}
export function addKey(value: Json): Json {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  return { ...value, [pick(['extra', 'language', 'channelNo', 'token', 'a\u0000'])]: weird() };
}
export function mutate(value: Json): Json {
  let out = value;
  for (let i = int(1, 3); i > 0; i -= 1) out = mutateOnce(out);
  return out;
}

/** Query values: strings as they are, objects and arrays of objects as JSON (flightCondition). */
export function queryString(query: Record<string, Json>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) params.append(key, v !== null && typeof v === 'object' ? JSON.stringify(v) : String(v));
  }
  let text = params.toString();
  if (chance(0.1))
    text += pick(['&%00=1', '&a=%FF', '&b=%C0%80', '&flightCondition=%7B', '&x[y]=1', '&ip=fe80::1%25lo']);
  return text;
}

/** Raw path segments (already URL-encoded) for `:params`. */
export const SEGMENTS = [
  '%00',
  'a%00b',
  '%',
  '%zz',
  '..',
  '%2e%2e',
  '-1',
  '0',
  '9'.repeat(40),
  '%C0%80',
  '%FF',
  '%E4%BD%A0%E5%A5%BD',
  encodeURIComponent('😀'),
  encodeURIComponent('fe80::1%eth0'),
  encodeURIComponent("' OR 1=1--"),
  encodeURIComponent('x'.repeat(3_000)),
];

/** Bodies sent as text: broken JSON, other types, a NUL escape, nesting far deeper than any object sent above. */
export const RAW_BODIES = [
  'not json',
  '{',
  '[]',
  '"text"',
  '123',
  'null',
  '',
  '{"a":"\\u0000"}',
  '{"a":1}garbage',
  `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
  `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`,
];

export type Seed = { query?: Record<string, Json>; body?: Json; params?: Record<string, string>; ops?: boolean };
export type Route = { method: string; url: string };

/** The routes of the running server, as Fastify lists them (HEAD is GET's twin). */
export function routesOf(app: FastifyInstance): Route[] {
  const routes: Route[] = [];
  // The tree prints a route that extends another one's path under it, as the rest of the path
  // ('/modAndRef/api/refund/' then 'list'): a line's path is its parent's (less indented) and its own.
  const parents: { depth: number; url: string }[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /([^\s│├└─]\S*)(?: \(([^)]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match.index;
    while (parents.length && parents[parents.length - 1]!.depth >= depth) parents.pop();
    const url = `${parents[parents.length - 1]?.url ?? ''}${match[1]!}`;
    parents.push({ depth, url });
    for (const method of match[2]?.split(', ') ?? []) if (method !== 'HEAD') routes.push({ method, url });
  }
  return routes;
}
