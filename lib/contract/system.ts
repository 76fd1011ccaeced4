import * as z from './zod';

/** POST /thirdpart/res/wx/web/base/getBusiParameterInfo — the shutdown key (spec §7). */
export const BusiParameterBodySchema = z.object({
  sysType: z.string(),
  modelType: z.string(),
  type: z.string(),
});
/** Maintenance is on when state is 1 and param is 'true'. */
export const BusiParameterDataSchema = z.object({ state: z.number().int(), param: z.string() });
export type BusiParameter = z.infer<typeof BusiParameterDataSchema>;

export const SHUTDOWN_KEY = { sysType: 'B2C', modelType: 'WEB', type: 'SHUTDOWN' } as const;

/** GET /backoffice/api/system/ip: the caller's address as airline-api sees it. */
export const SystemIpDataSchema = z.object({ ip: z.string() });

/** Admin: GET/POST /admin/maintenance with `authorization: Bearer <OPS_TOKEN>`. */
export const MaintenanceBodySchema = z.object({ on: z.boolean() });
export const MaintenanceDataSchema = z.object({ on: z.boolean(), updatedAt: z.string().datetime() });

/** The sandbox clock moves at most a hundred years either way: beyond the range of a Date, every answer failed. */
const HUNDRED_YEARS_MS = 100 * 366 * 24 * 60 * 60 * 1000;

/** Sandbox: POST /sandbox/clock sets an offset so tests can stand at exact boundaries. */
export const SandboxClockBodySchema = z.object({
  offsetMs: z.number().int().min(-HUNDRED_YEARS_MS).max(HUNDRED_YEARS_MS),
});
export const SandboxClockDataSchema = z.object({ offsetMs: z.number().int(), now: z.string().datetime() });

/** Admin: POST /admin/busi-parameter switches a busi-parameter of the B2C web (e.g. COMPLAINT_SWITCH). */
export const BusiParameterSwitchBodySchema = z.object({
  type: z.enum(['COMPLAINT_SWITCH']),
  on: z.boolean(),
});
export const BusiParameterSwitchDataSchema = z.object({
  type: z.string(),
  on: z.boolean(),
  updatedAt: z.string().datetime(),
});
