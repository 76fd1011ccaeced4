/** Types of methods.mjs (plain JavaScript, so the web server runs it with node alone). */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const SITE_METHODS: readonly string[];
export function refuseUnknownMethod(req: IncomingMessage, res: ServerResponse): boolean;
