import { ResultCode } from '@/lib/contract/codes';
import type { UpstreamResult } from '@/lib/upstream/result';

/** Purchases of one product this web process lets reach airline-api at once; the rest wait in arrival order. */
export const SALE_GATE_IN_FLIGHT = 24;
/** How long a product seen sold out is answered sold out here without asking airline-api. */
export const SALE_GATE_SOLD_OUT_MS = 2_000;
/** Idempotency keys remembered as sent (a retry of a key that may have bought is always sent on). */
const KEYS_KEPT = 20_000;

type Lane = { running: number; waiting: (() => void)[] };

/**
 * Admission in front of a product's stock (decision 68). A flash sale's crowd arrives at once: without a gate every
 * purchase waits in airline-api's queue, and most of them only to hear "sold out". Here at most
 * SALE_GATE_IN_FLIGHT purchases of one product are in airline-api at a time, the others wait in arrival order; once
 * airline-api answers that one unit could not be had, the product is sold out for SALE_GATE_SOLD_OUT_MS, and
 * everyone waiting or arriving is told so at once. airline-api's conditional update still decides every sale; the
 * gate only decides who waits. A key this process has sent before is always sent again, so the retry of a purchase
 * that bought the last unit answers its order, not "sold out".
 */
export class SaleGate {
  private readonly lanes = new Map<string, Lane>();
  private readonly soldOutUntil = new Map<string, number>();
  private readonly sent = new Set<string>();

  constructor(
    private readonly inFlight = SALE_GATE_IN_FLIGHT,
    private readonly soldOutMs = SALE_GATE_SOLD_OUT_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Runs one purchase of `units` units under the gate; `call` asks airline-api. */
  async run<T>(
    productId: string,
    key: string,
    units: number,
    call: () => Promise<UpstreamResult<T>>,
  ): Promise<UpstreamResult<T>> {
    if (this.answersSoldOut(productId, key)) return soldOut();
    const release = await this.enter(productId);
    try {
      if (this.answersSoldOut(productId, key)) return soldOut();
      this.remember(key);
      const result = await call();
      // One unit asked and none had: none is left. Several asked: fewer may be left, and one may still sell.
      if (!result.ok && result.code === ResultCode.PRODUCT_SOLD_OUT && units === 1)
        this.soldOutUntil.set(productId, this.now() + this.soldOutMs);
      return result;
    } finally {
      release();
    }
  }

  /** Purchases of the product now in airline-api, and waiting here (for tests and metrics). */
  load(productId: string): { running: number; waiting: number } {
    const lane = this.lanes.get(productId);
    return { running: lane?.running ?? 0, waiting: lane?.waiting.length ?? 0 };
  }

  private answersSoldOut(productId: string, key: string): boolean {
    const until = this.soldOutUntil.get(productId);
    if (until === undefined) return false;
    if (until <= this.now()) {
      this.soldOutUntil.delete(productId);
      return false;
    }
    return !this.sent.has(key);
  }

  private remember(key: string): void {
    this.sent.add(key);
    if (this.sent.size > KEYS_KEPT) this.sent.delete(this.sent.values().next().value!);
  }

  private async enter(productId: string): Promise<() => void> {
    let lane = this.lanes.get(productId);
    if (!lane) this.lanes.set(productId, (lane = { running: 0, waiting: [] }));
    if (lane.running >= this.inFlight) await new Promise<void>((resolve) => lane.waiting.push(resolve));
    else lane.running += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = lane.waiting.shift();
      // The place passes to the next in line (running stays the same), or is given up.
      if (next) next();
      else if ((lane.running -= 1) === 0) this.lanes.delete(productId);
    };
  }
}

const soldOut = (): { ok: false; code: typeof ResultCode.PRODUCT_SOLD_OUT; msg: string } => ({
  ok: false,
  code: ResultCode.PRODUCT_SOLD_OUT,
  msg: 'sold out, as the sale gate last heard',
});

/** This web process's gate. */
export const saleGate = new SaleGate();
