/** Types of metrics-access.mjs (plain JavaScript, so the web server runs it with node alone). */
export function metricsToken(value: string | undefined): string | undefined;
export function isLoopback(address: string | undefined): boolean;
export function metricsAllowed(visitor: string, authorization: string | undefined, token: string | undefined): boolean;
