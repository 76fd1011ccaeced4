export const TAKE_OUT_AFTER: number;
export function createHealthChecker(options: {
  instances: { name: string; url: string }[];
  probe: (url: string) => Promise<boolean>;
  onChange: (ready: Set<string>) => unknown;
  log?: (line: string) => void;
}): { round: () => Promise<Set<string>>; ready: () => Set<string> };
export function httpReady(url: string, timeoutMs?: number): Promise<boolean>;
