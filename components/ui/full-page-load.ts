/**
 * Goes to a page with a full load. Used after login, registration, binding and logout: the session cookie
 * changed and the server-rendered header (in the layout, which soft navigation keeps) must be drawn again.
 */
export function fullPageLoad(url: string) {
  window.location.assign(url);
}
