/**
 * The anti-fraud black box (spec §7): a random device id, set by proxy.ts on a first visit and sent with
 * every upstream call. It outlives logins and logouts: it names the device, not the member.
 */
export const DEVICE_COOKIE = 'sf_did';
