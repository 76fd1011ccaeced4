/** Types of e2e-shards.mjs (plain JavaScript, run by node alone from scripts/test*.mjs). */
export const SPEC_SECONDS: Record<string, number>;
export function shardCount(env?: Record<string, string | undefined>): number;
export function shardEnv(
  i: number,
  count: number,
  base?: Record<string, string | undefined>,
): { E2E_WEB_PORT: string; E2E_API_PORT: string; E2E_DB_DIR: string; E2E_OUTPUT_DIR: string };
export function shardArgs(args: string[], count: number, files?: () => string[]): (string[] | null)[];
export function planShards(files: string[], count: number, seconds?: Record<string, number>): string[][];
export function runShards(options?: {
  count?: number;
  args?: string[];
  env?: Record<string, string | undefined>;
  jsonPrefix?: string;
}): Promise<{
  status: number;
  stats: { expected: number; unexpected: number; flaky: number; skipped: number; missing: number };
}>;
