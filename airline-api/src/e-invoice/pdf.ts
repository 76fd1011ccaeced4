import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { yuanText, type EInvoiceItemKind } from '@/lib/domain/e-invoice-rules';
import type { InvoiceHeaderType } from '@/lib/domain/member-book-rules';
import { embedPdfFonts, type PdfFonts } from '../pdf/fonts';

/** What the invoice PDF draws: an issued invoice, its buyer and its items in fen. */
export type InvoicePdfInput = {
  invoiceNo: string;
  /** The airline's date of issue, YYYY-MM-DD. */
  issueDate: string;
  buyer: {
    type: InvoiceHeaderType;
    title: string;
    taxpayerId: string;
    address: string;
    phone: string;
    bank: string;
    account: string;
  };
  passengerName: string;
  ticketNo: string;
  /** '2026-12-07 YQ1234 广州 → 北京' */
  flight: string;
  items: { kind: EInvoiceItemKind; amountFen: number }[];
  totalFen: number;
};

/** The seller: the airline's own registration (a sandbox airline's, made up). */
export const SELLER = { name: '云雀航空有限公司', taxpayerId: '91440101MA5SKYLARK' } as const;

const ITEM_WORDS: Record<EInvoiceItemKind, string> = {
  fare: '*运输服务*国内航空旅客运输服务（票价）',
  airportTax: '*运输服务*民航发展基金',
  fuelTax: '*运输服务*燃油附加费',
  otherTax: '*运输服务*其他税费',
};
const BUYER_WORDS: Record<InvoiceHeaderType, string> = {
  PERSONAL: '个人',
  COMPANY: '企业',
  INSTITUTION: '非企业性单位',
};

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const INK = rgb(0.06, 0.09, 0.16);
const MUTED = rgb(0.28, 0.33, 0.41);
const RULE = rgb(0.62, 0.2, 0.2);

/** Every line the invoice draws, in order, as label and value (the fonts are cut to exactly these). */
function lines(i: InvoicePdfInput) {
  const [y, m, d] = i.issueDate.split('-');
  const buyer: [string, string][] = [
    ['名称', i.buyer.title],
    ['购买方类型', BUYER_WORDS[i.buyer.type]],
    ['统一社会信用代码/纳税人识别号', i.buyer.taxpayerId || '—'],
  ];
  if (i.buyer.address || i.buyer.phone) buyer.push(['地址、电话', `${i.buyer.address} ${i.buyer.phone}`.trim()]);
  if (i.buyer.bank || i.buyer.account) buyer.push(['开户行及账号', `${i.buyer.bank} ${i.buyer.account}`.trim()]);
  return {
    title: '电子发票（普通发票）',
    head: [
      ['发票号码', i.invoiceNo],
      ['开票日期', `${y}年${m}月${d}日`],
    ] as [string, string][],
    buyerHeading: '购买方信息',
    buyer,
    sellerHeading: '销售方信息',
    seller: [
      ['名称', SELLER.name],
      ['统一社会信用代码/纳税人识别号', SELLER.taxpayerId],
    ] as [string, string][],
    trip: [
      ['旅客', i.passengerName],
      ['电子客票号码', i.ticketNo],
      ['航班', i.flight],
    ] as [string, string][],
    itemsHeading: ['项目名称', '金额（元）'] as const,
    items: i.items.map((it) => [ITEM_WORDS[it.kind], yuanText(it.amountFen)] as const),
    total: ['价税合计（小写）', `¥${yuanText(i.totalFen)}`] as const,
    note: '本发票由云雀航空依乘机记录开具，与纸质发票具有同等效力。',
  };
}

/**
 * The issued invoice as a one-page A4 PDF (decision 71), written in Chinese with the embedded Noto Sans SC subset
 * (airline-api/src/pdf/fonts.ts): every string drawn is handed to the subsetter first.
 */
export async function invoicePdf(input: InvoicePdfInput): Promise<Uint8Array> {
  const l = lines(input);
  const texts = [
    l.title,
    ...[...l.head, ...l.buyer, ...l.seller, ...l.trip, ...l.items, l.total].flat(),
    l.buyerHeading,
    l.sellerHeading,
    ...l.itemsHeading,
    l.note,
    '：',
  ];
  const doc = await PDFDocument.create();
  const fonts = await embedPdfFonts(doc, texts);
  const page = doc.addPage(A4);
  const right = A4[0] - MARGIN;
  let y = A4[1] - MARGIN - 24;
  centre(page, fonts.bold, l.title, y, 20, RULE);
  y -= 36;
  for (const [k, v] of l.head) {
    pair(page, fonts, k, v, right - 200, y);
    y -= 18;
  }
  y = section(page, fonts, l.buyerHeading, l.buyer, y - 10);
  y = section(page, fonts, l.sellerHeading, l.seller, y - 6);
  y = section(page, fonts, '', l.trip, y - 6);
  rule(page, y);
  y -= 20;
  page.drawText(l.itemsHeading[0], { x: MARGIN, y, size: 10, font: fonts.bold, color: MUTED });
  amount(page, fonts.bold, l.itemsHeading[1], right, y, 10, MUTED);
  for (const [name, value] of l.items) {
    y -= 20;
    page.drawText(name, { x: MARGIN, y, size: 11, font: fonts.regular, color: INK });
    amount(page, fonts.regular, value, right, y, 11, INK);
  }
  y -= 14;
  rule(page, y);
  y -= 22;
  page.drawText(l.total[0], { x: MARGIN, y, size: 12, font: fonts.bold, color: INK });
  amount(page, fonts.bold, l.total[1], right, y, 14, INK);
  page.drawText(l.note, { x: MARGIN, y: MARGIN, size: 9, font: fonts.regular, color: MUTED });
  doc.setTitle(`${l.title} ${input.invoiceNo}`);
  doc.setAuthor(SELLER.name);
  doc.setLanguage('zh-CN');
  return doc.save();
}

function centre(page: PDFPage, font: PDFFont, text: string, y: number, size: number, color = INK) {
  page.drawText(text, { x: (A4[0] - font.widthOfTextAtSize(text, size)) / 2, y, size, font, color });
}

function amount(page: PDFPage, font: PDFFont, text: string, right: number, y: number, size: number, color = INK) {
  page.drawText(text, { x: right - font.widthOfTextAtSize(text, size), y, size, font, color });
}

function pair(page: PDFPage, fonts: PdfFonts, label: string, value: string, x: number, y: number) {
  page.drawText(`${label}：`, { x, y, size: 10, font: fonts.regular, color: MUTED });
  const at = x + fonts.regular.widthOfTextAtSize(`${label}：`, 10);
  const width = A4[0] - MARGIN - at;
  let size = 11;
  while (size > 6 && fonts.bold.widthOfTextAtSize(value, size) > width) size -= 0.5;
  page.drawText(value, { x: at, y, size, font: fonts.bold, color: INK });
}

function rule(page: PDFPage, y: number) {
  page.drawLine({ start: { x: MARGIN, y }, end: { x: A4[0] - MARGIN, y }, thickness: 0.75, color: RULE });
}

/** A block of label: value lines under a heading (none when ''); answers the y below it. */
function section(page: PDFPage, fonts: PdfFonts, heading: string, rows: [string, string][], top: number): number {
  rule(page, top);
  let y = top - 20;
  if (heading) {
    page.drawText(heading, { x: MARGIN, y, size: 11, font: fonts.bold, color: RULE });
    y -= 18;
  }
  for (const [k, v] of rows) {
    pair(page, fonts, k, v, MARGIN, y);
    y -= 18;
  }
  return y;
}
