import type { FastifyInstance } from 'fastify';
import { UpstreamPath } from '@/lib/contract';
import { CERTIFICATE_TYPES } from '../domain/certificate-types';
import { sendOk } from '../http';

const all = CERTIFICATE_TYPES.map(([typeId, nameZh, nameEn]) => ({ typeId, nameZh, nameEn }));

/** GET idType: every document is accepted on domestic flights; international flights take a passport only. */
export function registerMemberRoutes(app: FastifyInstance): void {
  app.get(UpstreamPath.idType, async (req, reply) =>
    sendOk(req, reply, { domestic: all, internation: all.filter((t) => t.typeId === 'PP') }),
  );
}
