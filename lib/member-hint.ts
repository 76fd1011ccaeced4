/**
 * A readable companion of the HttpOnly session cookie: "1" while a login exists, nothing else in it.
 * Pages are cached for everyone (decision 8), so the header's account corner is a client island; this
 * cookie tells it whether asking the BFF who is logged in is worth a request. It grants nothing: the
 * sealed session is still what every BFF route and page checks.
 */
export const MEMBER_HINT_COOKIE = 'sf_member';

export function hasMemberHint(cookieHeader: string): boolean {
  return cookieHeader.split(/;\s*/).some((c) => c === `${MEMBER_HINT_COOKIE}=1`);
}

/** Announced after a change the header shows (a new nickname): its account island asks again. */
export const MEMBER_CHANGED_EVENT = 'sf:member-changed';

export function announceMemberChange() {
  window.dispatchEvent(new CustomEvent(MEMBER_CHANGED_EVENT));
}
