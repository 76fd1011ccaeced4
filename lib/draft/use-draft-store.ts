import { useMemo, useSyncExternalStore } from 'react';
import type { DraftStore } from './draft-store';

/**
 * The stored draft `id` of a journey, following writes from this tab and others: undefined while the page renders
 * on the server (the draft lives in the tab's sessionStorage), null when there is none or it is stale.
 */
export function useDraftStore<T>(store: DraftStore<T>, id: string): T | null | undefined {
  const raw = useSyncExternalStore(
    store.subscribe,
    () => store.freshText(id),
    () => undefined,
  );
  // The snapshot is the text, so the parsed draft stays the same object until the text changes.
  return useMemo(() => (raw === undefined || raw === null ? raw : store.decode(raw, null)), [raw, store]);
}
