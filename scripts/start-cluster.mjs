#!/usr/bin/env node
// `npm run start:cluster`: the site as an airline would run it, on this machine's loopback (decision 62).
// PostgreSQL, Redis and a local SMTP server; 2 airline-api instances on the one database; 2 web instances
// sharing Redis; nginx in front of both kinds at the addresses `npm start` uses (site :3000, airline-api :4010).
// Every process is supervised (a crash is restarted, decision 55) and a health checker keeps nginx's upstream
// lists to the instances that are ready. Ctrl-C stops everything. Data lives under .data/cluster/.
//   CLUSTER_WEBS=1 CLUSTER_APIS=1 npm run start:cluster     (1–8 of each; README "Running as a cluster")
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, buildIsStale } from './lib/build.mjs';
import { ensureBinary } from './lib/apt.mjs';
import { clusterLayout, renderTemplate, upstreamList } from './lib/cluster-config.mjs';
import { createHealthChecker, httpReady } from './lib/cluster-health.mjs';
import { loadLocalEnv } from './lib/local-env.mjs';
import { upstreamSandbox, waitForHttp, webServerArgs } from './lib/processes.mjs';
import { createSupervisor } from './lib/supervisor.mjs';
import { localSecrets } from './lib/secrets.mjs';
import { createDatabase, initPostgres, postgresCommand, serverUrl } from './lib/postgres.mjs';
import { ensureRedis, redisArgs, waitForRedis } from './lib/redis.mjs';
import { startSmtpSink } from './lib/smtp-sink.mjs';

loadLocalEnv();
const root = process.cwd();
const RUN = path.resolve(root, process.env.CLUSTER_DIR ?? path.join('.data', 'cluster'));
const layout = clusterLayout();
const secrets = localSecrets();
const stops = [];
const pidDir = path.join(RUN, 'pids');

// Two supervisors, stopped in turn: the instances and nginx first (each airline-api gets up to 30 s to finish
// in-flight requests and a running job, decision 61), then PostgreSQL and Redis, which they need until the end.
const stores = createSupervisor({ pidDir, graceMs: 15_000, exit: (code) => void shutdown(code) });
const supervisor = createSupervisor({ pidDir, graceMs: 32_000, exit: (code) => stores.stop(code) });
supervisor.stopOnSignals();

async function shutdown(code) {
  for (const stop of stops.reverse()) await stop().catch((e) => console.error(e?.message ?? e));
  process.exit(code);
}

/** Resolves once PostgreSQL takes connections and has the storefront's database. */
async function postgresReady(url, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await createDatabase(url, 'storefront');
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((r) => setTimeout(r, 300));
    }
  }
}

const nginxBin = ensureBinary(['nginx'], 'nginx', ['/usr/sbin']);
const redisBin = ensureRedis();
mkdirSync(path.join(RUN, 'nginx', 'tmp'), { recursive: true });

function writeUpstreams(ready) {
  const dir = path.join(RUN, 'nginx');
  writeFileSync(
    path.join(dir, 'upstream-web.conf'),
    upstreamList(layout.webs, (n) => ready.has(n)),
  );
  writeFileSync(
    path.join(dir, 'upstream-api.conf'),
    upstreamList(layout.apis, (n) => ready.has(n)),
  );
}

function reloadNginx() {
  const pid = supervisor.pid('nginx');
  if (pid) process.kill(pid, 'SIGHUP');
}

try {
  // The database's folder is kept between runs (durable settings); Redis holds only windows and caches.
  const pgDir = path.join(RUN, 'postgres');
  const [pgCmd, pgArgs] = postgresCommand(initPostgres({ dir: pgDir, port: layout.pgPort, keep: true }), pgDir);
  stores.supervise('postgres', pgCmd, pgArgs);
  stores.supervise('redis', redisBin, redisArgs({ dir: path.join(RUN, 'redis'), port: layout.redisPort }));
  await postgresReady(serverUrl(layout.pgPort));
  await waitForRedis(layout.redisPort);
  const databaseUrl = serverUrl(layout.pgPort, 'storefront');
  const redis = { url: `redis://127.0.0.1:${layout.redisPort}` };
  const smtp = await startSmtpSink({ dir: path.join(RUN, 'mail'), port: layout.smtpPort });
  stops.push(smtp.stop);

  const publicUrl = process.env.PUBLIC_SITE_URL ?? `http://localhost:${layout.port}`;
  const apiUrl = `http://127.0.0.1:${layout.apiPort}`;
  const common = {
    NEXT_TELEMETRY_DISABLED: '1',
    NODE_ENV: 'production',
    PUBLIC_SITE_URL: publicUrl,
    REDIS_URL: redis.url,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // SIGTERM: 7 s of failing readiness (the checker takes an instance out after two 2-s rounds), then the stop.
    DRAIN_MS: process.env.DRAIN_MS ?? '7000',
    ...secrets,
  };

  // The first instance migrates and seeds the database alone; the others find it ready.
  for (const api of layout.apis) {
    supervisor.supervise(api.name, './node_modules/.bin/tsx', ['airline-api/src/server.ts'], {
      ...common,
      AIRLINE_API_PORT: String(api.port),
      AIRLINE_API_HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      SMTP_URL: smtp.url,
      WEB_REVALIDATE_URLS: layout.webs.map((w) => `http://127.0.0.1:${w.port}/api/internal/revalidate`).join(','),
    });
    await waitForHttp(`http://127.0.0.1:${api.port}/health`);
  }

  const deployDir = path.join(root, 'deploy');
  const conf = renderTemplate(readFileSync(path.join(deployDir, 'nginx.conf.template'), 'utf8'), {
    WORKERS: 1,
    RUN: path.join(RUN, 'nginx'),
    PORT: layout.port,
    API_PORT: layout.apiPort,
    DEPLOY: deployDir,
    BODY_MAX: '12m',
  });
  writeFileSync(path.join(RUN, 'nginx', 'nginx.conf'), conf);
  writeUpstreams(new Set([...layout.apis, ...layout.webs].map((i) => i.name)));
  supervisor.supervise('nginx', nginxBin, ['-p', path.join(RUN, 'nginx'), '-c', path.join(RUN, 'nginx', 'nginx.conf')]);
  await waitForHttp(`${apiUrl}/health`);

  const webEnv = {
    ...common,
    AIRLINE_API_URL: apiUrl,
    AIRLINE_SANDBOX: (await upstreamSandbox(apiUrl)) ? '1' : '0',
    // nginx is the one proxy in front: its X-Forwarded-For entry is the visitor (decision 12).
    TRUST_PROXY: '1',
    WEB_HOST: '127.0.0.1',
  };
  if (buildIsStale(webEnv) || process.env.FORCE_BUILD === '1') build(webEnv);
  for (const web of layout.webs) {
    supervisor.supervise(web.name, process.execPath, webServerArgs(web.port), webEnv);
  }
  for (const web of layout.webs) await waitForHttp(`http://127.0.0.1:${web.port}/zh-CN`);

  const checker = createHealthChecker({
    instances: [
      ...layout.apis.map((a) => ({ name: a.name, url: `http://127.0.0.1:${a.port}/ready` })),
      ...layout.webs.map((w) => ({ name: w.name, url: `http://127.0.0.1:${w.port}/readyz` })),
    ],
    probe: httpReady,
    onChange: (ready) => {
      writeUpstreams(ready);
      reloadNginx();
    },
  });
  const tick = async () => {
    await checker.round().catch((e) => console.error(`[health] ${e?.message ?? e}`));
    setTimeout(tick, 2000).unref();
  };
  await tick();
  await waitForHttp(`http://127.0.0.1:${layout.port}/zh-CN`);
  console.log(
    `\nThe storefront is at ${publicUrl} through nginx: ${layout.webs.length} web and ${layout.apis.length} ` +
      `airline-api instances, PostgreSQL :${layout.pgPort}, Redis :${layout.redisPort}, mail to ${path.relative(root, path.join(RUN, 'mail'))}\n`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  supervisor.stop(1);
}
