/**
 * The boarding pass PDF's words in each language. The PDF is the airline's document, made by airline-api, which
 * keeps its own texts (like its mails) and does not read the storefront's messages; the words match the pass on
 * screen (`BoardingPass` messages) so paper and screen say the same.
 */
const en = {
  title: 'Boarding pass',
  airline: 'Skylark Airlines',
  passenger: 'Passenger',
  ticketName: 'Name on ticket: {name}',
  from: 'From',
  to: 'To',
  flight: 'Flight',
  date: 'Date',
  departure: 'Departure',
  boarding: 'Boarding',
  gate: 'Gate',
  seat: 'Seat',
  cabin: 'Class',
  sequence: 'Sequence',
  bookingReference: 'Booking reference',
  ticketNumber: 'E-ticket number',
  seeScreens: 'See airport screens',
  compartment: { Y: 'Economy', W: 'Premium economy', C: 'Business', F: 'First' } as Record<string, string>,
  localTimes: 'All times are local times at {airport}.',
  gateCloses: 'Be at the boarding gate at least 25 minutes before departure: the gate closes then.',
  screens: 'If the gate or boarding time changes, the airport screens are right.',
  bringDocument: 'Bring the identity document you booked with: the pass is valid only with it.',
};
export type PassLabels = typeof en;

const zh: PassLabels = {
  title: '登机牌',
  airline: '云雀航空',
  passenger: '旅客',
  ticketName: '客票姓名：{name}',
  from: '出发',
  to: '到达',
  flight: '航班',
  date: '日期',
  departure: '起飞',
  boarding: '登机',
  gate: '登机口',
  seat: '座位',
  cabin: '舱位',
  sequence: '值机序号',
  bookingReference: '订座记录',
  ticketNumber: '电子客票号',
  seeScreens: '请留意机场显示屏',
  compartment: { Y: '经济舱', W: '超级经济舱', C: '公务舱', F: '头等舱' },
  localTimes: '以上时间均为{airport}当地时间。',
  gateCloses: '请于起飞前25分钟到达登机口，登机口届时关闭。',
  screens: '登机口和登机时间如有变动，以机场显示屏为准。',
  bringDocument: '请携带订票时使用的有效身份证件，登机牌须与证件一同使用。',
};

export const PASS_LABELS: Record<'zh' | 'en', PassLabels> = { zh, en };

/** A text with its `{name}` placeholders filled. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/** Every string of a labels table, nested ones too: what the PDF's font subset must cover. */
export function labelTexts(labels: PassLabels): string[] {
  return Object.values(labels).flatMap((v) => (typeof v === 'string' ? [v] : Object.values(v)));
}
