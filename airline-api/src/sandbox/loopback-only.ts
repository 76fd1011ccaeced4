import type { FastifyReply, FastifyRequest } from 'fastify';
import { ResultCode } from '@/lib/contract';
import { sendError } from '../http';

/** IPv4 loopback is all of 127.0.0.0/8; IPv6 has ::1 (and its IPv4-mapped forms). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const bare = address.startsWith('::ffff:') ? address.slice(7) : address;
  return bare === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(bare);
}

/**
 * The sandbox's controls (outbox, clock, faults, ticketing, reviews) answer callers on this machine only,
 * by the socket's address: no header can make a remote caller local. Others get the same 404 as a
 * sandbox that is off, so its presence is not advertised.
 */
export async function loopbackOnly(req: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!isLoopback(req.socket.remoteAddress)) await sendError(req, reply, ResultCode.NOT_FOUND);
}
