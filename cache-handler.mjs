// Next's data and page cache in Redis, so every web instance reads and revalidates one copy (decision 60).
// next.config.mjs names this file only when REDIS_URL is set; without it Next keeps its default cache. Next makes
// one handler per request, so the connection and the fallback live in the module. While Redis cannot be reached
// this process keeps entries in its own bounded memory, as Next's default memory layer does.
import { createClient } from '@redis/client';

const PREFIX = 'next:';
const TAG_MARKS = `${PREFIX}tags`;
/** The header Next stores a page's tags in (NEXT_CACHE_TAGS_HEADER). */
const TAGS_HEADER = 'x-next-cache-tags';
const WAIT_MS = 500;
const DAY_S = 86_400;
const LOCAL_MAX = 1000;

let client;
const local = { entries: new Map(), marks: new Map() };

function redis() {
  if (!process.env.REDIS_URL) return null;
  if (!client) {
    client = createClient({
      url: process.env.REDIS_URL,
      disableOfflineQueue: true,
      socket: { connectTimeout: 2000, reconnectStrategy: (n) => Math.min(100 * 2 ** n, 2000) },
    });
    let logged = false;
    client.on('error', (error) => {
      if (!logged) console.warn(`cache-handler: redis unavailable (${error.message}); caching in this process`);
      logged = true;
    });
    client.on('ready', () => (logged = false));
    client.connect().catch(() => undefined);
  }
  return client.isReady ? client : null;
}

/** Whether the shared cache is connected now (the first call starts connecting). */
export function sharedCacheReady() {
  return redis() !== null;
}

/** Closes the connection (tests; a server process just exits). */
export function closeSharedCache() {
  client?.destroy();
  client = undefined;
}

function within(work) {
  let timer;
  const timeout = new Promise(
    (_, reject) => (timer = setTimeout(() => reject(new Error('redis: no answer')), WAIT_MS)),
  );
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** JSON that keeps what Next stores beside plain data: Buffers (RSC payloads, route bodies) and Maps (segments). */
export function serialize(entry) {
  return JSON.stringify(entry, function replace(key, value) {
    const raw = this[key];
    if (Buffer.isBuffer(raw)) return { $buffer: raw.toString('base64') };
    if (raw instanceof Map) return { $map: [...raw.entries()] };
    return value;
  });
}

export function deserialize(text) {
  return JSON.parse(text, (_key, value) => {
    if (value && typeof value === 'object' && typeof value.$buffer === 'string')
      return Buffer.from(value.$buffer, 'base64');
    if (value && typeof value === 'object' && Array.isArray(value.$map)) return new Map(value.$map);
    return value;
  });
}

/** The tags an entry answers to: a fetch's (and its page's soft tags), or the page's own header. */
function tagsOf(entry, ctx) {
  const value = entry.value;
  if (value?.kind === 'FETCH')
    return [...new Set([...(value.tags ?? []), ...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])])];
  const header = value?.headers?.[TAGS_HEADER];
  return typeof header === 'string' && header ? header.split(',') : [];
}

/** Seconds Redis keeps an entry: past its revalidation, so it can be served stale while it renders again. */
function lifetimeOf(value, ctx) {
  const seconds = ctx?.cacheControl?.expire ?? (typeof value?.revalidate === 'number' ? value.revalidate * 10 : DAY_S);
  return Math.max(60, Math.min(Math.round(seconds), 7 * DAY_S));
}

/** Next's rule (tags-manifest): expired after the entry was written, it is gone; stale, it is served once more. */
function judge(marks, lastModified, now) {
  let stale = false;
  for (const mark of marks) {
    if (!mark) continue;
    if (typeof mark.expired === 'number' && mark.expired <= now && mark.expired > lastModified) return 'expired';
    if (typeof mark.stale === 'number' && mark.stale > lastModified) stale = true;
  }
  return stale ? 'stale' : 'fresh';
}

export default class RedisCacheHandler {
  constructor(ctx) {
    this.ctx = ctx;
  }

  async get(key, ctx) {
    const shared = redis();
    let entry;
    let marks;
    try {
      if (!shared) throw new Error('no redis');
      const text = await within(shared.get(PREFIX + key));
      if (!text) return null;
      entry = deserialize(text);
      const tags = tagsOf(entry, ctx);
      marks = tags.length ? (await within(shared.hmGet(TAG_MARKS, tags))).map((m) => (m ? JSON.parse(m) : null)) : [];
    } catch {
      entry = local.entries.get(key);
      if (!entry) return null;
      marks = tagsOf(entry, ctx).map((tag) => local.marks.get(tag));
    }
    const verdict = judge(marks, entry.lastModified, Date.now());
    if (verdict === 'expired') return null;
    // An old lastModified makes Next serve the entry once and render it again in the background.
    return verdict === 'stale' ? { ...entry, lastModified: 1 } : entry;
  }

  async set(key, data, ctx) {
    const entry = {
      lastModified: Date.now(),
      value: data,
      cacheControl: ctx?.fetchCache ? undefined : ctx?.cacheControl,
    };
    local.entries.delete(key);
    local.entries.set(key, entry);
    if (local.entries.size > LOCAL_MAX) local.entries.delete(local.entries.keys().next().value);
    const shared = redis();
    if (!shared) return;
    await within(shared.set(PREFIX + key, serialize(entry), { EX: lifetimeOf(data, ctx) })).catch(() => undefined);
  }

  async revalidateTag(tags, durations) {
    const list = typeof tags === 'string' ? [tags] : tags;
    if (list.length === 0) return;
    const now = Date.now();
    const mark = durations
      ? { stale: now, ...(durations.expire !== undefined ? { expired: now + durations.expire * 1000 } : {}) }
      : { expired: now };
    for (const tag of list) local.marks.set(tag, { ...local.marks.get(tag), ...mark });
    const shared = redis();
    if (!shared) return;
    const fields = Object.fromEntries(list.map((tag) => [tag, JSON.stringify(mark)]));
    await within(shared.hSet(TAG_MARKS, fields)).catch(() => undefined);
  }

  resetRequestCache() {}
}
