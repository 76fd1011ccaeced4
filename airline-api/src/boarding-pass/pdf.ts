import { PDFDocument, rgb, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
import { ticketName, type BoardingPassView } from '@/lib/domain/boarding-pass';
import { localTime } from '../domain/time-zone';
import { embedPdfFonts, type PdfFonts } from '../pdf/fonts';
import { PNG_MODULE_PX, pdf417Png } from './barcode';
import { PASS_LABELS, fill, labelTexts, type PassLabels } from './pdf-labels';

/**
 * The boarding passes as a PDF to download, print or mail (spec §2 "Check-in and seats": view, e-mail, print;
 * decisions 20 and 75): one A4 page per pass, that is per passenger per flight, in the language of the page that
 * asked for it. Words are the pass on screen's (pdf-labels.ts); the passenger's name is printed
 * as written (王晓明) with the name on the ticket (WANG/XIAOMING, as in the barcode) under it; cities and
 * airports by their names in that language. The embedded Noto Sans SC subset writes both scripts.
 */
export async function boardingPassPdf(passes: BoardingPassView[], language: 'zh' | 'en'): Promise<Uint8Array> {
  if (passes.length === 0) throw new RangeError('a boarding pass PDF needs at least one pass');
  const labels = PASS_LABELS[language];
  const doc = await PDFDocument.create();
  const fonts = await embedPdfFonts(doc, [...labelTexts(labels), ...passes.map((p) => JSON.stringify(p))]);
  for (const pass of passes) {
    const image = await doc.embedPng(await pdf417Png(pass.barcode));
    drawPass(doc.addPage(A4), pass, { fonts, image, language, labels });
  }
  doc.setTitle(`${labels.airline} ${labels.title}`);
  doc.setAuthor(labels.airline);
  doc.setLanguage(language === 'zh' ? 'zh-CN' : 'en-US');
  return doc.save();
}

type Drawing = { fonts: PdfFonts; image: PDFImage; language: 'zh' | 'en'; labels: PassLabels };

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const INK = rgb(0.06, 0.09, 0.16);
const MUTED = rgb(0.28, 0.33, 0.41);
const RULE = rgb(0.8, 0.84, 0.88);
/** One PDF417 module printed 1 pt wide (0.35 mm), above the 0.25 mm gate scanners are made for. */
const MODULE_PT = 1;
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** 06 JAN 2026 in English; 2026-01-06 for Chinese readers, who write dates year first. */
function flightDateText(isoDate: string, language: 'zh' | 'en'): string {
  if (language === 'zh') return isoDate;
  const [year, month, day] = isoDate.split('-');
  return `${day} ${MONTHS[Number(month) - 1]} ${year}`;
}

/** The largest size up to `size` at which `text` fits `width`. */
function fitted(text: string, font: PDFFont, size: number, width: number): number {
  let s = size;
  while (s > 7 && font.widthOfTextAtSize(text, s) > width) s -= 0.5;
  return s;
}

function label(page: PDFPage, fonts: PdfFonts, text: string, x: number, y: number) {
  page.drawText(text.toUpperCase(), { x, y, size: 8, font: fonts.regular, color: MUTED });
}

function value(page: PDFPage, fonts: PdfFonts, text: string, x: number, y: number, width: number, size = 14) {
  page.drawText(text, { x, y, size: fitted(text, fonts.bold, size, width), font: fonts.bold, color: INK });
}

/** A row of labelled values in equal columns across the page. */
function row(page: PDFPage, fonts: PdfFonts, y: number, cells: [string, string][], size = 14) {
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

/** Muted small text at most `width` wide. */
function note(page: PDFPage, fonts: PdfFonts, text: string, x: number, y: number, width: number, size = 10) {
  page.drawText(text, { x, y, size: fitted(text, fonts.regular, size, width), font: fonts.regular, color: MUTED });
}

/** One side of the route: city and code large, the airport under them, in the pass's language. */
function place(page: PDFPage, d: Drawing, y: number, x: number, heading: string, code: string, names: Place) {
  const width = (A4[0] - 2 * MARGIN) / 2 - 12;
  label(page, d.fonts, heading, x, y);
  value(page, d.fonts, `${names.city[d.language]} ${code}`, x, y - 24, width, 20);
  note(page, d.fonts, names.airport[d.language], x, y - 40, width);
}

type Place = BoardingPassView['departure'];

function drawPass(page: PDFPage, pass: BoardingPassView, d: Drawing) {
  const { fonts, image, labels } = d;
  const top = A4[1] - MARGIN;
  page.drawText(labels.airline, { x: MARGIN, y: top - 20, size: 20, font: fonts.bold, color: INK });
  const titleWidth = fonts.bold.widthOfTextAtSize(labels.title, 14);
  page.drawText(labels.title, {
    x: A4[0] - MARGIN - titleWidth,
    y: top - 18,
    size: 14,
    font: fonts.bold,
    color: MUTED,
  });
  rule(page, top - 34);

  const onTicket = ticketName(pass.passengerName);
  label(page, fonts, labels.passenger, MARGIN, top - 52);
  value(page, fonts, pass.displayName || onTicket, MARGIN, top - 76, A4[0] - 2 * MARGIN, 22);
  if (pass.displayName && pass.displayName !== onTicket)
    note(page, fonts, fill(labels.ticketName, { name: onTicket }), MARGIN, top - 92, A4[0] - 2 * MARGIN);

  place(page, d, top - 116, MARGIN, labels.from, pass.from, pass.departure);
  place(page, d, top - 116, A4[0] / 2 + 6, labels.to, pass.to, pass.arrival);
  rule(page, top - 168);

  const local = (iso: string | undefined) =>
    iso ? localTime(Date.parse(iso), pass.departureTimeZone) : labels.seeScreens;
  row(page, fonts, top - 188, [
    [labels.flight, `${pass.carrier}${pass.flightNumber}`],
    [labels.date, flightDateText(pass.flightDate, d.language)],
    [labels.departure, local(pass.departureTime)],
    [labels.boarding, local(pass.boardingTime)],
  ]);
  const compartment = labels.compartment[pass.compartment] ?? pass.compartment;
  row(page, fonts, top - 240, [
    [labels.seat, pass.seat],
    [labels.cabin, `${compartment} (${pass.compartment})`],
    [labels.gate, pass.gate ?? labels.seeScreens],
    [labels.sequence, String(pass.sequenceNumber).padStart(4, '0')],
  ]);
  const ticket = `${pass.ticketNumber.slice(0, 3)}-${pass.ticketNumber.slice(3)}`;
  row(
    page,
    fonts,
    top - 292,
    [
      [labels.bookingReference, pass.bookingReference],
      [labels.ticketNumber, ticket],
    ],
    12,
  );
  rule(page, top - 324);

  const width = (image.width / PNG_MODULE_PX) * MODULE_PT;
  const height = (image.height / PNG_MODULE_PX) * MODULE_PT;
  page.drawImage(image, { x: (A4[0] - width) / 2, y: top - 344 - height, width, height });

  let y = top - 344 - height - 32;
  const airport = pass.departure.airport[d.language];
  for (const line of [fill(labels.localTimes, { airport }), labels.gateCloses, labels.screens, labels.bringDocument]) {
    page.drawText(line, { x: MARGIN, y, size: 9, font: fonts.regular, color: MUTED, maxWidth: A4[0] - 2 * MARGIN });
    y -= 14 * Math.ceil(fonts.regular.widthOfTextAtSize(line, 9) / (A4[0] - 2 * MARGIN));
  }
}
