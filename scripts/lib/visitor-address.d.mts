/** Types of visitor-address.mjs (plain JavaScript, so the web server runs it with node alone). */
export function trustedHops(value: string | undefined): number;
export function cleanAddress(raw: unknown): string | null;
export function visitorAddress(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  hops: number,
): string;
