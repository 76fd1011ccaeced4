import 'server-only';
import type { Channel, Currency, UpstreamLanguage } from '@/lib/contract';

/** What every upstream call carries besides its own payload (spec §7, docs/architecture.md). */
export type UpstreamContext = {
  language: UpstreamLanguage;
  currency: Currency;
  channel: Channel;
  /** From the sealed session, never from the browser. */
  token?: string;
  /** Device black box: the random device-id cookie. */
  deviceId: string;
  member?: { memberId: string; loginTime?: string; registerTime?: string; phone?: string; email?: string };
  clientIp?: string;
  requestId?: string;
};

/** Per-call anti-fraud fields (spec §7): route, dates, amount, currency, passenger count, name, credential. */
export type AntiFraudExtra = {
  route?: string;
  dates?: string[];
  amount?: number;
  passengerCount?: number;
  name?: string;
  credential?: string;
};

/**
 * The context of a read of public data made for everyone (cached content, cached pages, decision 8): no
 * member, no visitor's black box, CNY. Never for anything a visitor's request decides.
 */
export function publicUpstreamContext(language: UpstreamLanguage): UpstreamContext {
  return { language, currency: 'CNY', channel: 'B2C', deviceId: 'storefront-public-cache' };
}
