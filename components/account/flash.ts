/** A message that survives the full page load after login (e.g. the welcome of a new member). */
const KEY = 'sf:flash';

export function setFlash(text: string) {
  try {
    window.sessionStorage.setItem(KEY, text);
  } catch {
    // Storage blocked: the message is simply not shown after the load.
  }
}

export function takeFlash(): string | null {
  try {
    const text = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
    return text;
  } catch {
    return null;
  }
}
