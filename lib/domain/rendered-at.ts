/**
 * The server's clock for one render of a page (whether an unpaid order can still be paid, a ticket still changed, a
 * flight not yet gone). A function of its own, called once per render, so the component stays pure to the linter
 * and a test can stand in for the clock.
 */
export function renderedAt(): number {
  return Date.now();
}
