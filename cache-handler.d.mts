/** Types of cache-handler.mjs (plain JavaScript: Next loads it by path when the server starts). */
export function serialize(entry: unknown): string;
export function deserialize(text: string): unknown;
export function sharedCacheReady(): boolean;
export function closeSharedCache(): void;
export default class RedisCacheHandler {
  constructor(ctx: object);
  get(key: string, ctx: object): Promise<{ lastModified: number; value: unknown } | null>;
  set(key: string, data: unknown, ctx: object): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}
