import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { UpstreamLanguage } from '@/lib/contract';
import { DeliveryFailed } from '../account/code-delivery';
import { asDb } from '../booking/lifecycle';
import type { OrderRow } from '../booking/order-row';
import type { Db } from '../db/client';
import { flightStatus, travellerNotice } from '../db/schema';
import type { Services } from '../services';
import { noticeTexts, type NoticeFacts, type NoticeFlight } from './compose';
import { isUrgent, noticeDueAt, type UrgencyInput } from './rules';

/** The booking's locale as the site spells it in its paths. */
const LOCALE_PATH: Record<UpstreamLanguage, string> = { zh_CN: 'zh-CN', en_US: 'en-US' };

/** An absolute link to a page of the site in the booking's locale: `path` starts with '/' and has no locale. */
export function siteLink(s: Services, language: UpstreamLanguage, path: string): string {
  return `${s.siteOrigin}/${LOCALE_PATH[language]}${path}`;
}

/**
 * The page an order is followed on: a member's ticket order detail, or a visitor's order page (which asks the
 * passenger's name and the contact phone unless this browser may already see it). A change's or an addition's own
 * order is shown on its original's page, so the link goes there.
 */
export function orderPagePath(o: OrderRow): string {
  const root = encodeURIComponent(o.parentOrderNo ?? o.orderNo);
  return o.memberId ? `/member/ticketorderdetail/${root}` : `/book/order?orderNo=${root}`;
}

type Contact = { areaCode?: string | null; mobile?: string | null; email?: string | null };

/** Where an order's notices go: the contact phone by SMS ('86-…') and the contact address by e-mail. */
export function recipientsOf(o: OrderRow): { channel: 'SMS' | 'EMAIL'; recipient: string }[] {
  const c = (o.contact ?? {}) as Contact;
  const out: { channel: 'SMS' | 'EMAIL'; recipient: string }[] = [];
  if (c.mobile) out.push({ channel: 'SMS', recipient: `${c.areaCode || '86'}-${c.mobile}` });
  if (c.email) out.push({ channel: 'EMAIL', recipient: c.email.trim().toLowerCase() });
  return out;
}

export type NoticeRequest = {
  /** The event's own name: with the recipient, the notice's idempotency key. */
  eventKey: string;
  /** The order whose contact is told and whose language the notice is written in. */
  order: OrderRow;
  flights: NoticeFlight[];
  /** The page of the next step, as siteLink takes it. */
  path: string;
  facts: NoticeFacts;
  urgency?: Omit<UrgencyInput, 'event'>;
  /** A flight's notice: the dated flight and its state now (flightStateOf), checked again before sending. */
  flight?: { flightId: string; state: string };
};

/** A flight's state as its notices record it: status, delay minutes and diversion airport. */
export function flightStateOf(f: { status: string; delayMinutes: number; divertedTo: string | null }): string {
  return `${f.status}:${f.delayMinutes}:${f.divertedTo ?? ''}`;
}

/** The state a dated flight has now (a flight without a status row runs as planned). */
async function currentFlightState(s: Services, flightId: string): Promise<string> {
  const f = s.network.flight(flightId);
  if (!f) return '';
  const [row] = await s.db
    .select()
    .from(flightStatus)
    .where(and(eq(flightStatus.flightNo, f.schedule.flightNo), eq(flightStatus.flightDate, f.date)));
  return flightStateOf(row ?? { status: 'NORMAL', delayMinutes: 0, divertedTo: null });
}

/**
 * Queues the notice of one event to each of the order's recipients, in `tx`, the event's own transaction: the
 * notice exists exactly when the event does. The same event queued again adds nothing (the unique index on the
 * key and recipient). Answers how many rows were added.
 */
export async function queueNotice(tx: Db, s: Services, n: NoticeRequest): Promise<number> {
  const nowMs = s.clock.now();
  const urgent = isUrgent({ event: n.facts.event, ...n.urgency }, nowMs);
  const texts = noticeTexts({
    language: n.order.language,
    orderNo: n.order.orderNo,
    flights: n.flights,
    link: siteLink(s, n.order.language, n.path),
    facts: n.facts,
  });
  const rows = recipientsOf(n.order).map((r) => ({
    eventKey: n.eventKey,
    event: n.facts.event,
    orderNo: n.order.orderNo,
    ...r,
    text: r.channel === 'SMS' ? texts.sms : texts.email,
    urgent,
    createdAt: new Date(nowMs),
    dueAt: new Date(noticeDueAt(urgent, nowMs)),
    flightId: n.flight?.flightId ?? null,
    flightState: n.flight?.state ?? null,
  }));
  if (!rows.length) return 0;
  const added = await tx
    .insert(travellerNotice)
    .values(rows)
    .onConflictDoNothing({ target: [travellerNotice.eventKey, travellerNotice.channel, travellerNotice.recipient] })
    .returning({ id: travellerNotice.id });
  return added.length;
}

/** A notice the gateway could not take is tried again after as long as it has waited, from 1 to 30 minutes. */
export const RETRY_MIN_MS = 60_000;
export const RETRY_MAX_MS = 30 * 60_000;
const retryAt = (createdAt: Date, now: Date) =>
  new Date(now.getTime() + Math.min(RETRY_MAX_MS, Math.max(RETRY_MIN_MS, now.getTime() - createdAt.getTime())));

/**
 * Hands every due notice to the SMS and e-mail gateway (the sandbox outbox, e-mail by SMTP), oldest first: each in
 * its own transaction that marks it sent only where it was not, so two workers at once send it once. A flight's
 * notice whose flight has changed state since (a short delay held overnight, then cancelled or delayed more) is
 * withdrawn instead: the later state has its own notice. A send the gateway fails (DeliveryFailed: the mail server
 * down) rolls its mark back and the notice is due again later, the others going on meanwhile. Notices of a channel
 * without a gateway wait, as all do without any. Answers how many were settled.
 */
export async function dispatchDueNotices(s: Services): Promise<number> {
  const delivery = s.codeDelivery;
  if (!delivery) return 0;
  const now = new Date(s.clock.now());
  const due = await s.db
    .select()
    .from(travellerNotice)
    .where(
      and(
        isNull(travellerNotice.sentAt),
        isNull(travellerNotice.withdrawnAt),
        lte(travellerNotice.dueAt, now),
        inArray(travellerNotice.channel, [...delivery.channels]),
      ),
    )
    .orderBy(asc(travellerNotice.id))
    .limit(100);
  let settled = 0;
  for (const row of due) {
    if (row.flightId && (await currentFlightState(s, row.flightId)) !== row.flightState) {
      await s.db
        .update(travellerNotice)
        .set({ withdrawnAt: now })
        .where(and(eq(travellerNotice.id, row.id), isNull(travellerNotice.sentAt)));
      settled += 1;
      continue;
    }
    const went = await s.db
      .transaction(async (raw) => {
        const tx = asDb(raw);
        const [claimed] = await tx
          .update(travellerNotice)
          .set({ sentAt: now })
          .where(and(eq(travellerNotice.id, row.id), isNull(travellerNotice.sentAt)))
          .returning({ id: travellerNotice.id });
        if (!claimed) return false;
        await delivery.deliver(tx, {
          channel: row.channel,
          to: row.recipient,
          event: row.event,
          code: '',
          text: row.text,
          sentAt: now,
        });
        return true;
      })
      .catch(async (err: unknown) => {
        if (!(err instanceof DeliveryFailed)) throw err;
        await s.db
          .update(travellerNotice)
          .set({ dueAt: retryAt(row.createdAt, now) })
          .where(and(eq(travellerNotice.id, row.id), isNull(travellerNotice.sentAt)));
        return false;
      });
    if (went) settled += 1;
  }
  return settled;
}
