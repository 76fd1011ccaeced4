import type { MemberDocument } from '@/lib/contract';
import { pdfBytes, type PdfLine } from './pdf';

/**
 * The forms and guides members download (spec §2 /member/documentDownload). They are the airline's
 * published material, the same for every member, so they live in code rather than in the database: each
 * one is a one-page bilingual PDF made from the lines below the first time it is asked for.
 */

type Entry = {
  documentId: string;
  titleZh: string;
  titleEn: string;
  fileName: string;
  /** The date of the current version, in the airline's calendar. */
  updatedAt: string;
  /** The form's own lines after its titles: [Chinese, English] pairs. */
  body: [string, string][];
};

const BLANK = '__________________________';

// prettier-ignore
const CATALOGUE: Entry[] = [
  {
    documentId: 'special-passenger',
    titleZh: '特殊旅客服务申请表',
    titleEn: 'Special passenger service application form',
    fileName: 'skylark-special-passenger-application.pdf',
    updatedAt: '2025-09-01',
    body: [
      ['适用于需要轮椅、担架、导盲犬或其他协助的旅客，请在航班起飞前48小时提交。', 'For passengers who need a wheelchair, a stretcher, a guide dog or other help. Submit 48 hours before departure.'],
      [`旅客姓名：${BLANK}`, `Passenger name: ${BLANK}`],
      [`航班号及日期：${BLANK}`, `Flight number and date: ${BLANK}`],
      [`所需服务：${BLANK}`, `Service needed: ${BLANK}`],
      [`联系电话：${BLANK}`, `Contact phone: ${BLANK}`],
    ],
  },
  {
    documentId: 'unaccompanied-minor',
    titleZh: '无成人陪伴儿童乘机申请书',
    titleEn: 'Unaccompanied minor application form',
    fileName: 'skylark-unaccompanied-minor.pdf',
    updatedAt: '2025-07-15',
    body: [
      ['适用于5至12周岁单独乘机的儿童，须由送机人和接机人在机场出示有效证件。', 'For children aged 5 to 12 flying alone. The adults seeing the child off and meeting the child show valid ID at the airport.'],
      [`儿童姓名及出生日期：${BLANK}`, `Child's name and date of birth: ${BLANK}`],
      [`送机人姓名及电话：${BLANK}`, `Adult seeing off, name and phone: ${BLANK}`],
      [`接机人姓名及电话：${BLANK}`, `Adult meeting, name and phone: ${BLANK}`],
      [`监护人签名：${BLANK}`, `Guardian's signature: ${BLANK}`],
    ],
  },
  {
    documentId: 'medif',
    titleZh: '旅客医疗信息表（MEDIF）',
    titleEn: 'Medical information form (MEDIF)',
    fileName: 'skylark-medif.pdf',
    updatedAt: '2025-05-20',
    body: [
      ['患病或术后旅客乘机前，请由主治医生在航班起飞前7日内填写本表。', 'For passengers who are ill or recovering from surgery: to be completed by the attending doctor within 7 days before the flight.'],
      [`诊断及目前状况：${BLANK}`, `Diagnosis and present condition: ${BLANK}`],
      [`是否需要氧气或担架：${BLANK}`, `Oxygen or stretcher needed: ${BLANK}`],
      [`医生姓名、医院及电话：${BLANK}`, `Doctor's name, hospital and phone: ${BLANK}`],
      [`医生签名及日期：${BLANK}`, `Doctor's signature and date: ${BLANK}`],
    ],
  },
  {
    documentId: 'invoice-guide',
    titleZh: '电子发票申请指南',
    titleEn: 'Electronic invoice request guide',
    fileName: 'skylark-invoice-guide.pdf',
    updatedAt: '2025-10-10',
    body: [
      ['1. 航班起飞后，在官网“电子发票”页面输入票号和旅客姓名。', '1. After your flight, enter the ticket number and passenger name on the Electronic invoice page.'],
      ['2. 选择或填写发票抬头和纳税人识别号，会员可在会员中心保存常用抬头。', '2. Choose or enter the invoice title and taxpayer number; members can save titles in the member centre.'],
      ['3. 填写接收邮箱，电子发票将在3个工作日内发送。', '3. Enter the e-mail address: the invoice arrives within 3 working days.'],
      ['4. 电子发票与纸质发票具有同等法律效力，可用于报销。', '4. An electronic invoice has the same legal effect as a paper one and can be used for expense claims.'],
    ],
  },
  {
    documentId: 'refund-application',
    titleZh: '退票申请表',
    titleEn: 'Refund application form',
    fileName: 'skylark-refund-application.pdf',
    updatedAt: '2025-08-08',
    body: [
      ['因病或航班变动申请非自愿退票时，请将本表与证明材料一并提交。', 'For an involuntary refund because of illness or a schedule change, submit this form with the supporting documents.'],
      [`订单号及票号：${BLANK}`, `Order and ticket numbers: ${BLANK}`],
      [`旅客姓名：${BLANK}`, `Passenger name: ${BLANK}`],
      [`退票原因：${BLANK}`, `Reason for the refund: ${BLANK}`],
      [`申请人签名及日期：${BLANK}`, `Applicant's signature and date: ${BLANK}`],
    ],
  },
  {
    documentId: 'pregnant-passenger',
    titleZh: '孕妇乘机医疗诊断证明书',
    titleEn: 'Medical certificate for pregnant passengers',
    fileName: 'skylark-pregnant-passenger.pdf',
    updatedAt: '2025-03-12',
    body: [
      ['怀孕满32周但不足36周的旅客乘机，须出示航班起飞前72小时内开具的本证明。', 'Passengers at 32 to 36 weeks of pregnancy show this certificate, issued within 72 hours before departure.'],
      [`旅客姓名：${BLANK}`, `Passenger name: ${BLANK}`],
      [`孕周及预产期：${BLANK}`, `Weeks of pregnancy and due date: ${BLANK}`],
      [`医生意见：${BLANK}`, `Doctor's opinion: ${BLANK}`],
      [`医院盖章及日期：${BLANK}`, `Hospital stamp and date: ${BLANK}`],
    ],
  },
];

/** The page of a form: its titles, the airline, then each Chinese line with its English one below. */
function linesOf(entry: Entry): PdfLine[] {
  return [
    { text: entry.titleZh, size: 18 },
    { text: entry.titleEn, size: 14, gapBefore: 4 },
    { text: `Skylark Airlines  ${entry.updatedAt}`, size: 9, gapBefore: 4 },
    ...entry.body.flatMap(([zh, en]): PdfLine[] => [
      { text: zh, size: 10.5, gapBefore: 14 },
      { text: en, size: 9 },
    ]),
  ];
}

const made = new Map<string, Buffer>();

/** The document's PDF, made once per process. */
function fileOf(entry: Entry): Buffer {
  let bytes = made.get(entry.documentId);
  if (!bytes) {
    bytes = pdfBytes({
      title: entry.titleEn,
      date: `D:${entry.updatedAt.replace(/-/g, '')}000000+08'00'`,
      lines: linesOf(entry),
    });
    made.set(entry.documentId, bytes);
  }
  return bytes;
}

const CONTENT_TYPE = 'application/pdf';

function describe(entry: Entry): MemberDocument {
  return {
    documentId: entry.documentId,
    titleZh: entry.titleZh,
    titleEn: entry.titleEn,
    fileName: entry.fileName,
    sizeBytes: fileOf(entry).length,
    updatedAt: entry.updatedAt,
    contentType: CONTENT_TYPE,
  };
}

/** Every document, most recently updated first. */
export function documentList(): MemberDocument[] {
  return CATALOGUE.map(describe).sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}

/** One document with its bytes, or null when there is no such document. */
export function documentFile(documentId: string): { document: MemberDocument; bytes: Buffer } | null {
  const entry = CATALOGUE.find((e) => e.documentId === documentId);
  return entry ? { document: describe(entry), bytes: fileOf(entry) } : null;
}
