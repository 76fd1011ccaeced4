/**
 * The message queue of spec §8/§9: one toast at a time, in order; errors stay 2000 ms, messages
 * 3000 ms, notifications 4500 ms. A plain store so non-React code (the BFF client) can push too.
 */
export type ToastKind = 'error' | 'message' | 'notification';
export type Toast = { id: number; kind: ToastKind; text: string };

export const TOAST_DURATION_MS: Record<ToastKind, number> = { error: 2000, message: 3000, notification: 4500 };

type Listener = (current: Toast | null) => void;

let queue: Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
let timer: ReturnType<typeof setTimeout> | undefined;

function emit() {
  const current = queue[0] ?? null;
  for (const listener of listeners) listener(current);
}

function scheduleHead() {
  if (timer || !queue[0]) return;
  timer = setTimeout(() => {
    timer = undefined;
    queue = queue.slice(1);
    emit();
    scheduleHead();
  }, TOAST_DURATION_MS[queue[0].kind]);
}

export function pushToast(kind: ToastKind, text: string): number {
  const id = nextId++;
  queue = [...queue, { id, kind, text }];
  if (queue.length === 1) emit();
  scheduleHead();
  return id;
}

export function dismissToast(id: number) {
  const wasHead = queue[0]?.id === id;
  queue = queue.filter((t) => t.id !== id);
  if (wasHead) {
    clearTimeout(timer);
    timer = undefined;
    emit();
    scheduleHead();
  }
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  listener(queue[0] ?? null);
  return () => listeners.delete(listener);
}

/** For tests only. */
export function resetToasts() {
  clearTimeout(timer);
  timer = undefined;
  queue = [];
  emit();
}
