/** Types of held-answer.mjs (plain JavaScript, so the web server runs it with node alone). */
import type { IncomingMessage, ServerResponse } from 'node:http';

export function takeHead(res: ServerResponse, statusCode: number, rest: unknown[]): void;
export function holdAnswer(
  req: IncomingMessage,
  res: ServerResponse,
  options: { hold: () => boolean; finish: (body: Buffer, send: () => void) => void },
): void;
