import type { FlightCertificateKind, Irregularity } from '@/lib/domain/flight-certificate-rules';

/** The words a certificate PDF is written in, per language (decision 70): the page that asked chooses. */
export type CertificateWords = {
  airline: string;
  title: Record<FlightCertificateKind, string>;
  /** The opening sentence; {name} and {flight} are filled in. */
  certifies: Record<FlightCertificateKind, string>;
  passenger: string;
  ticketNo: string;
  flight: string;
  flightDate: string;
  route: string;
  scheduledDeparture: string;
  scheduledArrival: string;
  actualDeparture: string;
  actualArrival: string;
  irregularity: string;
  irregularities: Record<Irregularity, string>;
  /** A delay with its minutes; {minutes} is filled in. */
  delayedBy: string;
  none: string;
  code: string;
  issuedAt: string;
  localTimes: string;
  /** After a time in an airport's zone, and after the issue time (the airline's, Beijing). */
  localSuffix: string;
  beijingSuffix: string;
  /** How to check the certificate; {path} is filled in. */
  verifyAt: Record<FlightCertificateKind, string>;
};

export const CERTIFICATE_WORDS: Record<'zh' | 'en', CertificateWords> = {
  zh: {
    airline: '云雀航空',
    title: { IRREGULAR_FLIGHT: '不正常航班证明', AIR_TRAVEL: '乘机证明' },
    certifies: {
      IRREGULAR_FLIGHT: '兹证明旅客 {name} 持有下列航班 {flight} 的客票，该航班运行不正常，情况如下。',
      AIR_TRAVEL: '兹证明旅客 {name} 已乘坐下列航班 {flight}，情况如下。',
    },
    passenger: '旅客姓名',
    ticketNo: '票号',
    flight: '航班号',
    flightDate: '航班日期',
    route: '航线',
    scheduledDeparture: '计划起飞',
    scheduledArrival: '计划到达',
    actualDeparture: '实际起飞',
    actualArrival: '实际到达',
    irregularity: '不正常情况',
    irregularities: { DELAYED: '延误', CANCELLED: '取消', DIVERTED: '备降', RETURNED: '返航' },
    delayedBy: '延误 {minutes} 分钟',
    none: '无',
    code: '验证码',
    issuedAt: '开具时间',
    localTimes: '起飞时间为出发机场当地时间，到达时间为到达机场当地时间。',
    localSuffix: '（当地时间）',
    beijingSuffix: '（北京时间）',
    verifyAt: {
      IRREGULAR_FLIGHT: '凭验证码和票号可在 {path} 验证本证明的真伪。',
      AIR_TRAVEL: '凭验证码和票号可在 {path} 验证本证明的真伪。',
    },
  },
  en: {
    airline: 'Skylark Airlines',
    title: { IRREGULAR_FLIGHT: 'Irregular flight certificate', AIR_TRAVEL: 'Air travel certificate' },
    certifies: {
      IRREGULAR_FLIGHT:
        'This certifies that passenger {name} held a ticket on flight {flight} below, which did not operate as scheduled.',
      AIR_TRAVEL: 'This certifies that passenger {name} travelled on flight {flight} below.',
    },
    passenger: 'Passenger',
    ticketNo: 'Ticket number',
    flight: 'Flight',
    flightDate: 'Flight date',
    route: 'Route',
    scheduledDeparture: 'Scheduled departure',
    scheduledArrival: 'Scheduled arrival',
    actualDeparture: 'Actual departure',
    actualArrival: 'Actual arrival',
    irregularity: 'Irregularity',
    irregularities: { DELAYED: 'Delayed', CANCELLED: 'Cancelled', DIVERTED: 'Diverted', RETURNED: 'Returned' },
    delayedBy: 'Delayed by {minutes} minutes',
    none: 'None',
    code: 'Verification code',
    issuedAt: 'Issued at',
    localTimes: 'Departure times are local at the departure airport, arrival times local at the arrival airport.',
    localSuffix: ' (local time)',
    beijingSuffix: ' (Beijing time)',
    verifyAt: {
      IRREGULAR_FLIGHT:
        'Check that this certificate is genuine at {path} with its verification code and ticket number.',
      AIR_TRAVEL: 'Check that this certificate is genuine at {path} with its verification code and ticket number.',
    },
  },
};
