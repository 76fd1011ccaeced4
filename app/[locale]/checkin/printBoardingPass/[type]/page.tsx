import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { BoardingPassActions } from '@/components/boarding-pass/boarding-pass-actions';
import { BoardingPassCard } from '@/components/boarding-pass/boarding-pass-card';
import { PASS_STATE_ATTRIBUTE, type PassState } from '@/components/boarding-pass/offline';
import { OfflinePass } from '@/components/boarding-pass/offline-pass';
import { CounterAdviceNote } from '@/components/check-in/counter-advice';
import { TripFlightStatusLine } from '@/components/ui/trip-flight-status-line';
import { buttonClass } from '@/components/ui/button';
import { pdf417Drawing } from '@/lib/boarding-pass/pdf417';
import { upstreamContextFor } from '@/lib/bff-server/request-context';
import { BoardingPassQuerySchema, ResultCode, type BoardingPassesData } from '@/lib/contract';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { isLocale, type Locale } from '@/lib/i18n/routing';
import type { UpstreamContext } from '@/lib/upstream/context';
import { boardingPassRequest, boardingPasses } from '@/lib/upstream/boarding-pass';
import { memberInfoQuery } from '@/lib/upstream/member-security';

/** Spec §2 /checkin/printBoardingPass/{type}: on screen, or laid out for paper (the print dialog opens). */
const TYPES = ['view', 'print'] as const;
type PassPageType = (typeof TYPES)[number];
const isType = (type: string): type is PassPageType => (TYPES as readonly string[]).includes(type);

type Props = {
  params: Promise<{ locale: string; type: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The page's client islands read these (the card is drawn on the server with BoardingPass). */
const CLIENT_MESSAGES = ['BoardingPassPage'] as const;

/**
 * On paper only the passes: the site's header, footer, banners and the page's own actions are left out,
 * each pass on a page of its own. Scoped to this page (it is rendered only here).
 */
const PRINT_CSS =
  '@media print{body>*:not(main),#main>*:not([data-boarding-pass-page]){display:none!important}' +
  '[data-boarding-pass-list]>li{break-after:page}[data-boarding-pass-list]>li:last-child{break-after:auto}}';

/** What airline-api's refusal means here: no pass to show (NOT_FOUND and the like), or a failure to load. */
const NO_PASS: ReadonlySet<string> = new Set([
  ResultCode.NOT_FOUND,
  ResultCode.NOT_LOGGED_IN,
  ResultCode.TOKEN_EXPIRED,
  ResultCode.BAD_REQUEST,
  ResultCode.FLIGHT_NOT_FOUND,
  ResultCode.CHECK_IN_TICKET_NOT_USABLE,
]);

type Answer = { state: 'passes'; data: BoardingPassesData; visitor: boolean } | { state: Exclude<PassState, 'passes'> };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The segment's passes for this request: the member of the session, or the visitor whose check-in seal
 * holds the order's proof (lib/upstream/boarding-pass.ts; never a proof from the URL).
 */
async function load(context: UpstreamContext, orderNo: string, segment: number): Promise<Answer> {
  const body = await boardingPassRequest(context, orderNo, segment);
  if (!body) return { state: 'none' };
  const result = await boardingPasses(context, body);
  if (result.ok) return { state: 'passes', data: result.data, visitor: body.visitor !== undefined };
  return { state: NO_PASS.has(result.code) ? 'none' : 'failed' };
}

/** The member's bound e-mail, to prefill the mail form (the member's own page); '' for a visitor. */
async function boundEmail(context: UpstreamContext, answer: Answer): Promise<string> {
  if (answer.state !== 'passes' || answer.visitor || !context.token) return '';
  const info = await memberInfoQuery(context);
  return info.ok ? (info.data.memberBaseInfo.email ?? '') : '';
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, type } = await params;
  if (!isLocale(locale) || !isType(type)) return {};
  const t = await getTranslations({ locale, namespace: 'BoardingPassPage' });
  return { title: t(type === 'print' ? 'printTitle' : 'title'), robots: { index: false } };
}

/**
 * /checkin/printBoardingPass/{type}?orderNo=&segment= (spec §2 Check-in and seats: view, send by e-mail,
 * print; decision 20): one boarding pass per checked-in passenger of the segment, server-rendered with its
 * PDF417 barcode drawn here (decision 20), and the actions: print, download the PDF, e-mail it. `print` is
 * the same passes laid out for paper, opening the print dialog once loaded. No pass (not checked in,
 * cancelled, not this visitor's) is a line with the way to check-in; a failure to load them is an alert with a
 * reload link. A service worker keeps the page for offline use, and forgets it once there is no pass.
 */
export default async function BoardingPassPage({ params, searchParams }: Props) {
  const locale: Locale = await pageLocale(params);
  const { type } = await params;
  if (!isType(type)) notFound();
  const search = await searchParams;
  const query = BoardingPassQuerySchema.safeParse({ orderNo: first(search.orderNo), segment: first(search.segment) });
  const context = await upstreamContextFor(locale);
  const answer: Answer = query.success
    ? await load(context, query.data.orderNo, query.data.segment)
    : { state: 'none' };
  const [t, email] = await Promise.all([getTranslations('BoardingPassPage'), boundEmail(context, answer)]);
  const orderNo = query.success ? query.data.orderNo : '';
  const segment = query.success ? query.data.segment : 0;
  const self = `/${locale}/checkin/printBoardingPass/${type}?${new URLSearchParams({ orderNo, segment: String(segment) })}`;
  const stateAttribute = { [PASS_STATE_ATTRIBUTE]: answer.state };

  return (
    <ClientMessages locale={locale} paths={CLIENT_MESSAGES}>
      <div
        data-boarding-pass-page=""
        {...stateAttribute}
        className="mx-auto w-full max-w-5xl space-y-6 px-4 py-6 sm:py-8 print:max-w-none print:space-y-0 print:p-0"
      >
        <style>{PRINT_CSS}</style>
        <h1 className="text-2xl font-bold text-slate-900 print:sr-only">{t('heading')}</h1>

        {answer.state === 'passes' ? (
          <>
            <p className="text-slate-700 print:hidden">{t('intro')}</p>
            {/* the flight's current status (a delay or a cancellation set after check-in). */}
            <TripFlightStatusLine
              status={answer.data.passes[0]?.flightStatus}
              airport={answer.data.passes[0]?.departure.airport[locale.startsWith('zh') ? 'zh' : 'en'] ?? ''}
              locale={locale}
            />
            {answer.data.passes[0] && (
              <CounterAdviceNote
                international={answer.data.passes[0].international}
                departureTime={answer.data.passes[0].departureTime}
                flightStatus={answer.data.passes[0].flightStatus}
                timeZone={answer.data.passes[0].departureTimeZone}
                airport={answer.data.passes[0].departure.airport[locale.startsWith('zh') ? 'zh' : 'en']}
                locale={locale}
              />
            )}
            <BoardingPassActions
              orderNo={orderNo}
              segment={segment}
              defaultEmail={email}
              autoPrint={type === 'print'}
            />
            <ol
              aria-label={t('passCount', { count: answer.data.passes.length })}
              data-boarding-pass-list=""
              className={
                type === 'print' ? 'space-y-6 print:space-y-0' : 'grid gap-6 lg:grid-cols-2 print:block print:space-y-0'
              }
            >
              {answer.data.passes.map((pass) => (
                <li key={pass.passengerId} className="min-w-0">
                  <BoardingPassCard pass={pass} barcode={pdf417Drawing(pass.barcode)} locale={locale} />
                </li>
              ))}
            </ol>
            <p className="print:hidden">
              <Link
                href={`/checkin/selair/${encodeURIComponent(orderNo)}?segment=${segment}`}
                className={buttonClass({ variant: 'link' }, 'min-h-6')}
              >
                {t('backToCheckIn')}
              </Link>
            </p>
          </>
        ) : answer.state === 'none' ? (
          <div className="rounded-md border border-slate-300 bg-white p-4" data-testid="boarding-pass-none">
            <p className="text-slate-800">{t('none')}</p>
            <Link href="/checkIn" className={buttonClass({ variant: 'link' }, 'mt-2 min-h-6')}>
              {t('goCheckIn')}
            </Link>
          </div>
        ) : (
          <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-red-800">
            <p>{t('loadFailed')}</p>
            <a href={self} className={buttonClass({ variant: 'link' }, 'mt-2 min-h-6')}>
              {t('reload')}
            </a>
          </div>
        )}
        <OfflinePass locale={locale} state={answer.state} orderNo={orderNo} segment={segment} />
      </div>
    </ClientMessages>
  );
}
