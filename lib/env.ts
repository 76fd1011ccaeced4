import 'server-only';
import { z } from 'zod';

/** The web process's environment, validated once, with zod, at start. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  AIRLINE_API_URL: z.url().default('http://127.0.0.1:4010'),
  /** Where browsers reach airline-api's sandbox pages (OAuth, QR scanner) when that differs from AIRLINE_API_URL. */
  AIRLINE_API_PUBLIC_URL: z.url().optional(),
  /** iron-session password, at least 32 characters. scripts/start makes one per machine when unset. */
  SESSION_SECRET: z.string().min(32),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
  /** How long the proxy trusts its last reading of the shutdown key (spec §7: polled every 60 s). */
  MAINTENANCE_CACHE_MS: z.coerce.number().int().min(0).max(600_000).default(60_000),
  /** How long a public flight search or price calendar answer is reused (decision 33); 0 turns it off. */
  SHOPPING_CACHE_MS: z.coerce.number().int().min(0).max(300_000).default(10_000),
  /** Extra origins allowed on mutating BFF routes besides the public one, comma-separated (decision 11). */
  ALLOWED_ORIGINS: z.string().default(''),
  /**
   * How many proxies in front of the web add to X-Forwarded-For (scripts/web-server.mjs reads it and writes
   * the visitor's address over the header before Next runs; decision 12). 0: the site is exposed directly.
   */
  TRUST_PROXY: z.coerce.number().int().min(0).max(5).default(0),
  /** The upstream's sandbox is on: every page shows the sandbox marker (scripts/start sets it; decision 13). */
  AIRLINE_SANDBOX: z.enum(['0', '1']).default('0'),
  /**
   * Bearer token of the web's GET /metrics for callers not on this machine (scripts/web-server.mjs reads it;
   * decision 58); loopback callers need none.
   */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** Sent with the visitor's address so airline-api believes it (the same value in both processes). */
  VISITOR_FORWARD_SECRET: z.string().min(16).optional(),
  /**
   * The site's public origin: canonical URLs, hreflang alternates, sitemap.xml, robots.txt, OAuth returns and
   * redirects, Secure cookies and HSTS when https, and the origin check (decision 11).
   */
  PUBLIC_SITE_URL: z.url().default('http://localhost:3000'),
  /**
   * The customer-service number the site shows wherever it says 'contact customer service' (contact page,
   * complaint page, error messages): digits with an optional leading + and spaces or dashes between groups.
   */
  CUSTOMER_SERVICE_PHONE: z
    .string()
    .trim()
    .regex(/^\+?\d[\d -]{1,18}\d$/)
    .default('+86 20 8888 6666'),
  /**
   * The Redis the web instances share (decision 60): per-visitor limit windows, the maintenance reading and
   * Next's data cache. Unset: each process keeps them in memory, as one instance needs.
   */
  REDIS_URL: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.url({ protocol: /^rediss?$/ }).optional()),
  /** Sent by airline-api in x-revalidate-secret to POST /api/internal/revalidate; unset, the route answers 404. */
  REVALIDATE_SECRET: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.string().min(16).optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof EnvSchema>;

/** The environment as the schema reads it, or the names of the refused variables (for tests and env()). */
export function parseEnv(
  source: Record<string, string | undefined>,
): { ok: true; env: Env } | { ok: false; fields: string } {
  const parsed = EnvSchema.safeParse(source);
  if (parsed.success) return { ok: true, env: parsed.data };
  return { ok: false, fields: parsed.error.issues.map((i) => i.path.join('.')).join(', ') };
}

let cached: Env | undefined;

export function env(): Env {
  if (cached) return cached;
  const parsed = parseEnv(process.env);
  if (!parsed.ok) throw new Error(`Invalid environment: ${parsed.fields}. See .env.example.`);
  cached = parsed.env;
  return cached;
}
