import { z } from 'zod';

const flag = z
  .enum(['0', '1', 'true', 'false', 'on', 'off', ''])
  .optional()
  .transform((v) => !(v === '0' || v === 'false' || v === 'off'));

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
  AIRLINE_SANDBOX: flag,
  OPS_TOKEN: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined)),
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
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});
export type Env = z.infer<typeof EnvSchema>;

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    throw new Error(
      `airline-api: invalid environment: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
    );
  }
  return parsed.data;
}
