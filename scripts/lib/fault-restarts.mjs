// The fault suite's rolling restart (issue 30 §2, decision 62): stopping an instance of each kind the way a deploy
// does must lose nothing a visitor is doing.
import { timed } from './cluster-traffic.mjs';
import { allInNginx, bookThroughSite, killGroup, payInSandbox, until } from './fault-cases.mjs';

const ready = (url) => timed(url).then(([s]) => s === 200);

/**
 * A rolling restart: once every instance is in nginx, one instance of each kind is told to stop (SIGTERM: it drains)
 * while a visitor books and pays; the booking goes through, the order is ticketed once, and both instances come back
 * into nginx. A deploy that stopped the second instance before nginx had the first back would leave none.
 */
export async function rollingRestart({ runDir, layout, site, api, db, fare, next, check }) {
  await until(async () => allInNginx(runDir), 120_000, 'every instance in nginx');
  killGroup(runDir, 'web-2', 'SIGTERM');
  killGroup(runDir, 'airline-api-2', 'SIGTERM');
  const booked = await bookThroughSite(site, fare, next());
  check('rolling restart: the order is made', booked.orderNo ? undefined : `${booked.status} ${booked.text}`);
  if (booked.orderNo) {
    await payInSandbox(api, site, booked.orderNo, booked.amount);
    const tickets = await until(
      async () => {
        const { rows } = await db.query(
          'select count(*)::int as n from order_ticket where order_no = $1 and ticket_no is not null',
          [booked.orderNo],
        );
        return rows[0].n > 0 ? rows[0].n : undefined;
      },
      120_000,
      'the order ticketed',
    ).catch(() => 0);
    check('rolling restart: ticketed once', tickets === 1 ? undefined : `${tickets} tickets`);
  }
  await until(() => ready(`http://127.0.0.1:${layout.webs[1].port}/readyz`), 120_000, 'web-2 back');
  await until(() => ready(`http://127.0.0.1:${layout.apis[1].port}/ready`), 120_000, 'airline-api-2 back');
  await until(async () => allInNginx(runDir), 120_000, 'both back in nginx');
  check('rolling restart: both instances are back', undefined);
}
