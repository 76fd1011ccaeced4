'use client';

import type { PassengerType } from '@/lib/domain/passenger-rules';
import { useDraftStore } from '@/lib/draft/use-draft-store';
import { bookingDrafts, fitsSlots, type BookingDraft } from './draft-store';

/**
 * The stored draft of this search: undefined while the page renders on the server (the draft lives in
 * the tab's sessionStorage), null when there is none or it no longer fits the search's passengers.
 */
export function useDraft(search: string, slots: PassengerType[]): BookingDraft | null | undefined {
  const draft = useDraftStore(bookingDrafts, search);
  return draft && !fitsSlots(draft, slots) ? null : draft;
}

/** Saves and tells the pages of this tab (a step that reads the draft re-renders with it). */
export function storeDraft(search: string, draft: BookingDraft, notify = true) {
  const withKey = draft.idempotencyKey ? draft : { ...draft, idempotencyKey: crypto.randomUUID() };
  bookingDrafts.write(search, withKey, { notify });
  return withKey;
}
