import { getTranslations } from 'next-intl/server';
import { upstreamContextFor } from '@/lib/bff-server/request-context';
import { airlineToday } from '@/lib/domain/airline-time';
import { REMINDER_MAX_DAYS_AHEAD, REMINDER_MAX_PER_MEMBER } from '@/lib/domain/low-price-reminder-rules';
import { addDays } from '@/lib/domain/search';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { pageLocale } from '@/lib/i18n/page-locale';
import { privatePageMetadata } from '@/lib/i18n/page-metadata';
import { currentMember, isInvalidMember } from '@/lib/member/current';
import { requireMember } from '@/lib/session';
import { lowPriceReminderList } from '@/lib/upstream/low-price-reminders';
import { RemindIsland } from './remind-island';

/** What the page's client parts read: the reminders' words, the city input's, the network message. */
const CLIENT_MESSAGES = ['LowPriceRemind', 'CityInput', 'DateRange', 'Errors.networkAnomaly'] as const;

export const generateMetadata = privatePageMetadata('LowPriceRemind', 'title');

/**
 * /ancillary/lowPriceRemind (decision 27; spec §2, §3, §5, §8, §9): a member's low-price reminders.
 * A visitor is sent to the home page with the login dialog and back here after it (requireMember). The list is read
 * on the server; a failure is 'reminder list fetch failed' with a way to read it again, never a crash. The notices go
 * to the member's bound phone or e-mail, shown masked beside each channel.
 */
export default async function LowPriceRemindPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  await requireMember(locale);
  const [t, member, list] = await Promise.all([
    getTranslations('LowPriceRemind'),
    currentMember(locale),
    upstreamContextFor(locale).then(lowPriceReminderList),
  ]);
  const view = member && !isInvalidMember(member) ? member : null;
  const today = airlineToday();
  return (
    <ClientMessages locale={locale} paths={CLIENT_MESSAGES}>
      <div className="mx-auto w-full max-w-3xl min-w-0 space-y-6 px-4 py-6 sm:py-8" data-testid="lpr-page">
        <div className="space-y-2">
          <h1 className="text-2xl font-bold text-slate-900">{t('title')}</h1>
          <p className="text-slate-700">{t('intro')}</p>
        </div>
        <RemindIsland
          today={today}
          lastDate={addDays(today, REMINDER_MAX_DAYS_AHEAD)}
          channels={{ SMS: view?.phoneMasked ?? null, EMAIL: view?.emailMasked ?? null }}
          initial={list.ok ? list.data : null}
          max={REMINDER_MAX_PER_MEMBER}
        />
      </div>
    </ClientMessages>
  );
}
