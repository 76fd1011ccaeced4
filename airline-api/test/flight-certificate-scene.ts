import {
  ErrorEnvelopeSchema,
  FlightCertificateSchema,
  UpstreamPath,
  type Flight,
  type FlightCertificate,
} from '@/lib/contract';
import { setOffset } from './account-api';
import { app } from './check-in-scene';
import { TEST_NOW } from './test-server';
import { setFlightStatus } from './flight-status-desk';

/** What the certificate route tests share (decision 70): calls from addresses of their own, the clock, the status. */

let ip = 0;
/** A fresh visitor address, so the per-address limit never meets the tests (one test checks it). */
export const nextIp = () => `10.70.${Math.floor((ip += 1) / 250)}.${ip % 250}`;

export const certifyCall = (
  body: { kind: string; ticketNo: string; passengerName?: string },
  language = 'zh_CN',
  from = nextIp(),
) =>
  app.inject({
    method: 'POST',
    url: UpstreamPath.flightCertificateIssue,
    payload: { passengerName: '王晓明', ...body },
    headers: { 'x-language': language },
    remoteAddress: from,
  });

export const lookupCall = (
  url: string,
  body: { kind: string; code: string; ticketNo: string },
  language = 'zh_CN',
  from = nextIp(),
) => app.inject({ method: 'POST', url, payload: body, headers: { 'x-language': language }, remoteAddress: from });

/** The answer's code and, when OK, the certificate. */
export function answerOf(res: { body: string }): { code: string; cert?: FlightCertificate } {
  const env = ErrorEnvelopeSchema.parse(JSON.parse(res.body));
  return env.code === '0' ? { code: env.code, cert: FlightCertificateSchema.parse(env.data) } : { code: env.code };
}

export const at = (ms: number) => setOffset(app, ms - TEST_NOW);
export const flightDate = (f: Flight) => f.flightId.split('-').slice(1).join('-');

export const setStatus = (f: Flight, status: string, delayMinutes?: number) =>
  setFlightStatus(app, f, status, delayMinutes ? { delayMinutes } : {});
