/**
 * Intl formatters made once and reused (decision 33). Building an Intl.DateTimeFormat or Intl.NumberFormat loads
 * locale data and, with a time zone, resolves the zone: far dearer than formatting with it. A results page formats
 * hundreds of times, and making a formatter per call was a quarter of its server time. Formatters are immutable
 * and safe to share between requests. The keys are bounded in practice (two locales, the airports' zones, the
 * options written in code); the cache is emptied if it ever holds more than MAX_FORMATTERS.
 *
 * Everywhere else, `new Intl.DateTimeFormat` and `new Intl.NumberFormat` are refused by the linter.
 */
const MAX_FORMATTERS = 1000;
const dates = new Map<string, Intl.DateTimeFormat>();
const numbers = new Map<string, Intl.NumberFormat>();

function cached<F>(cache: Map<string, F>, key: string, make: () => F): F {
  let f = cache.get(key);
  if (f === undefined) {
    if (cache.size >= MAX_FORMATTERS) cache.clear();
    f = make();
    cache.set(key, f);
  }
  return f;
}

/** `new Intl.DateTimeFormat(locale, options)`, made once per locale and options. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  // eslint-disable-next-line no-restricted-syntax -- the one place formatters are made
  return cached(dates, `${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
}

/** `new Intl.NumberFormat(locale, options)`, made once per locale and options. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  // eslint-disable-next-line no-restricted-syntax -- the one place formatters are made
  return cached(numbers, `${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
}

/** How many formatters are kept (for tests). */
export const cachedFormatterCount = () => ({ dates: dates.size, numbers: numbers.size });
