import type { CurrencyProfileId } from '@/lib/i18n/currency-profiles';
import type { Locale } from '@/lib/i18n/routing';
import { getOperation, postOperation } from './operation';

/** Site-wide calls of the shell: the saved currency profile and the maintenance switch. */

/** Saves the currency profile (spec §1) in a cookie; answers the locale to go to. */
export const saveCurrency = postOperation<
  { profile: CurrencyProfileId },
  { profile: CurrencyProfileId; locale: Locale }
>('/api/preferences/currency');
/** What open tabs poll every 60 s (spec §7 shutdown key). */
export const maintenanceStatus = getOperation<void, { on: boolean }>('/api/system/maintenance');

/**
 * The anti-bot routine's refresh (spec §7, every 120 s; decision 73): a fresh black-box token for the device, kept in
 * an HttpOnly cookie the BFF reads for the anti-fraud header. `refreshed` is false for a browser with no device id.
 */
export const refreshBlackBox = postOperation<void, { refreshed: boolean }>('/api/system/black-box');
