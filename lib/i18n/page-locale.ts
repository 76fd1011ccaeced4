import 'server-only';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { isLocale, type Locale } from './routing';

/**
 * The locale of a page or layout from its params, set for next-intl's server functions (Next renders
 * layouts and pages in parallel, so each one sets it); not found for anything else, and for zh-CN only
 * pages asked in English (spec §2).
 */
export async function pageLocale(params: Promise<{ locale: string }>, zhOnly = false): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale) || (zhOnly && locale !== 'zh-CN')) notFound();
  setRequestLocale(locale);
  return locale;
}
