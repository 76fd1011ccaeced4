import { useMemo, useSyncExternalStore } from 'react';
import type { ModifyErrors, ModifyValues } from './modify-rules';

/**
 * What a traveller entered on /ancillary/cname/{orderNo}, read by /ancillary/cnameConfirm (issue 14 §4): the
 * form's values, the field errors airline-api gave on a refused confirmation (shown back on the form), and the id
 * of the confirming click. Kept in sessionStorage per order like the date-change draft, so going back, reloading
 * or a refused confirmation loses nothing; it never leaves the tab, is dropped after 30 minutes and on success.
 */
export type ModifyDraft = {
  values: ModifyValues;
  fieldErrors: ModifyErrors;
  /** The confirming click: the same change sent again is the same attempt (one change). */
  attempt: { signature: string; id: string } | null;
  savedAt: number;
};

export const MODIFY_DRAFT_TTL_MS = 30 * 60_000;
const keyOf = (orderNo: string) => `passenger-modify-draft:${orderNo}`;
const CHANGE_EVENT = 'passenger-modify-draft-change';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

const STRING_FIELDS = [
  'passengerId',
  'name',
  'surname',
  'givenName',
  'certificateType',
  'certificateNumber',
  'certificateValidity',
  'mobile',
  'mobileConfirm',
] as const;

/** `now` NaN: freshness already checked. */
function parseDraft(raw: string | null, now: number): ModifyDraft | null {
  if (!raw) return null;
  try {
    const d = JSON.parse(raw) as Partial<ModifyDraft>;
    if (typeof d.savedAt !== 'number' || !d.values || typeof d.values !== 'object') return null;
    if (!Number.isNaN(now) && (now - d.savedAt > MODIFY_DRAFT_TTL_MS || d.savedAt > now)) return null;
    const v = d.values as Record<string, unknown>;
    if (v.field !== 'NAME' && v.field !== 'DOCUMENT') return null;
    if (STRING_FIELDS.some((f) => typeof v[f] !== 'string')) return null;
    const errors = d.fieldErrors && typeof d.fieldErrors === 'object' ? d.fieldErrors : {};
    const fieldErrors = Object.fromEntries(
      Object.entries(errors).filter(([k, e]) => k in v && typeof e === 'string'),
    ) as ModifyErrors;
    const attempt =
      d.attempt && typeof d.attempt.signature === 'string' && typeof d.attempt.id === 'string' ? d.attempt : null;
    return { values: d.values as ModifyValues, fieldErrors, attempt, savedAt: d.savedAt };
  } catch {
    return null;
  }
}

export function readModifyDraft(orderNo: string, now = Date.now()): ModifyDraft | null {
  return parseDraft(storage()?.getItem(keyOf(orderNo)) ?? null, now);
}

function notify() {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function writeModifyDraft(orderNo: string, draft: Omit<ModifyDraft, 'savedAt'>, now = Date.now()): void {
  storage()?.setItem(keyOf(orderNo), JSON.stringify({ ...draft, savedAt: now }));
  notify();
}

export function updateModifyDraft(orderNo: string, patch: Partial<Omit<ModifyDraft, 'savedAt'>>): void {
  const current = readModifyDraft(orderNo);
  if (current) writeModifyDraft(orderNo, { ...current, ...patch });
}

export function clearModifyDraft(orderNo: string): void {
  storage()?.removeItem(keyOf(orderNo));
  notify();
}

function freshRaw(key: string): string | null {
  const raw = storage()?.getItem(key) ?? null;
  return raw && parseDraft(raw, Date.now()) ? raw : null;
}

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/** The stored draft of this order: undefined while rendering on the server, null when none or stale. */
export function useModifyDraft(orderNo: string): ModifyDraft | null | undefined {
  const raw = useSyncExternalStore(
    subscribe,
    () => freshRaw(keyOf(orderNo)),
    () => undefined,
  );
  return useMemo(() => (raw === undefined || raw === null ? raw : parseDraft(raw, Number.NaN)), [raw]);
}
