/**
 * How any part of the site asks for the login dialog (spec §2, §8) without importing the feature that draws it.
 * `next` is the path to go to after login; the dialog validates it.
 */
export const LOGIN_OPEN_EVENT = 'sf:open-login';

export function openLoginDialog(next: string | null) {
  window.dispatchEvent(new CustomEvent(LOGIN_OPEN_EVENT, { detail: { next } }));
}
