import type { FastifyInstance } from 'fastify';
import { sendOk } from '../http';
import { requireOps } from '../routes/system';
import type { Services } from '../services';
import type { Jobs } from './boss';

/** The ops route of the job queue (`npm run ops -- jobs`), behind OPS_TOKEN like the other admin routes. */
export const ADMIN_JOBS_PATH = '/admin/jobs';

export function registerJobsOps(app: FastifyInstance, s: Services, jobs: Jobs): void {
  app.get(ADMIN_JOBS_PATH, async (req, reply) => {
    requireOps(req, s.opsToken);
    return sendOk(req, reply, await jobs.report());
  });
}
