import { z } from 'zod';

/** On, off, or not said (undefined). */
const flag = z
  .enum(['0', '1', 'true', 'false', 'on', 'off', ''])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : !(v === '0' || v === 'false' || v === 'off')));

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);
const isLoopbackUrl = (url: string) => {
  const host = new URL(url).hostname.toLowerCase();
  return LOOPBACK_HOSTS.has(host) || host.startsWith('127.') || host.endsWith('.localhost');
};

/** 'no-reply@example.com' or 'Skylark Airlines <no-reply@example.com>': one address, no line breaks. */
const MAILBOX = /^(?:[^<>\r\n]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/;

/** airline-api's environment, validated at start (README lists every variable). */
export const EnvSchema = z.object({
  AIRLINE_API_PORT: z.coerce.number().int().min(1).max(65535).default(4010),
  AIRLINE_API_HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  PGLITE_DIR: z.string().min(1).default('.data/airline-api'),
  /** The sandbox (payment, SMS and OAuth stand-ins, clock, demo members): see `sandboxOn`. */
  AIRLINE_SANDBOX: flag,
  /**
   * Test harnesses only (with the sandbox): this machine's own address (127.0.0.1, ::1) is not held to the unpaid-hold
   * limits of decision 51, because the harnesses book hundreds of orders from it with one phone and member.
   */
  AIRLINE_UNHELD_LOOPBACK: flag,
  /** The storefront's public origin (the web's variable): a public one means the sandbox must be asked for. */
  PUBLIC_SITE_URL: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.url({ protocol: /^https?$/ }).optional()),
  OPS_TOKEN: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined)),
  /** Bearer token of GET /metrics for callers not on this machine (decision 58); loopback callers need none. */
  METRICS_TOKEN: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.string().min(16).optional()),
  /** Shared with the web: a forwarded visitor address is believed only with it (x-visitor-key). */
  VISITOR_FORWARD_SECRET: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.string().min(16).optional()),
  AIRLINE_API_PUBLIC_URL: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.url({ protocol: /^https?$/ }).optional()),
  AIRLINE_API_REDIRECT_HOSTS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    ),
  /** How many orders the demo member gets (sandbox): unset, the small set of every status; ~500 for a benchmark. */
  DEMO_ORDER_COUNT: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.coerce.number<string | undefined>().int().min(0).max(5000).optional()),
  /** The mail server e-mail goes out through (smtp:// or smtps://, user and password in the URL); unset: none. */
  SMTP_URL: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  /** The sender of the mails: 'Name <address>' or an address; unset: mailFrom's default. */
  MAIL_FROM: z
    .string()
    .optional()
    .transform((v) => (v ? v.trim() : undefined))
    .pipe(z.string().regex(MAILBOX, 'must be an address or Name <address>').optional()),
  /**
   * The web's revalidate routes (comma list): after a CMS change airline-api POSTs the changed tags to each, with
   * REVALIDATE_SECRET (decision 60). Unset: nothing is sent; the web refreshes content on its own period.
   */
  WEB_REVALIDATE_URLS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((u) => u.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/ }))),
  /** Shared with the web: proves a revalidate call comes from airline-api. */
  REVALIDATE_SECRET: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.string().min(16).optional()),
  /** How long SIGTERM keeps serving with /ready failing before it stops (ms; the cluster sets it, decision 62). */
  DRAIN_MS: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.coerce.number<string | undefined>().int().min(0).max(60_000).optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});
export type Env = z.infer<typeof EnvSchema>;

/**
 * Whether the sandbox runs. Said explicitly, that; not said, on for a site on this machine (loopback or no
 * PUBLIC_SITE_URL, as `npm start` and the tests), and a refusal to start for a site under a public origin:
 * its outbox hands out anyone's codes and its gateway pays any order, so nobody gets it by forgetting a
 * variable (decision 13).
 */
export function sandboxOn(env: Pick<Env, 'AIRLINE_SANDBOX' | 'PUBLIC_SITE_URL'>): boolean {
  if (env.AIRLINE_SANDBOX !== undefined) return env.AIRLINE_SANDBOX;
  if (!env.PUBLIC_SITE_URL || isLoopbackUrl(env.PUBLIC_SITE_URL)) return true;
  throw new Error(
    `airline-api: PUBLIC_SITE_URL ${new URL(env.PUBLIC_SITE_URL).origin} is public, so the sandbox must be asked for: ` +
      'set AIRLINE_SANDBOX=0 (real gateways) or AIRLINE_SANDBOX=1 (a public demo, codes readable by anyone).',
  );
}

/** The sender of the mails: MAIL_FROM, or the airline's no-reply address at the site's host. */
export function mailFrom(env: Pick<Env, 'MAIL_FROM' | 'PUBLIC_SITE_URL'>): string {
  const host = env.PUBLIC_SITE_URL ? new URL(env.PUBLIC_SITE_URL).hostname : 'localhost';
  return env.MAIL_FROM ?? `云雀航空 Skylark Airlines <no-reply@${host}>`;
}

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    throw new Error(
      `airline-api: invalid environment: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
    );
  }
  return parsed.data;
}
