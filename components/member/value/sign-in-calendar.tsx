import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { RealNameExpiredNotice } from '@/components/member/real-name-expired-notice';
import { REAL_NAME_ROUTES } from '@/components/member/real-name-links';
import { buttonClass } from '@/components/ui/button';
import type { SignInInfosData } from '@/lib/contract';
import { dateTimeFormat } from '@/lib/domain/intl-cache';
import { calendarHref, monthWeeks, neighbourMonths } from '@/lib/domain/member-value-filters';
import { SIGN_IN_GROWTH } from '@/lib/domain/member-value-rules';
import { Link } from '@/lib/i18n/navigation';
import { SignInButton } from './sign-in-button';

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/**
 * The daily sign-in (spec §1, §3 sign-in entry, §6, §7 getSignInInfos; §9 weeks start on Sunday): the month's
 * calendar with each day signed in marked, the months around as links, and today's sign-in, or why there is none:
 * only certified members sign in ('please complete real-name authentication first'), an expired certification
 * says so with the way to renew it.
 */
export function SignInCalendar({ data, locale }: { data: SignInInfosData; locale: string }) {
  const t = useTranslations('MemberValue');
  const id = useId();
  const shown = { year: data.year, month: data.month };
  const { previous, next } = neighbourMonths(shown, data.today);
  const signed = new Set(data.signInfos.filter((d) => d.sign).map((d) => Number(d.date.slice(8, 10))));
  const isThisMonth = data.today.startsWith(`${data.year}-${String(data.month).padStart(2, '0')}`);
  const todayDay = Number(data.today.slice(8, 10));
  const monthName = dateTimeFormat(locale, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(data.year, data.month - 1, 1)),
  );
  const weekday = (d: number) =>
    dateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 10, 1 + d)));
  const certified = data.certification.status === 3;
  const navClass = 'inline-flex min-h-10 min-w-10 items-center justify-center rounded-md border border-slate-300 px-2';
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {t('signInHeading')}
      </h2>
      <p className="text-sm text-slate-700">{t('signInRule', { growth: SIGN_IN_GROWTH })}</p>
      {!certified ? (
        <div className="flex flex-wrap items-center gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm">
          <p className="grow basis-48 font-medium text-amber-900">{t('certifyFirst')}</p>
          <Link href={REAL_NAME_ROUTES.certify} className={buttonClass({ variant: 'primary', size: 'sm' })}>
            {t('certifyLink')}
          </Link>
        </div>
      ) : data.certification.expired ? (
        <RealNameExpiredNotice />
      ) : (
        <SignInButton signedInToday={data.signedInToday} />
      )}
      <div className="flex items-center justify-between gap-2">
        {previous ? (
          <Link href={calendarHref(previous)} className={navClass} aria-label={t('previousMonth')}>
            ‹
          </Link>
        ) : (
          <span className="min-w-10" />
        )}
        <p className="font-medium text-slate-900">{monthName}</p>
        {next ? (
          <Link href={calendarHref(next)} className={navClass} aria-label={t('nextMonth')}>
            ›
          </Link>
        ) : (
          <span className="min-w-10" />
        )}
      </div>
      <table className="w-full table-fixed text-center text-sm" data-testid="sign-in-calendar">
        <caption className="sr-only">{t('calendarCaption', { month: monthName })}</caption>
        <thead>
          <tr>
            {WEEKDAYS.map((d) => (
              <th key={d} scope="col" className="py-1 font-medium text-slate-700">
                {weekday(d)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(shown).map((week, w) => (
            <tr key={w}>
              {week.map((day, d) => {
                if (day === null) return <td key={d} />;
                const isSigned = signed.has(day);
                const isToday = isThisMonth && day === todayDay;
                return (
                  <td key={d} className="p-0.5">
                    <span
                      className={`flex min-h-10 flex-col items-center justify-center rounded-md ${isSigned ? 'bg-brand-700 font-semibold text-white' : 'text-slate-900'} ${isToday ? 'ring-2 ring-accent-600' : ''}`}
                      aria-current={isToday ? 'date' : undefined}
                    >
                      {day}
                      {isSigned && (
                        <>
                          <span aria-hidden="true" className="text-xs leading-none">
                            ✓
                          </span>
                          <span className="sr-only">{t('signedDay')}</span>
                        </>
                      )}
                    </span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-sm text-slate-700">{t('signedCount', { count: signed.size })}</p>
    </section>
  );
}
