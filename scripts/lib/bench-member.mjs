// The demo member's pages for `npm run bench`: the orders list with 500 orders, and the seat chart of one of their
// trips through the BFF and straight from airline-api.
import { load } from './bench-load.mjs';
import { API, WEB } from './bench-targets.mjs';
import { DEMO_MEMBER, signInDemoMember } from './cluster-traffic.mjs';

/** The web's session cookie of the demo member, or undefined when the login failed (said on the console). */
export const memberCookie = () =>
  signInDemoMember(WEB).catch((error) => console.log(`member orders: ${error.message}`));

/** The member's orders list (first page of 10) with 500 orders: a page per request, read with the session cookie. */
export async function measureMemberOrders(rows) {
  const cookie = await memberCookie();
  if (cookie) {
    await fetch(`${WEB}/zh-CN/member/order`, { headers: { cookie } });
    rows.push(
      await load('member orders /member/order (500 orders)', `${WEB}/zh-CN/member/order`, { headers: { cookie } }),
    );
  }
  return cookie;
}

/** airline-api's token of the demo member and one of their domestic trips (null when either is missing). */
async function memberTrip() {
  const apiLogin = await (
    await fetch(`${API}/member/api/member/b2c/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        channelNo: 'B2C',
        cellphoneCode: '86',
        cellphone: DEMO_MEMBER.account,
        password: DEMO_MEMBER.password,
      }),
    })
  ).json();
  const token = apiLogin.data?.token;
  const trips = token
    ? await (
        await fetch(`${API}/member/api/seat/select/b2c/selectOptionalSeatTravel`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-member-token': token },
          body: JSON.stringify({ queryType: 'SELF' }),
        })
      ).json()
    : null;
  return { token, trip: trips?.data?.records?.find((r) => !r.international) };
}

/**
 * The seat chart of one of the demo member's trips (decision 22): through the BFF with the session cookie, and
 * straight from airline-api with the member's token. Answers the seat page to measure the first-load JS of, or null.
 */
export async function measureSeatChart(cookie, rows) {
  const { token, trip } = await memberTrip();
  if (!cookie || !trip) {
    console.log('seat chart: no trip of the demo member to measure');
    return null;
  }
  const segment = { orderNo: trip.orderNo, segmentIndex: trip.segIndex };
  const bffChart = `${WEB}/api/seat/chart?${new URLSearchParams({ orderNo: trip.orderNo, segmentIndex: String(trip.segIndex) })}`;
  await fetch(bffChart, { headers: { cookie, 'x-sf-locale': 'zh-CN' } });
  const bffSeat = await load('seat chart BFF /api/seat/chart', bffChart, {
    headers: { cookie, 'x-sf-locale': 'zh-CN' },
  });
  const directSeat = await load(
    'seat chart direct airline-api',
    `${API}/member/api/seat/select/b2c/selectFlightSeatChart`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-member-token': token },
      body: JSON.stringify(segment),
    },
  );
  rows.push(bffSeat, directSeat);
  const seatRatio = bffSeat['p50 ms'] / Math.max(directSeat['p50 ms'], 0.001);
  console.log(`seat chart p50, BFF / direct: ${seatRatio.toFixed(2)}x`);
  return { path: seatPathOf(trip), cookie };
}

const seatPathOf = (trip) => `/zh-CN/seat/seatSelections?orderNo=${trip.orderNo}&seg=${trip.segIndex}`;

/** The seat map page of one of the demo member's trips, or undefined. */
export async function memberSeatPath() {
  const { trip } = await memberTrip();
  return trip ? seatPathOf(trip) : undefined;
}
