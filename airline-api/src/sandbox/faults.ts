import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ResultCode, SandboxFaultBodySchema, UpstreamPath, type SandboxFault } from '@/lib/contract';
import { parse, sendError, sendOk } from '../http';

/** Faults armed by tests, per path; the sandbox is one process, so memory is the right place. */
const armed = new Map<string, SandboxFault & { remaining: number }>();

/** Runs before every route while the sandbox is on: an armed path fails the way the test asked. */
export async function injectFaults(req: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (armed.size === 0) return;
  const path = req.url.split('?')[0] ?? req.url;
  const fault = armed.get(path);
  if (!fault) return;
  fault.remaining -= 1;
  if (fault.remaining <= 0) armed.delete(path);
  if (fault.mode === 'delay') {
    await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
    return;
  }
  if (fault.mode === 'garbage') {
    await reply.code(502).type('text/html').send('<html><body>Bad gateway</body></html>');
    return;
  }
  await sendError(req, reply, ResultCode.INTERNAL);
}

export function registerFaultControls(app: FastifyInstance): void {
  app.post(UpstreamPath.sandboxFaults, async (req, reply) => {
    const fault = parse(SandboxFaultBodySchema, req.body);
    armed.set(fault.path, { ...fault, remaining: fault.count });
    return sendOk(req, reply, { armed: armed.size });
  });
  app.delete(UpstreamPath.sandboxFaults, async (req, reply) => {
    armed.clear();
    return sendOk(req, reply, { armed: 0 });
  });
}
