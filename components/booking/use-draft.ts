'use client';

import { useMemo, useSyncExternalStore } from 'react';
import type { PassengerType } from '@/lib/domain/passenger-rules';
import { draftKey, loadDraft, saveDraft, type BookingDraft } from './draft-store';

const CHANGE_EVENT = 'booking-draft-change';

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/**
 * The stored draft of this search: undefined while the page renders on the server (the draft lives in
 * the tab's sessionStorage), null when there is none.
 */
export function useDraft(search: string, slots: PassengerType[]): BookingDraft | null | undefined {
  const raw = useSyncExternalStore(
    subscribe,
    () => window.sessionStorage.getItem(draftKey(search)),
    () => undefined,
  );
  const slotKey = slots.join();
  return useMemo(() => {
    if (raw === undefined) return undefined;
    return raw === null
      ? null
      : loadDraft(search, slotKey ? (slotKey.split(',') as PassengerType[]) : [], {
          getItem: () => raw,
          setItem: () => undefined,
          removeItem: () => undefined,
        });
  }, [raw, search, slotKey]);
}

/** Saves and tells the pages of this tab (a step that reads the draft re-renders with it). */
export function storeDraft(search: string, draft: BookingDraft, notify = true) {
  const withKey = draft.idempotencyKey ? draft : { ...draft, idempotencyKey: crypto.randomUUID() };
  saveDraft(search, withKey);
  if (notify) window.dispatchEvent(new Event(CHANGE_EVENT));
  return withKey;
}
