// The pages `npm run bench` measures with Lighthouse mobile, and the verdicts it prints (decision 33's main thread,
// issue 34's pages): each page scores at least 95 with TBT under 200 ms, and since Lighthouse's figures depend on
// the machine, each TBT is also held against the bare page's of the same run (at most 150 ms more) and every row
// prints the benchmarkIndex it was measured at.
import { lighthouseMedians } from './lighthouse.mjs';
import { WEB } from './bench-targets.mjs';

const TARGET_SCORE = 95;
const TARGET_TBT_MS = 200;
const OVER_BARE_TBT_MS = 150;

/**
 * The bare page first, then the earlier targets, then the pages built since (check-in, the seat map after booking,
 * My orders, refunds, changes, the self-service hall, flight status). `member` is the demo member's session cookie
 * and `seatPath` the seat map of one of their trips (absent when the sign-in failed: those pages are skipped).
 */
export function lighthousePages({ resultsPath, member, seatPath }) {
  const signedIn = member ? { cookie: member } : null;
  const pages = [
    { title: 'bare /bare', url: `${WEB}/bare` },
    { title: 'home /zh-CN', url: `${WEB}/zh-CN` },
    { title: 'news item', url: `${WEB}/zh-CN/news/newItem?id=1` },
    { title: 'results /book/booking', url: `${WEB}${resultsPath}` },
    { title: 'check-in /checkIn', url: `${WEB}/zh-CN/checkIn` },
    { title: 'flight status', url: `${WEB}/zh-CN/flightDynamics` },
    { title: 'self-service hall', url: `${WEB}/zh-CN/ancillary/selfService` },
  ];
  if (signedIn) {
    pages.push(
      { title: 'My orders /member/order', url: `${WEB}/zh-CN/member/order`, headers: signedIn },
      { title: 'refunds /refunds', url: `${WEB}/zh-CN/refunds`, headers: signedIn },
      { title: 'changes /modify', url: `${WEB}/zh-CN/modify`, headers: signedIn },
    );
    if (seatPath) pages.push({ title: 'seat map after booking', url: `${WEB}${seatPath}`, headers: signedIn });
  }
  // BENCH_LIGHTHOUSE_ONLY=text: the bare page and the pages whose title holds the text.
  const only = process.env.BENCH_LIGHTHOUSE_ONLY;
  return only ? pages.filter((p) => p.title.startsWith('bare') || p.title.includes(only)) : pages;
}

/** Runs Lighthouse on `pages` and prints each one's verdict against the targets and the bare page. */
export function measureLighthouse(pages, options) {
  console.log(`\nLighthouse mobile, median of ${options.runs} runs (first visits, fresh profile each):`);
  const medians = lighthouseMedians(pages, options);
  const bare = medians.find((m) => m.title.startsWith('bare'));
  if (!bare) return medians;
  console.log(
    `Lighthouse verdicts (≥ ${TARGET_SCORE}, TBT < ${TARGET_TBT_MS} ms, TBT ≤ bare ${bare.tbt} + ${OVER_BARE_TBT_MS} ms):`,
  );
  for (const m of medians) {
    if (m === bare) continue;
    const verdicts = [
      m.performance >= TARGET_SCORE ? 'score met' : `score ${m.performance} < ${TARGET_SCORE}`,
      m.tbt < TARGET_TBT_MS ? 'TBT met' : `TBT ${m.tbt} ≥ ${TARGET_TBT_MS}`,
      m.tbt <= bare.tbt + OVER_BARE_TBT_MS ? 'within the bare page' : `TBT ${m.tbt - bare.tbt} ms over the bare page`,
    ];
    console.log(`  ${m.title.padEnd(26)} ${verdicts.join(', ')}`);
  }
  return medians;
}
