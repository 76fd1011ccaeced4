// The cluster's shape (decision 62): which process listens where, and the nginx configuration that puts them
// behind one public address. Pure functions, so the unit test reads exactly what `npm run start:cluster` runs.

/** Ports on loopback. The public port is npm start's, so the site is at the same address either way. */
export const CLUSTER_DEFAULTS = {
  port: 3000,
  apiPort: 4010,
  webBase: 3001,
  apiBase: 4011,
  pgPort: 5440,
  redisPort: 6390,
  smtpPort: 2530,
  webs: 2,
  apis: 2,
};

/** A count of instances from the environment: 1–8. */
export function instanceCount(value, fallback) {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 8) throw new Error(`instance counts are 1–8, not ${value}`);
  return n;
}

/** The cluster's layout from CLUSTER_* variables (README "Running as a cluster"). */
export function clusterLayout(env = process.env) {
  const d = CLUSTER_DEFAULTS;
  const port = Number(env.PORT ?? d.port);
  const apiPort = Number(env.CLUSTER_API_PORT ?? d.apiPort);
  const webs = instanceCount(env.CLUSTER_WEBS, d.webs);
  const apis = instanceCount(env.CLUSTER_APIS, d.apis);
  const webBase = Number(env.CLUSTER_WEB_BASE ?? d.webBase);
  const apiBase = Number(env.CLUSTER_API_BASE ?? d.apiBase);
  return {
    port,
    apiPort,
    pgPort: Number(env.CLUSTER_PG_PORT ?? d.pgPort),
    redisPort: Number(env.CLUSTER_REDIS_PORT ?? d.redisPort),
    smtpPort: Number(env.CLUSTER_SMTP_PORT ?? d.smtpPort),
    webs: Array.from({ length: webs }, (_, i) => ({ name: `web-${i + 1}`, port: webBase + i })),
    apis: Array.from({ length: apis }, (_, i) => ({ name: `airline-api-${i + 1}`, port: apiBase + i })),
  };
}

/**
 * One upstream list: every instance, with those not ready marked `down` (nginx sends them nothing until the
 * health checker writes them back). At least one line stays up-or-down so the block is never empty.
 */
export function upstreamList(instances, ready = () => true) {
  // None ready: every one stays in (fail open), so a degraded instance (Redis away) still serves and nginx's own
  // checks and the unavailable page cover the rest; a balancer that takes out all would make it an outage.
  const anyReady = instances.some((i) => ready(i.name));
  return (
    instances
      .map((i) => {
        const down = anyReady && !ready(i.name) ? ' down' : '';
        return `server 127.0.0.1:${i.port} max_fails=2 fail_timeout=5s${down};  # ${i.name}`;
      })
      .join('\n') + '\n'
  );
}

/** The template with every {{NAME}} filled in; a name the template has and the values lack is an error. */
export function renderTemplate(template, values) {
  return template.replace(/\{\{([A-Z_]+)\}\}/g, (_, name) => {
    if (!(name in values)) throw new Error(`nginx template: no value for {{${name}}}`);
    return String(values[name]);
  });
}
