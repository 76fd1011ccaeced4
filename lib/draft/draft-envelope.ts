/**
 * How a journey's draft is kept as text (decision 40): the journey's value inside an envelope naming the shape
 * version it was written under and when it was saved. Pure, so the rules are tested without a browser.
 */
export type DraftRules<T> = {
  /** The shape's version: raised when the shape changes, so a draft written under another reads as none. */
  version: number;
  /** How long a draft lasts after its last write; at exactly `ttlMs` it is still read. */
  ttlMs: number;
  /** The journey's own check of a stored value: the draft, or null when it no longer fits the shape. */
  parse: (value: Record<string, unknown>, savedAt: number) => T | null;
};

type Envelope = { version: number; savedAt: number; draft: unknown };

/** Fresh from its write until `ttlMs` after; one saved later than now (a clock moved back) is not. */
export function isFresh(savedAt: number, ttlMs: number, now: number): boolean {
  return savedAt <= now && now - savedAt <= ttlMs;
}

export function encodeDraft(version: number, draft: object, savedAt: number): string {
  // The envelope holds the time: one carried over from a read draft is not kept twice.
  const { savedAt: _carried, ...value } = draft as { savedAt?: unknown };
  const envelope: Envelope = { version, savedAt, draft: value };
  return JSON.stringify(envelope);
}

/**
 * The draft in `raw`, or null when there is none, it is of another version, stale or saved in the future, or it
 * does not parse. `now` null: freshness already checked (the second read of a text found fresh).
 */
export function decodeDraft<T>(raw: string | null, rules: DraftRules<T>, now: number | null): T | null {
  if (!raw) return null;
  try {
    const envelope = JSON.parse(raw) as Partial<Envelope> | null;
    if (!envelope || typeof envelope !== 'object' || envelope.version !== rules.version) return null;
    const { savedAt, draft } = envelope;
    if (typeof savedAt !== 'number' || !Number.isFinite(savedAt)) return null;
    if (now !== null && !isFresh(savedAt, rules.ttlMs, now)) return null;
    if (!draft || typeof draft !== 'object' || Array.isArray(draft)) return null;
    return rules.parse(draft as Record<string, unknown>, savedAt);
  } catch {
    // A journey's check may trip over a value of an unexpected shape: that too is no draft.
    return null;
  }
}
