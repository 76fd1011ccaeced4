import { PASS_OWNER_COOKIE, PASS_OWNER_HEADER } from '@/components/boarding-pass/offline';

/**
 * The part of the boarding pass worker (worker-source.ts) that keeps each copy as its visitor's (issue 29 §5;
 * decision 56): the owner id a kept copy carries, the id the browser's cookie holds now, and the copy answered
 * offline only to that owner. Plain JavaScript, spliced into the worker's script; it uses the worker's PAGES and
 * stateOf.
 */
export const OWNED_COPIES = `const OWNER_COOKIE = ${JSON.stringify(PASS_OWNER_COOKIE)};
const OWNER_HEADER = ${JSON.stringify(PASS_OWNER_HEADER)};
const OWNER_ID = /^[\\w-]{16,64}$/;

/** The owner id the browser's cookie holds now: a string, null when there is none, undefined when unknowable. */
async function currentOwner() {
  if (!self.cookieStore) return undefined;
  try {
    const cookie = await self.cookieStore.get(OWNER_COOKIE);
    return cookie && OWNER_ID.test(cookie.value) ? cookie.value : null;
  } catch {
    return undefined;
  }
}

/** The response as it is kept: the same page, its headers and the owner's id. */
function owned(response, owner) {
  const headers = new Headers(response.headers);
  headers.set(OWNER_HEADER, owner);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** Keeps a page that shows passes as the owner's (not without one), forgets one that shows none; answers its state. */
async function remember(key, response, owner) {
  const state = await stateOf(response.clone());
  const pages = await caches.open(PAGES);
  if (state === 'passes' && typeof owner === 'string') await pages.put(key, owned(response, owner));
  else if (state === 'none') await pages.delete(key, { ignoreVary: true });
  return state;
}

/** Deletes every kept page that is not the owner's (all of them when there is no owner). */
async function forgetOthers(owner) {
  const pages = await caches.open(PAGES);
  for (const request of await pages.keys()) {
    const copy = await pages.match(request, { ignoreVary: true });
    if (!copy || copy.headers.get(OWNER_HEADER) !== owner) await pages.delete(request);
  }
}

/** The kept copy of a page, if it is the current visitor's to see. */
async function ownCopy(key) {
  const copy = await (await caches.open(PAGES)).match(key, { ignoreVary: true });
  const holder = copy ? copy.headers.get(OWNER_HEADER) : null;
  if (!copy || !holder) return undefined;
  const owner = await currentOwner();
  if (owner === undefined || owner === holder) return copy;
  await forgetOthers(owner);
  return undefined;
}
`;
