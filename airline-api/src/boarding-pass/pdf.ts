import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
import { ticketName, type BoardingPassView } from '@/lib/domain/boarding-pass';
import { localTime } from '../domain/time-zone';
import { PNG_MODULE_PX, pdf417Png } from './barcode';

/**
 * The boarding passes as a PDF to download, print or mail (spec §2 "Check-in and seats": view, e-mail, print;
 * decision 20): one A4 page per pass, that is per passenger per flight.
 *
 * The PDF is written in Latin letters in both languages: labels in English, the passenger's name as on the
 * ticket (pinyin capitals for a Chinese name, as in the barcode), cities and airports by their English names.
 * pdf-lib writes text only in a font it carries or embeds; its 14 standard fonts cover Latin (WinAnsi) only,
 * and embedding any other font needs the @pdf-lib/fontkit package, which the project does not depend on. The
 * Noto CJK collection some machines have (Debian's fonts-noto-cjk) is a system package, not something a fresh
 * `npm install` brings, so a PDF built from it would change with the machine. The pass on screen is fully
 * localized; `language` sets how the PDF writes the date (decision 20).
 */
export async function boardingPassPdf(passes: BoardingPassView[], language: 'zh' | 'en'): Promise<Uint8Array> {
  if (passes.length === 0) throw new RangeError('a boarding pass PDF needs at least one pass');
  const doc = await PDFDocument.create();
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  for (const pass of passes) {
    const image = await doc.embedPng(await pdf417Png(pass.barcode));
    drawPass(doc.addPage(A4), pass, { fonts, image, language });
  }
  doc.setTitle(`${AIRLINE} boarding pass`);
  doc.setAuthor(AIRLINE);
  doc.setLanguage('en');
  return doc.save();
}

type Fonts = { regular: PDFFont; bold: PDFFont };
type Drawing = { fonts: Fonts; image: PDFImage; language: 'zh' | 'en' };

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const AIRLINE = 'Skylark Airlines';
const INK = rgb(0.06, 0.09, 0.16);
const MUTED = rgb(0.28, 0.33, 0.41);
const RULE = rgb(0.8, 0.84, 0.88);
/** One PDF417 module printed 1 pt wide (0.35 mm), above the 0.25 mm gate scanners are made for. */
const MODULE_PT = 1;
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const COMPARTMENTS: Record<string, string> = { Y: 'Economy', W: 'Premium economy', C: 'Business', F: 'First' };
const NOTE = [
  'Be at the boarding gate at least 25 minutes before departure: the gate closes then.',
  'All times are local times at the departure airport. Gate and boarding time may change: check the airport screens.',
  'Bring the identity document you booked with. This pass is valid only with it.',
];

/** Text the standard fonts can write: accents stripped, typographic marks made plain, anything else '?'. */
function plain(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[‐-―]/g, '-')
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/·/g, '-')
    .replace(/[^\x20-\x7e]/g, '?');
}

/** 06 JAN 2026 in English; 2026-01-06 for Chinese readers, who write dates year first. */
function flightDateText(isoDate: string, language: 'zh' | 'en'): string {
  if (language === 'zh') return isoDate;
  const [year, month, day] = isoDate.split('-');
  return `${day} ${MONTHS[Number(month) - 1]} ${year}`;
}

/** Wall time at the departure airport, the zone every time on the pass is read in. */
function departureLocal(iso: string | undefined, pass: BoardingPassView): string {
  return iso ? localTime(Date.parse(iso), pass.departureTimeZone) : 'See airport screens';
}

/** The largest size up to `size` at which `text` fits `width`. */
function fitted(text: string, font: PDFFont, size: number, width: number): number {
  let s = size;
  while (s > 7 && font.widthOfTextAtSize(text, s) > width) s -= 0.5;
  return s;
}

function label(page: PDFPage, fonts: Fonts, text: string, x: number, y: number) {
  page.drawText(text.toUpperCase(), { x, y, size: 8, font: fonts.regular, color: MUTED });
}

function value(page: PDFPage, fonts: Fonts, text: string, x: number, y: number, width: number, size = 14) {
  const t = plain(text);
  page.drawText(t, { x, y, size: fitted(t, fonts.bold, size, width), font: fonts.bold, color: INK });
}

/** A row of labelled values in equal columns across the page. */
function row(page: PDFPage, fonts: Fonts, y: number, cells: [string, string][], size = 14) {
  const width = (A4[0] - 2 * MARGIN) / cells.length;
  cells.forEach(([name, text], i) => {
    const x = MARGIN + i * width;
    label(page, fonts, name, x, y);
    value(page, fonts, text, x, y - size - 4, width - 8, size);
  });
}

function rule(page: PDFPage, y: number) {
  page.drawLine({ start: { x: MARGIN, y }, end: { x: A4[0] - MARGIN, y }, thickness: 0.75, color: RULE });
}

/** One side of the route: city and code large, the airport under them. */
function place(
  page: PDFPage,
  fonts: Fonts,
  y: number,
  x: number,
  heading: string,
  code: string,
  names: BoardingPassView['departure'],
) {
  const width = (A4[0] - 2 * MARGIN) / 2 - 12;
  label(page, fonts, heading, x, y);
  value(page, fonts, `${names.city.en} ${code}`, x, y - 24, width, 20);
  const airport = plain(names.airport.en);
  page.drawText(airport, {
    x,
    y: y - 40,
    size: fitted(airport, fonts.regular, 10, width),
    font: fonts.regular,
    color: MUTED,
  });
}

function drawPass(page: PDFPage, pass: BoardingPassView, { fonts, image, language }: Drawing) {
  const top = A4[1] - MARGIN;
  page.drawText(AIRLINE.toUpperCase(), { x: MARGIN, y: top - 20, size: 20, font: fonts.bold, color: INK });
  const title = 'BOARDING PASS';
  const titleWidth = fonts.bold.widthOfTextAtSize(title, 14);
  page.drawText(title, { x: A4[0] - MARGIN - titleWidth, y: top - 18, size: 14, font: fonts.bold, color: MUTED });
  rule(page, top - 34);

  label(page, fonts, 'Passenger', MARGIN, top - 56);
  value(page, fonts, ticketName(pass.passengerName), MARGIN, top - 80, A4[0] - 2 * MARGIN, 22);

  place(page, fonts, top - 112, MARGIN, 'From', pass.from, pass.departure);
  place(page, fonts, top - 112, A4[0] / 2 + 6, 'To', pass.to, pass.arrival);
  rule(page, top - 168);

  const flight = `${pass.carrier}${pass.flightNumber}`;
  row(page, fonts, top - 188, [
    ['Flight', flight],
    ['Date', flightDateText(pass.flightDate, language)],
    ['Departure', departureLocal(pass.departureTime, pass)],
    ['Boarding', departureLocal(pass.boardingTime, pass)],
  ]);
  row(page, fonts, top - 240, [
    ['Seat', pass.seat],
    ['Class', `${COMPARTMENTS[pass.compartment] ?? pass.compartment} (${pass.compartment})`],
    ['Gate', pass.gate ?? 'See airport screens'],
    ['Sequence', String(pass.sequenceNumber).padStart(4, '0')],
  ]);
  row(
    page,
    fonts,
    top - 292,
    [
      ['Booking reference', pass.bookingReference],
      ['E-ticket number', `${pass.ticketNumber.slice(0, 3)}-${pass.ticketNumber.slice(3)}`],
    ],
    12,
  );
  rule(page, top - 324);

  const width = (image.width / PNG_MODULE_PX) * MODULE_PT;
  const height = (image.height / PNG_MODULE_PX) * MODULE_PT;
  page.drawImage(image, { x: (A4[0] - width) / 2, y: top - 344 - height, width, height });

  let y = top - 344 - height - 32;
  for (const line of NOTE) {
    page.drawText(line, { x: MARGIN, y, size: 9, font: fonts.regular, color: MUTED, maxWidth: A4[0] - 2 * MARGIN });
    y -= 14;
  }
}
