import type { ToastKind } from './toast-store';

/** A toast that survives the full page load after login or logout (e.g. the welcome of a new member). */
const KEY = 'sf:flash';

export function setFlash(text: string, kind: ToastKind = 'message') {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify({ kind, text }));
  } catch {
    // Storage blocked: the message is simply not shown after the load.
  }
}

export function takeFlash(): { kind: ToastKind; text: string } | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
    const value = raw ? (JSON.parse(raw) as { kind?: ToastKind; text?: unknown }) : null;
    return value && typeof value.text === 'string' ? { kind: value.kind ?? 'message', text: value.text } : null;
  } catch {
    return null;
  }
}
