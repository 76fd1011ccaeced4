/** The cookie holding the visitor's cookie-banner choice ('all' or 'essential'), read by server and browser. */
export const CONSENT_COOKIE = 'cookie_consent';
