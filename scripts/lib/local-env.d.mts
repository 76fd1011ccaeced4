/** Types of local-env.mjs (plain JavaScript, so the scripts run it with node alone). */
export function loadLocalEnv(options?: { dev?: boolean; dir?: string }): string[];
