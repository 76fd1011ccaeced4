import type { FlightCertificate } from '@/lib/contract';

/** The certificate of the certificate components' tests (decision 70): a 40-minute delay, in the air when issued. */

const body12 = '902123456789';
export const TICKET_NO = `${body12}${Number(BigInt(body12) % 7n)}`;
const place = (code: string, cityName: string) => ({ code, cityName, airportName: 'Intl', timeZone: 'Asia/Shanghai' });
export const CERT: FlightCertificate = {
  code: 'ABCDEFGHJKMN',
  kind: 'IRREGULAR_FLIGHT',
  issuedAt: '2026-12-10T06:00:00.000Z',
  supersededAt: null,
  statement: {
    passengerName: '王晓明',
    ticketNo: TICKET_NO,
    flightNo: 'YQ1001',
    flightDate: '2026-12-10',
    departure: place('CAN', 'Guangzhou'),
    arrival: place('PEK', 'Beijing'),
    scheduledDeparture: '2026-12-10T00:00:00.000Z',
    scheduledArrival: '2026-12-10T03:10:00.000Z',
    actualDeparture: '2026-12-10T00:40:00.000Z',
    actualArrival: null,
    irregularity: 'DELAYED',
    delayMinutes: 40,
  },
};
