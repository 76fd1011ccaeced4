import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  BusiParameterSwitchBodySchema,
  BusiParameterBodySchema,
  MaintenanceBodySchema,
  ResultCode,
  SHUTDOWN_KEY,
  UpstreamPath,
} from '@/lib/contract';
import { MAINTENANCE_TAG } from '../cms-changes';
import { busiParameter, ipCity } from '../db/schema';
import { ApiError } from '../errors';
import { clientIp, languageOf, parse, sendOk } from '../http';
import type { Services } from '../services';

const shutdownWhere = and(
  eq(busiParameter.sysType, SHUTDOWN_KEY.sysType),
  eq(busiParameter.modelType, SHUTDOWN_KEY.modelType),
  eq(busiParameter.type, SHUTDOWN_KEY.type),
);

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * An IPv6 zone id (`fe80::1%eth0`) names a link of the caller's host, nothing a city is found by, and
 * PostgreSQL's inet refuses it: it is dropped. Anything but an IPv4 or IPv6 address is a bad request.
 */
const withoutZone = (ip: string) => {
  const zone = ip.indexOf('%');
  return zone > 0 && isIP(ip.slice(0, zone)) === 6 ? ip.slice(0, zone) : ip;
};
const CityByIpQuery = z.object({
  ip: z
    .string()
    .max(64)
    .transform(withoutZone)
    .refine((ip) => isIP(ip) !== 0 && !ip.includes('%')),
});

/** Bearer OPS_TOKEN, compared in constant time; no token configured means no admin at all. */
export function requireOps(req: FastifyRequest, opsToken: string | undefined): void {
  const header = req.headers.authorization ?? '';
  const given = header.startsWith('Bearer ') ? header.slice(7) : '';
  if (!opsToken || !given || !timingSafeEqual(digest(given), digest(opsToken)))
    throw new ApiError(ResultCode.UNAUTHORIZED);
}

export function registerSystemRoutes(app: FastifyInstance, s: Services): void {
  app.get(UpstreamPath.health, async (_req, reply) => {
    await s.db.execute(sql`select 1`);
    // `sandbox` tells scripts/start whether to show the web's sandbox marker (decision 13).
    return reply.send({
      code: '0',
      msg: 'ok',
      data: { status: 'ok', now: new Date(s.clock.now()).toISOString(), sandbox: s.sandbox },
    });
  });

  app.post(UpstreamPath.busiParameter, async (req, reply) => {
    const key = parse(BusiParameterBodySchema, req.body);
    const [row] = await s.db
      .select({ state: busiParameter.state, param: busiParameter.param })
      .from(busiParameter)
      .where(
        and(
          eq(busiParameter.sysType, key.sysType),
          eq(busiParameter.modelType, key.modelType),
          eq(busiParameter.type, key.type),
        ),
      );
    if (!row) throw new ApiError(ResultCode.NOT_FOUND);
    return sendOk(req, reply, row);
  });

  app.get(UpstreamPath.systemIp, async (req, reply) => sendOk(req, reply, { ip: clientIp(req) }));

  app.get(UpstreamPath.cityByIp, async (req, reply) => {
    const { ip } = parse(CityByIpQuery, req.query);
    const [row] = await s.db
      .select({ cityCode: ipCity.cityCode, cityType: ipCity.cityType })
      .from(ipCity)
      .where(sql`${ip}::inet <<= ${ipCity.cidr}::inet`)
      .orderBy(desc(sql`masklen(${ipCity.cidr}::inet)`))
      .limit(1);
    const city = row && s.network.entry(row.cityCode, row.cityType);
    if (!city) throw new ApiError(ResultCode.NOT_FOUND);
    return sendOk(req, reply, {
      ip,
      cityCode: city.code,
      cityName: languageOf(req) === 'en_US' ? city.nameEn : city.nameZh,
    });
  });

  const maintenanceState = async () => {
    const [row] = await s.db.select().from(busiParameter).where(shutdownWhere);
    return { on: row?.state === 1 && row.param === 'true', updatedAt: (row?.updatedAt ?? new Date(0)).toISOString() };
  };

  app.get(UpstreamPath.adminMaintenance, async (req, reply) => {
    requireOps(req, s.opsToken);
    return sendOk(req, reply, await maintenanceState());
  });

  app.post(UpstreamPath.adminMaintenance, async (req, reply) => {
    requireOps(req, s.opsToken);
    const { on } = parse(MaintenanceBodySchema, req.body);
    const updatedAt = new Date(s.clock.now());
    await s.db
      .insert(busiParameter)
      .values({ ...SHUTDOWN_KEY, state: 1, param: on ? 'true' : 'false', updatedAt })
      .onConflictDoUpdate({
        target: [busiParameter.sysType, busiParameter.modelType, busiParameter.type],
        set: { state: 1, param: on ? 'true' : 'false', updatedAt },
      });
    req.log.info({ maintenance: on }, 'maintenance switched');
    // Every web instance asks again at once instead of trusting its reading for MAINTENANCE_CACHE_MS.
    await s.revalidateWeb?.([MAINTENANCE_TAG]);
    return sendOk(req, reply, await maintenanceState());
  });

  /** Switches a web busi-parameter such as COMPLAINT_SWITCH ('true' = open). */
  app.post(UpstreamPath.adminBusiParameter, async (req, reply) => {
    requireOps(req, s.opsToken);
    const { type, on } = parse(BusiParameterSwitchBodySchema, req.body);
    const updatedAt = new Date(s.clock.now());
    const key = { sysType: SHUTDOWN_KEY.sysType, modelType: SHUTDOWN_KEY.modelType, type };
    await s.db
      .insert(busiParameter)
      .values({ ...key, state: 1, param: on ? 'true' : 'false', updatedAt })
      .onConflictDoUpdate({
        target: [busiParameter.sysType, busiParameter.modelType, busiParameter.type],
        set: { state: 1, param: on ? 'true' : 'false', updatedAt },
      });
    req.log.info({ type, on }, 'busi-parameter switched');
    return sendOk(req, reply, { type, on, updatedAt: updatedAt.toISOString() });
  });
}
