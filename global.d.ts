import type { routing } from '@/lib/i18n/routing';
import type messages from './messages/zh-CN.json';

/** Typed messages and locales: a wrong message key fails the type check instead of an e2e run. */
declare module 'next-intl' {
  interface AppConfig {
    Locale: (typeof routing.locales)[number];
    Messages: typeof messages;
  }
}
