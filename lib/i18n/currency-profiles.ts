import type { Currency, UpstreamLanguage } from '@/lib/contract';
import type { Locale } from './routing';

/** The six currency profiles of spec §1: language, currency and symbol of each. */
export const CURRENCY_PROFILES = {
  'zh-CN': { locale: 'zh-CN', language: 'zh_CN', currency: 'CNY', symbol: '￥' },
  'zh-CN-C': { locale: 'zh-CN', language: 'zh_CN', currency: 'CNY', symbol: '￥' },
  'zh-CN-E': { locale: 'zh-CN', language: 'zh_CN', currency: 'USD', symbol: '$' },
  'en-US': { locale: 'en-US', language: 'en_US', currency: 'USD', symbol: '$' },
  'en-US-C': { locale: 'en-US', language: 'en_US', currency: 'CNY', symbol: '￥' },
  'en-US-E': { locale: 'en-US', language: 'en_US', currency: 'USD', symbol: '$' },
} as const satisfies Record<string, { locale: Locale; language: UpstreamLanguage; currency: Currency; symbol: string }>;

export type CurrencyProfileId = keyof typeof CURRENCY_PROFILES;
export type CurrencyProfile = (typeof CURRENCY_PROFILES)[CurrencyProfileId] & { id: CurrencyProfileId };

export const CURRENCY_PROFILE_IDS = Object.keys(CURRENCY_PROFILES) as CurrencyProfileId[];
export const CURRENCY_COOKIE = 'currency_profile';

export function isCurrencyProfileId(value: unknown): value is CurrencyProfileId {
  return typeof value === 'string' && Object.hasOwn(CURRENCY_PROFILES, value);
}

function profile(id: CurrencyProfileId): CurrencyProfile {
  return { id, ...CURRENCY_PROFILES[id] };
}

/**
 * The profile in force on a page: the saved one when it belongs to the page's language; otherwise the
 * profile of the page's language with the saved currency (so switching language keeps the currency),
 * or the language's own profile when nothing is saved.
 */
export function resolveCurrencyProfile(locale: Locale, saved: string | undefined): CurrencyProfile {
  if (!isCurrencyProfileId(saved)) return profile(locale);
  const chosen = CURRENCY_PROFILES[saved];
  if (chosen.locale === locale) return profile(saved);
  const sameCurrency = CURRENCY_PROFILE_IDS.filter(
    (id) => CURRENCY_PROFILES[id].locale === locale && CURRENCY_PROFILES[id].currency === chosen.currency,
  );
  const [first] = sameCurrency;
  return profile(sameCurrency.includes(locale) ? locale : (first ?? locale));
}

/**
 * The choices a person makes: a language and a currency. zh-CN and zh-CN-C read the same (Chinese, CNY), as
 * do en-US and en-US-E (English, USD), so the switch offers four choices, each named by its first profile;
 * the BFF still accepts all six ids (a saved zh-CN-C shows as the Chinese-and-yuan choice).
 */
export const CURRENCY_CHOICE_IDS: CurrencyProfileId[] = CURRENCY_PROFILE_IDS.filter((id) => choiceOf(id) === id);

/** The choice a profile belongs to: the first profile with its language and currency. */
export function choiceOf(id: CurrencyProfileId): CurrencyProfileId {
  const { locale, currency } = CURRENCY_PROFILES[id];
  return (
    CURRENCY_PROFILE_IDS.find((other) => {
      const p = CURRENCY_PROFILES[other];
      return p.locale === locale && p.currency === currency;
    }) ?? id
  );
}
