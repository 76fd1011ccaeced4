import { decodeDraft, encodeDraft, type DraftRules } from './draft-envelope';

/**
 * One store of a multi-step journey's draft (decision 40): kept in the tab's sessionStorage under `name:id`, so
 * going back and forth or reloading loses nothing and nothing leaves the tab. The journey declares its name, shape
 * version, lifetime and check; storage, freshness, versioning, writing, clearing and the change notice are here.
 * No React: server code may import a journey's module for its pure parts (the hook is `useDraftStore`).
 */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type DraftSpec<T> = DraftRules<T> & {
  /** Prefix of the keys (`name:id`) and of the change event (`name-change`). */
  name: string;
};

/** What is written: the journey's shape without the time, which the store stamps. */
export type DraftInput<T> = Omit<T, 'savedAt'>;

export type DraftOptions = {
  /** The clock, for tests and for callers that already hold the time. */
  now?: number;
  /** Another storage than the tab's (tests); null: none. */
  storage?: DraftStorage | null;
  /** false: no change notice (a form saving as it is typed into, which holds its own state). */
  notify?: boolean;
};

export type DraftStore<T> = {
  key: (id: string) => string;
  read: (id: string, options?: DraftOptions) => T | null;
  /** False when the storage is missing or refused the write (full, or blocked). */
  write: (id: string, draft: DraftInput<T>, options?: DraftOptions) => boolean;
  /** Changes part of a fresh draft and keeps it fresh; nothing (false) when there is none. */
  update: (id: string, patch: Partial<DraftInput<T>>, options?: DraftOptions) => boolean;
  clear: (id: string, options?: DraftOptions) => void;
  /** The stored text of a draft, as `write` keeps it. */
  encode: (draft: DraftInput<T>, savedAt: number) => string;
  /** `now` null: freshness already checked. */
  decode: (raw: string | null, now: number | null) => T | null;
  subscribe: (onChange: () => void) => () => void;
  /** The stored text while it is a fresh draft, else null: a stable snapshot for `useSyncExternalStore`. */
  freshText: (id: string) => string | null;
};

function tabStorage(): DraftStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage blocked by the browser's settings: the journey works without a draft.
    return null;
  }
}

const storageOf = (options: DraftOptions) => (options.storage === undefined ? tabStorage() : options.storage);

function getText(storage: DraftStorage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function createDraftStore<T extends object>(spec: DraftSpec<T>): DraftStore<T> {
  const event = `${spec.name}-change`;
  const key = (id: string) => `${spec.name}:${id}`;
  const notify = (options: DraftOptions) => {
    if (options.notify !== false && typeof window !== 'undefined') window.dispatchEvent(new Event(event));
  };
  const decode = (raw: string | null, now: number | null) => decodeDraft(raw, spec, now);
  const encode = (draft: DraftInput<T>, savedAt: number) => encodeDraft(spec.version, draft, savedAt);

  const read = (id: string, options: DraftOptions = {}) =>
    decode(getText(storageOf(options), key(id)), options.now ?? Date.now());

  const write = (id: string, draft: DraftInput<T>, options: DraftOptions = {}) => {
    const storage = storageOf(options);
    if (!storage) return false;
    try {
      storage.setItem(key(id), encode(draft, options.now ?? Date.now()));
    } catch {
      return false;
    }
    notify(options);
    return true;
  };

  return {
    key,
    read,
    write,
    update: (id, patch, options = {}) => {
      const current = read(id, options);
      return current ? write(id, { ...current, ...patch }, options) : false;
    },
    clear: (id, options = {}) => {
      try {
        storageOf(options)?.removeItem(key(id));
      } catch {
        return;
      }
      notify(options);
    },
    encode,
    decode,
    subscribe: (onChange) => {
      window.addEventListener('storage', onChange);
      window.addEventListener(event, onChange);
      return () => {
        window.removeEventListener('storage', onChange);
        window.removeEventListener(event, onChange);
      };
    },
    freshText: (id) => {
      const raw = getText(tabStorage(), key(id));
      return raw !== null && decode(raw, Date.now()) !== null ? raw : null;
    },
  };
}
