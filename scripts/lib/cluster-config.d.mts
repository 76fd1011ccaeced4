export type Instance = { name: string; port: number };
export const CLUSTER_DEFAULTS: {
  port: number;
  apiPort: number;
  webBase: number;
  apiBase: number;
  pgPort: number;
  redisPort: number;
  smtpPort: number;
  webs: number;
  apis: number;
};
export function instanceCount(value: string | undefined, fallback: number): number;
export function clusterLayout(env?: Record<string, string | undefined>): {
  port: number;
  apiPort: number;
  pgPort: number;
  redisPort: number;
  smtpPort: number;
  webs: Instance[];
  apis: Instance[];
};
export function upstreamList(instances: Instance[], ready?: (name: string) => boolean): string;
export function renderTemplate(template: string, values: Record<string, string | number>): string;
