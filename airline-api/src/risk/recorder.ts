import type { FastifyBaseLogger } from 'fastify';
import { AntiFraudSchema } from '@/lib/contract';
import type { Db } from '../db/client';
import { riskEvent } from '../db/schema';

type RiskRow = typeof riskEvent.$inferInsert;

const FLUSH_EVERY_MS = 1000;
const BATCH = 200;
/** Beyond this backlog (database down) new events are dropped rather than growing memory. */
const MAX_BUFFER = 20_000;

/** Decodes the anti-fraud header (base64url JSON). Invalid headers are recorded as invalid, not refused. */
export function decodeAntiFraud(
  header: string | undefined,
): Pick<RiskRow, 'valid' | 'blackBox' | 'channel' | 'memberId' | 'payload' | 'error'> {
  if (!header) return { valid: false, error: 'missing' };
  let json: unknown;
  let text: string;
  try {
    text = Buffer.from(header, 'base64url').toString('utf8');
    json = JSON.parse(text);
  } catch {
    return { valid: false, error: 'not base64url JSON' };
  }
  // PostgreSQL's jsonb refuses a NUL, which would lose the whole batch: such a payload is not kept.
  if (text.includes('\\u0000') || text.includes('\u0000')) return { valid: false, error: 'NUL in header' };
  const parsed = AntiFraudSchema.safeParse(json);
  if (!parsed.success) {
    return {
      valid: false,
      payload: json,
      error: parsed.error.issues
        .map((i) => `${i.path.join('.')}: ${i.message}`)
        .join('; ')
        .slice(0, 500),
    };
  }
  return {
    valid: true,
    blackBox: parsed.data.blackBox,
    channel: parsed.data.channel,
    memberId: parsed.data.memberId ?? null,
    payload: parsed.data,
  };
}

/** Buffers risk events and writes them in batches off the request path. */
export class RiskRecorder {
  private buffer: RiskRow[] = [];
  private timer: NodeJS.Timeout;
  private flushing: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {
    this.timer = setInterval(() => void this.flush(), FLUSH_EVERY_MS);
    this.timer.unref();
  }

  record(row: Omit<RiskRow, 'valid'> & { header: string | undefined }): void {
    if (this.buffer.length >= MAX_BUFFER) return;
    const { header, ...rest } = row;
    this.buffer.push({ ...rest, ...decodeAntiFraud(header) });
    if (this.buffer.length >= BATCH) setImmediate(() => void this.flush());
  }

  async flush(): Promise<void> {
    if (this.flushing) return this.flushing;
    this.flushing = (async () => {
      while (this.buffer.length > 0) {
        const batch = this.buffer.splice(0, BATCH);
        try {
          await this.db.insert(riskEvent).values(batch);
        } catch (err) {
          this.log.warn({ err, dropped: batch.length }, 'risk events not recorded');
          break;
        }
      }
    })().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}
