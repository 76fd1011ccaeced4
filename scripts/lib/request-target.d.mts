/** Types of request-target.mjs (plain JavaScript, so the web server runs it with node alone). */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const MAX_TARGET_LENGTH: number;
export function decodablePath(url?: string): boolean;
export function refuseBadTarget(req: IncomingMessage, res: ServerResponse): boolean;
