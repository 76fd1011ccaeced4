import { postOperation } from './operation';

/**
 * Called by airline-api, never by a browser: after it changes CMS content (or a switch the web caches), the
 * cache tags every web instance must drop at once (decision 60). The route answers only with the shared
 * REVALIDATE_SECRET.
 */
export const revalidate = postOperation<{ tags: string[] }, { tags: string[] }>('/api/internal/revalidate');
