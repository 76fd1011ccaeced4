import type { LimitRule } from '@/lib/bff-server/route';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * Per-visitor limits of the seat offer and the seat reserve (issue 29 §1, decision 52), counted per address only
 * (decision 12: never per order or member alone, so one visitor cannot turn them on another). A person's seat
 * step asks an offer when it opens and again when it expires or a price changes, and reserves once per checkout:
 * far below these. A passenger holds one unpaid seat order per segment whatever the counts (airline-api supersedes
 * the previous one), so the limits bound churn, not what is held.
 */
export const SEAT_LIMITS = {
  offer: { perMinute: 30, perHour: 300 },
  reserve: { perMinute: 10, perHour: 60 },
} as const;

/**
 * The rules of one seat route for the visitor's address; an address not known for sure (`ip` null) shares one
 * bucket per order, as the lookups by proof do (app/api/_lib/proof-limits.ts).
 */
export function seatLimits(route: keyof typeof SEAT_LIMITS, ip: string | null, orderNo: string): LimitRule[] {
  const { perMinute, perHour } = SEAT_LIMITS[route];
  if (!ip) return [{ key: `seat:${route}:unknown:${orderNo.toUpperCase()}`, limit: perMinute }];
  return [
    { key: `seat:${route}:ip:${ip}`, limit: perMinute, windowMs: MINUTE_MS },
    { key: `seat:${route}:ip-hour:${ip}`, limit: perHour, windowMs: HOUR_MS },
  ];
}
