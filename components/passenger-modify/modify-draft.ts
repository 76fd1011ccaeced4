import { createDraftStore, type DraftInput } from '@/lib/draft/draft-store';
import { useDraftStore } from '@/lib/draft/use-draft-store';
import { MODIFY_STRING_FIELDS, type ModifyErrors, type ModifyValues } from './modify-rules';

/**
 * What a traveller entered on /ancillary/cname/{orderNo}, read by /ancillary/cnameConfirm (decision 24): the
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

/** Per order (decision 40): `passenger-modify-draft:<orderNo>`. */
const modifyDrafts = createDraftStore<ModifyDraft>({
  name: 'passenger-modify-draft',
  version: 1,
  ttlMs: MODIFY_DRAFT_TTL_MS,
  parse: (value, savedAt) => {
    const d = value as Partial<ModifyDraft>;
    if (!d.values || typeof d.values !== 'object') return null;
    const v = d.values as Record<string, unknown>;
    if (v.field !== 'NAME' && v.field !== 'DOCUMENT') return null;
    if (MODIFY_STRING_FIELDS.some((f) => typeof v[f] !== 'string')) return null;
    const errors = d.fieldErrors && typeof d.fieldErrors === 'object' ? d.fieldErrors : {};
    const fieldErrors = Object.fromEntries(
      Object.entries(errors).filter(([k, e]) => k in v && typeof e === 'string'),
    ) as ModifyErrors;
    const attempt =
      d.attempt && typeof d.attempt.signature === 'string' && typeof d.attempt.id === 'string' ? d.attempt : null;
    return { values: d.values as ModifyValues, fieldErrors, attempt, savedAt };
  },
});

export function readModifyDraft(orderNo: string, now = Date.now()): ModifyDraft | null {
  return modifyDrafts.read(orderNo, { now });
}

export function writeModifyDraft(orderNo: string, draft: DraftInput<ModifyDraft>, now = Date.now()): void {
  modifyDrafts.write(orderNo, draft, { now });
}

export function updateModifyDraft(orderNo: string, patch: Partial<DraftInput<ModifyDraft>>): void {
  modifyDrafts.update(orderNo, patch);
}

export function clearModifyDraft(orderNo: string): void {
  modifyDrafts.clear(orderNo);
}

/** The stored draft of this order: undefined while rendering on the server, null when none or stale. */
export function useModifyDraft(orderNo: string): ModifyDraft | null | undefined {
  return useDraftStore(modifyDrafts, orderNo);
}
