import { defineRouting } from 'next-intl/routing';

/**
 * The URL locale is the language (spec §1). No detection: `/` and unknown paths always go to /zh-CN,
 * whatever the browser or saved language, so the proxy does the redirects itself.
 */
export const routing = defineRouting({
  locales: ['zh-CN', 'en-US'],
  defaultLocale: 'zh-CN',
  localePrefix: 'always',
  localeDetection: false,
  localeCookie: false,
});

export type Locale = (typeof routing.locales)[number];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (routing.locales as readonly string[]).includes(value);
}
