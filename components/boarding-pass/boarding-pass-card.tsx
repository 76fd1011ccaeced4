import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { BarcodeDrawing, BoardingPassView } from '@/lib/domain/boarding-pass';
import { ticketName } from '@/lib/domain/boarding-pass';
import { formatAirportTime } from '@/lib/i18n/format';
import { dateTimeFormat } from '@/lib/domain/intl-cache';

type Props = {
  pass: BoardingPassView;
  /** The pass's PDF417 symbol, drawn on the server from `pass.barcode` (lib/boarding-pass/pdf417.ts). */
  barcode: BarcodeDrawing;
  locale: string;
};

const COMPARTMENTS = ['Y', 'W', 'C', 'F'] as const;
type Compartment = (typeof COMPARTMENTS)[number];
const isNamedCompartment = (code: string): code is Compartment => (COMPARTMENTS as readonly string[]).includes(code);

/** The flight's date as the departure airport's calendar reads it (spec: times in the airport's zone). */
function departureDate(pass: BoardingPassView, locale: string): string {
  return dateTimeFormat(locale, {
    timeZone: pass.departureTimeZone,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    weekday: 'short',
  }).format(new Date(pass.departureTime));
}

/** An airport by name with its city, once: "广州白云国际机场" already says 广州, "Baiyun International Airport" does not. */
export function placeName(city: string, airport: string): string {
  return airport.startsWith(city) ? airport : `${city} ${airport}`;
}

/** `wide` takes two columns; its words wrap only between words (a date never splits "周四" into "周 / 四"). */
function Item({ label, value, testId, wide }: { label: string; value: string; testId?: string; wide?: boolean }) {
  const id = useId();
  return (
    <div className={wide ? 'col-span-2 min-w-0' : 'min-w-0'}>
      <dt id={id} className="text-xs text-slate-700 print:text-black">
        {label}
      </dt>
      <dd
        aria-labelledby={id}
        className={`font-semibold break-words text-slate-900 ${wide ? '[word-break:keep-all]' : ''}`}
        data-testid={testId}
      >
        {value}
      </dd>
    </div>
  );
}

/**
 * One boarding pass on screen (spec §2 /checkin/printBoardingPass; decision 20): passenger, route by name,
 * flight, date and times in the departure airport's zone, seat, gate, sequence, ticket and the PDF417
 * barcode. Renders on the server (no state, no effects), so the page works without JavaScript and prints
 * as it is: the print: variants drop the card's shadow and colours; the page hides its own header and footer.
 * The barcode is an inline SVG that takes the card's width (320 px phones included) on a white quiet zone.
 */
export function BoardingPassCard({ pass, barcode, locale }: Props) {
  const t = useTranslations('BoardingPass');
  const name = ticketName(pass.passengerName);
  const flight = `${pass.carrier}${pass.flightNumber}`;
  const lang = locale.startsWith('zh') ? 'zh' : 'en';
  const from = pass.departure;
  const to = pass.arrival;
  const time = (iso: string | undefined) =>
    iso ? formatAirportTime(iso, pass.departureTimeZone, locale) : t('seeScreens');
  const cabin = isNamedCompartment(pass.compartment)
    ? `${t(`compartment.${pass.compartment}`)} (${pass.compartment})`
    : pass.compartment;
  const headingId = `boarding-pass-${pass.ticketNumber}`;

  return (
    <article
      aria-labelledby={`${headingId} ${headingId}-name`}
      className="mx-auto w-full max-w-md overflow-hidden rounded-lg border border-slate-200 bg-white text-slate-900 shadow-sm break-inside-avoid print:max-w-none print:rounded-none print:border-slate-900 print:shadow-none"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-slate-200 bg-brand-700 px-4 py-3 text-white print:border-slate-900 print:bg-white print:text-black">
        <p className="font-bold">{t('airline')}</p>
        <h2 id={headingId} className="text-sm font-semibold">
          {t('title')}
        </h2>
      </header>

      <div className="space-y-4 p-4">
        <div>
          <p className="text-xs text-slate-700 print:text-black">{t('passenger')}</p>
          <p id={`${headingId}-name`} className="text-xl font-bold break-words">
            {pass.displayName}
          </p>
          {pass.displayName !== name ? <p className="text-sm text-slate-700">{t('ticketName', { name })}</p> : null}
        </div>

        <div className="grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-start gap-2">
          <div>
            <p className="text-xs text-slate-700 print:text-black">{t('from')}</p>
            <p className="text-2xl font-bold">{pass.from}</p>
            <p className="text-sm break-words">{placeName(from.city[lang], from.airport[lang])}</p>
          </div>
          <span aria-hidden="true" className="pt-6 text-xl text-slate-500 print:text-black">
            →
          </span>
          <div className="text-right">
            <p className="text-xs text-slate-700 print:text-black">{t('to')}</p>
            <p className="text-2xl font-bold">{pass.to}</p>
            <p className="text-sm break-words">{placeName(to.city[lang], to.airport[lang])}</p>
          </div>
        </div>

        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 border-y border-dashed border-slate-300 py-3 sm:grid-cols-3">
          <Item label={t('date')} value={departureDate(pass, locale)} wide />
          <Item label={t('flight')} value={flight} />
          <Item label={t('departure')} value={time(pass.departureTime)} />
          <Item label={t('boarding')} value={time(pass.boardingTime)} />
          <Item label={t('seat')} value={pass.seat} />
          <Item label={t('gate')} value={pass.gate ?? t('seeScreens')} />
          <Item label={t('cabin')} value={cabin} />
          <Item label={t('sequence')} value={String(pass.sequenceNumber).padStart(4, '0')} />
          <Item label={t('bookingReference')} value={pass.bookingReference} />
          <Item
            label={t('ticketNumber')}
            value={`${pass.ticketNumber.slice(0, 3)}-${pass.ticketNumber.slice(3)}`}
            wide
          />
        </dl>

        <div className="rounded-md bg-white p-3 ring-1 ring-slate-200 print:ring-0">
          <svg
            role="img"
            aria-label={t('barcodeLabel', { name, flight })}
            viewBox={barcode.viewBox}
            width={barcode.width}
            height={barcode.height}
            preserveAspectRatio="xMidYMid meet"
            className="block h-auto w-full text-black"
          >
            <path d={barcode.path} fill="currentColor" fillRule="evenodd" />
          </svg>
        </div>

        <div className="space-y-1 text-sm text-slate-700 print:text-black">
          <p>{t('localTimes', { airport: placeName(from.city[lang], from.airport[lang]) })}</p>
          <p>{t('gateCloses')}</p>
          <p>{t('bringDocument')}</p>
        </div>
      </div>
    </article>
  );
}
