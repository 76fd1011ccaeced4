/** Types of postgres.mjs (plain JavaScript, so the scripts run it with node alone). */
export type TestPostgres = {
  /** The URL of database `db` (default `postgres`) on the cluster. */
  url: (db?: string) => string;
  stop: () => Promise<void>;
};

export function binaryFolders(pathEnv: string | undefined, debianVersions: readonly string[]): string[];
export function findServerFolder(folders: readonly string[], exists: (file: string) => boolean): string | undefined;
export function clusterSettings(options: { dir: string; port: number; durable?: boolean }): Record<string, string>;
export function serverUrl(port: number, db?: string): string;
export function asServerUser(uid: number, command: string, args: readonly string[]): [string, string[]];
export function ensurePostgres(): string;
export function startPostgres(options: { dir: string; port: number }): Promise<TestPostgres>;
export function initPostgres(options: { dir: string; port: number; keep?: boolean; durable?: boolean }): string;
export function postgresCommand(folder: string, dir: string): [string, string[]];
export function createDatabase(url: string, name: string): Promise<void>;
