import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The stand-in for the anti-bot script (spec §7 "an anti-bot script-loading routine runs every 120 seconds; its
 * details are not shown"; decision 73). A page's routine asks every 120 s for a fresh black-box token: the device id
 * (lib/device-cookie.ts), the second it was issued and a MAC over both. The anti-fraud header carries that token
 * while it is fresh and the device's; otherwise the bare device id, as before. So the airline can tell a browser
 * running the page's script (a token at most BLACK_BOX_FRESH_S old) from a client replaying requests without it.
 */
export const BLACK_BOX_COOKIE = 'sf_bb';
/** Two refreshes and a minute's slack: a tab that missed one refresh still carries a fresh token. */
export const BLACK_BOX_FRESH_S = 300;

const DEVICE_ID = /^[0-9a-f]{32}$/;
const mac = (deviceId: string, issuedAt: number, secret: string) =>
  createHmac('sha256', secret).update(`black-box.${deviceId}.${issuedAt}`).digest('base64url').slice(0, 16);

/** A token for the device, issued now (`deviceId.issuedAtSeconds.mac`, 60 characters); null for no real device id. */
export function issueBlackBox(deviceId: string, nowMs: number, secret: string): string | null {
  if (!DEVICE_ID.test(deviceId)) return null;
  const issuedAt = Math.floor(nowMs / 1000);
  return `${deviceId}.${issuedAt}.${mac(deviceId, issuedAt, secret)}`;
}

/**
 * What the anti-fraud header's black box is: the token when it is this device's, untouched and at most
 * BLACK_BOX_FRESH_S old (not from the future either); the device id otherwise.
 */
export function blackBoxFor(deviceId: string, token: string | undefined, nowMs: number, secret: string): string {
  const [device, issued, given] = token?.split('.') ?? [];
  if (device !== deviceId || !issued || !given || !/^\d{1,12}$/.test(issued)) return deviceId;
  const issuedAt = Number(issued);
  const age = Math.floor(nowMs / 1000) - issuedAt;
  if (age < 0 || age > BLACK_BOX_FRESH_S) return deviceId;
  const expected = Buffer.from(mac(deviceId, issuedAt, secret));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? token! : deviceId;
}
