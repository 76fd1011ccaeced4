/** The dictionary changes rarely: the browser may keep city answers for 5 minutes. */
export const CITY_CACHE_SECONDS = 300;

/** The same URL answers in the caller's language (x-sf-locale), so a cached answer must not cross languages. */
export function varyByLocale<R extends Response>(response: R): R {
  if (response.ok) response.headers.set('vary', 'x-sf-locale');
  return response;
}
