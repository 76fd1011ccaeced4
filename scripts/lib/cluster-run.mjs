// Starts `npm run start:cluster` as a child on its own ports and folder, for the fault suite and the soak
// (decision 62), and stops it (SIGTERM: the cluster drains and stops PostgreSQL and Redis) when they finish.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { clusterLayout } from './cluster-config.mjs';
import { serverUrl } from './postgres.mjs';
import { waitForHttp } from './processes.mjs';

/** The cluster's variables for a run on ports base+0… (site), base+1000… (airline-api); data in `.data/<name>`. */
export function clusterEnv(name, base) {
  return {
    PORT: String(base),
    CLUSTER_API_PORT: String(base + 1000),
    CLUSTER_WEB_BASE: String(base + 1),
    CLUSTER_API_BASE: String(base + 1001),
    CLUSTER_PG_PORT: String(5400 + (base % 100)),
    CLUSTER_REDIS_PORT: String(6300 + (base % 100)),
    CLUSTER_SMTP_PORT: String(2500 + (base % 100)),
    CLUSTER_DIR: path.join('.data', name),
    PUBLIC_SITE_URL: `http://localhost:${base}`,
  };
}

export async function startCluster(env) {
  const child = spawn(process.execPath, ['scripts/start-cluster.mjs'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // A suite that dies of an error must not leave a cluster running: it goes with it (SIGTERM, a graceful stop).
  const orphaned = () => child.exitCode === null && child.kill('SIGTERM');
  process.once('exit', orphaned);
  const layout = clusterLayout({ ...process.env, ...env });
  await Promise.race([
    waitForHttp(`http://127.0.0.1:${layout.port}/readyz`, 600_000),
    exited.then((code) => {
      throw new Error(`start:cluster exited (${code}) before the site was ready`);
    }),
  ]);
  return {
    layout,
    runDir: path.resolve(env.CLUSTER_DIR),
    databaseUrl: serverUrl(layout.pgPort, 'storefront'),
    stop: async () => {
      process.off('exit', orphaned);
      child.kill('SIGTERM');
      await exited;
    },
  };
}
