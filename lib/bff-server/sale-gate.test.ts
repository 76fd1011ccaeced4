import { ResultCode } from '@/lib/contract/codes';
import type { UpstreamResult } from '@/lib/upstream/result';
import { SaleGate } from './sale-gate';

// Decision 68: the BFF's gate in front of a flash sale's stock (issue 32 §4).

type Answer = UpstreamResult<{ orderNo: string }>;
const sold = (orderNo: string): Answer => ({ ok: true, data: { orderNo } });
const soldOut: Answer = { ok: false, code: ResultCode.PRODUCT_SOLD_OUT, msg: 'sold out' };

/** An airline-api whose answers the test hands out one by one. */
function upstream() {
  const pending: ((a: Answer) => void)[] = [];
  let calls = 0;
  const call = () => {
    calls += 1;
    return new Promise<Answer>((resolve) => pending.push(resolve));
  };
  const settle = async (a: Answer) => {
    pending.shift()!(a);
    // Lets the gate hand the place on before the test looks.
    await new Promise((r) => setImmediate(r));
  };
  return { call, settle, calls: () => calls, pending: () => pending.length };
}

describe('the sale gate (decision 68)', () => {
  it('lets at most its bound in at once, the rest in arrival order', async () => {
    const gate = new SaleGate(2, 1000);
    const api = upstream();
    const order: string[] = [];
    const runs = ['a', 'b', 'c', 'd'].map((k) =>
      gate.run('FLASH', k, 1, api.call).then((r) => order.push(`${k}:${r.ok}`)),
    );
    await new Promise((r) => setImmediate(r));
    expect(api.calls()).toBe(2);
    expect(gate.load('FLASH')).toEqual({ running: 2, waiting: 2 });
    await api.settle(sold('1'));
    expect(api.calls()).toBe(3);
    for (const o of ['2', '3', '4']) await api.settle(sold(o));
    await Promise.all(runs);
    expect(order).toEqual(['a:true', 'b:true', 'c:true', 'd:true']);
    expect(gate.load('FLASH')).toEqual({ running: 0, waiting: 0 });
  });

  it('tells everyone waiting and arriving "sold out" once one unit could not be had, until the memo ends', async () => {
    let now = 0;
    const gate = new SaleGate(1, 2000, () => now);
    const api = upstream();
    const first = gate.run('FLASH', 'k1', 1, api.call);
    const waiting = [gate.run('FLASH', 'k2', 1, api.call), gate.run('FLASH', 'k3', 1, api.call)];
    await new Promise((r) => setImmediate(r));
    await api.settle(soldOut);
    expect(await first).toEqual(soldOut);
    for (const r of await Promise.all(waiting))
      expect(r).toMatchObject({ ok: false, code: ResultCode.PRODUCT_SOLD_OUT });
    expect(await gate.run('FLASH', 'k4', 1, api.call)).toMatchObject({ code: ResultCode.PRODUCT_SOLD_OUT });
    expect(api.calls()).toBe(1);
    // Another product is not held up.
    const other = gate.run('OTHER', 'k5', 1, api.call);
    await new Promise((r) => setImmediate(r));
    expect(api.calls()).toBe(2);
    await api.settle(sold('9'));
    expect((await other).ok).toBe(true);
    // At the memo's end (the bound itself: 2,000 ms later) airline-api is asked again: a unit may have come back.
    now = 1999;
    expect(await gate.run('FLASH', 'k6', 1, api.call)).toMatchObject({ code: ResultCode.PRODUCT_SOLD_OUT });
    now = 2000;
    const again = gate.run('FLASH', 'k7', 1, api.call);
    await new Promise((r) => setImmediate(r));
    expect(api.calls()).toBe(3);
    await api.settle(sold('10'));
    expect((await again).ok).toBe(true);
  });

  it('sends on the retry of a key it sent before, and a sold-out of several units closes nothing', async () => {
    const gate = new SaleGate(1, 2000, () => 0);
    const api = upstream();
    const bought = gate.run('FLASH', 'mine', 1, api.call);
    await new Promise((r) => setImmediate(r));
    await api.settle(sold('1'));
    await bought;
    const two = gate.run('FLASH', 'pair', 2, api.call);
    await new Promise((r) => setImmediate(r));
    await api.settle(soldOut);
    await two;
    // Two could not be had: one may still sell.
    const one = gate.run('FLASH', 'single', 1, api.call);
    await new Promise((r) => setImmediate(r));
    await api.settle(soldOut);
    await one;
    expect(api.calls()).toBe(3);
    // Now sold out; the retry of the key that bought still reaches airline-api, which answers its order.
    const retry = gate.run('FLASH', 'mine', 1, api.call);
    await new Promise((r) => setImmediate(r));
    expect(api.calls()).toBe(4);
    await api.settle(sold('1'));
    expect(await retry).toEqual(sold('1'));
  });
});
