import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { FlightCertificate, UpstreamLanguage } from '@/lib/contract';
import { AIRLINE_TIME_ZONE } from '@/lib/domain/airline-time';
import { formatCode, type FlightCertificateKind } from '@/lib/domain/flight-certificate-rules';
import { placeName } from '@/lib/domain/place-name';
import { localDate, localTime } from '../domain/time-zone';
import { embedPdfFonts, type PdfFonts } from '../pdf/fonts';
import { CERTIFICATE_WORDS, type CertificateWords } from './pdf-words';

/**
 * A certificate as a one-page A4 PDF in the language of the page that asked (decision 70): the airline, the
 * title, a sentence naming the passenger and the flight, then label and value rows, the verification code and
 * where to check it (the site's whole address). Written with the embedded Noto Sans SC subset (decision 75), so Chinese names and labels
 * print as written; every string drawn is passed to the subsetter first.
 */
export async function certificatePdf(
  c: FlightCertificate,
  language: UpstreamLanguage,
  siteOrigin = '',
): Promise<Uint8Array> {
  const lang = language === 'en_US' ? 'en' : 'zh';
  const w = CERTIFICATE_WORDS[lang];
  const lines = linesOf(c, w, language, siteOrigin);
  const doc = await PDFDocument.create();
  const fonts = await embedPdfFonts(doc, [
    w.airline,
    w.title[c.kind],
    lines.sentence,
    lines.note,
    lines.verify,
    ...lines.rows.flat(),
  ]);
  draw(doc.addPage(A4), fonts, w.airline, w.title[c.kind], lines);
  doc.setTitle(`${w.airline} ${w.title[c.kind]}`);
  doc.setAuthor(w.airline);
  doc.setLanguage(lang === 'zh' ? 'zh-CN' : 'en-US');
  return doc.save();
}

/** certificate-irregular-ABCDEFGHJKMN.pdf / certificate-travel-…: Latin letters only, nothing to escape. */
export function certificateFileName(kind: FlightCertificateKind, code: string): string {
  return `certificate-${kind === 'IRREGULAR_FLIGHT' ? 'irregular' : 'travel'}-${code}.pdf`;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const INK = rgb(0.06, 0.09, 0.16);
const MUTED = rgb(0.28, 0.33, 0.41);
const RULE = rgb(0.8, 0.84, 0.88);
const VALIDATE_PATH: Record<FlightCertificateKind, string> = {
  IRREGULAR_FLIGHT: 'irregularFlightValidate',
  AIR_TRAVEL: 'airTravelValidate',
};

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

/** An instant in a zone, said as the traveller reads it: '2026-12-10 08:00 (local time)'. */
function at(iso: string | null, timeZone: string, none: string, suffix: string): string {
  if (iso === null) return none;
  const ms = Date.parse(iso);
  return `${localDate(ms, timeZone)} ${localTime(ms, timeZone)}${suffix}`;
}

type Lines = { sentence: string; rows: [string, string][]; note: string; verify: string };

function linesOf(c: FlightCertificate, w: CertificateWords, language: UpstreamLanguage, siteOrigin: string): Lines {
  const st = c.statement;
  const dep = st.departure;
  const arr = st.arrival;
  const rows: [string, string][] = [
    [w.passenger, st.passengerName],
    [w.ticketNo, `${st.ticketNo.slice(0, 3)}-${st.ticketNo.slice(3)}`],
    [w.flight, st.flightNo],
    [w.flightDate, st.flightDate],
    [
      w.route,
      `${placeName(dep.cityName, dep.airportName)} (${dep.code}) → ${placeName(arr.cityName, arr.airportName)} (${arr.code})`,
    ],
    [w.scheduledDeparture, at(st.scheduledDeparture, dep.timeZone, w.none, w.localSuffix)],
    [w.scheduledArrival, at(st.scheduledArrival, arr.timeZone, w.none, w.localSuffix)],
    [w.actualDeparture, at(st.actualDeparture, dep.timeZone, w.none, w.localSuffix)],
    [w.actualArrival, at(st.actualArrival, arr.timeZone, w.none, w.localSuffix)],
  ];
  if (c.kind === 'IRREGULAR_FLIGHT' && st.irregularity) {
    const what = w.irregularities[st.irregularity];
    const delay = st.delayMinutes > 0 ? fill(w.delayedBy, { minutes: String(st.delayMinutes) }) : '';
    rows.push([w.irregularity, st.irregularity === 'DELAYED' ? delay : [what, delay].filter(Boolean).join(', ')]);
  }
  rows.push([w.code, formatCode(c.code)], [w.issuedAt, at(c.issuedAt, AIRLINE_TIME_ZONE, w.none, w.beijingSuffix)]);
  const locale = language === 'en_US' ? 'en-US' : 'zh-CN';
  return {
    sentence: fill(w.certifies[c.kind], { name: st.passengerName, flight: st.flightNo }),
    rows,
    note: w.localTimes,
    // Paper needs the whole address: the site's public origin and the check page in the PDF's language.
    verify: fill(w.verifyAt[c.kind], { path: `${siteOrigin}/${locale}/${VALIDATE_PATH[c.kind]}` }),
  };
}

/** Text wrapped to the page's width (at spaces, else between characters: Chinese has none); the y below it. */
function paragraph(page: PDFPage, font: PDFFont, text: string, y: number, size: number, color = INK): number {
  let top = y;
  for (const line of wrapped(text, font, size, A4[0] - 2 * MARGIN)) {
    page.drawText(line, { x: MARGIN, y: top, size, font, color });
    top -= size * 1.6;
  }
  return top;
}

function draw(page: PDFPage, fonts: PdfFonts, airline: string, title: string, lines: Lines) {
  let y = A4[1] - MARGIN;
  page.drawText(airline, { x: MARGIN, y, size: 12, font: fonts.bold, color: MUTED });
  y -= 40;
  page.drawText(title, { x: MARGIN, y, size: 22, font: fonts.bold, color: INK });
  y -= 20;
  page.drawLine({ start: { x: MARGIN, y }, end: { x: A4[0] - MARGIN, y }, thickness: 0.75, color: RULE });
  y = paragraph(page, fonts.regular, lines.sentence, y - 28, 12);
  y -= 8;
  const valueX = MARGIN + 140;
  for (const [label, value] of lines.rows) {
    page.drawText(label, { x: MARGIN, y, size: 10, font: fonts.regular, color: MUTED });
    // A long value (an English route of two airports) shrinks to 9 pt at most, then wraps: never unreadably small.
    const width = A4[0] - MARGIN - valueX;
    const size = fitted(value, fonts.bold, 11, width, 9);
    const valueLines = wrapped(value, fonts.bold, size, width);
    valueLines.forEach((line, i) =>
      page.drawText(line, { x: valueX, y: y - i * size * 1.4, size, font: fonts.bold, color: INK }),
    );
    y -= 24 + (valueLines.length - 1) * size * 1.4;
  }
  y -= 8;
  page.drawLine({ start: { x: MARGIN, y }, end: { x: A4[0] - MARGIN, y }, thickness: 0.75, color: RULE });
  y = paragraph(page, fonts.regular, lines.note, y - 24, 9, MUTED);
  paragraph(page, fonts.regular, lines.verify, y, 9, MUTED);
}

/** The largest size up to `size`, and no smaller than `least`, at which `text` fits `width`. */
function fitted(text: string, font: PDFFont, size: number, width: number, least = 6): number {
  let s = size;
  while (s > least && font.widthOfTextAtSize(text, s) > width) s -= 0.5;
  return s;
}

/** `text` in lines that fit `width` at `size`: broken at spaces where it has them, else between characters. */
function wrapped(text: string, font: PDFFont, size: number, width: number): string[] {
  const fits = (t: string) => font.widthOfTextAtSize(t, size) <= width;
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/(?<= )/)) {
    if (fits(line + word)) line += word;
    else if (fits(word)) {
      if (line) lines.push(line.trimEnd());
      line = word;
    } else
      for (const ch of word) {
        if (!fits(line + ch) && line) {
          lines.push(line.trimEnd());
          line = '';
        }
        line += ch;
      }
  }
  if (line) lines.push(line.trimEnd());
  return lines;
}
