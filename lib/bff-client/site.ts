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
