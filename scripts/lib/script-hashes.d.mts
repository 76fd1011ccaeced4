/** Types of script-hashes.mjs (plain JavaScript, so the web server runs it with node alone). */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

export function inlineScriptHashes(html: string): string[];
export function inlineScriptHashesOfBytes(bytes: Buffer): string[];
export function withScriptHashes(policy: string, hashes: string[]): string;
export function exactScriptPolicy(
  req: IncomingMessage,
  res: ServerResponse,
  onError?: (error: unknown) => void,
  onDocument?: (statusCode: number, headers: OutgoingHttpHeaders, body: Buffer, html?: Buffer) => void,
): void;
