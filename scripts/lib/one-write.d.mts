/** Types of one-write.mjs (plain JavaScript, so the web server runs it with node alone). */
import type { IncomingMessage, ServerResponse } from 'node:http';

export function jsonInOneWrite(req: IncomingMessage, res: ServerResponse): void;
