/** Types of route-label.mjs (plain JavaScript, so the web server runs it with node alone). */
export const OTHER: string;
export const SERVER_PATHS: string[];
export function appRoutePatterns(appDir: string): string[];
export function routeLabeller(patterns: string[]): (url?: string) => string;
