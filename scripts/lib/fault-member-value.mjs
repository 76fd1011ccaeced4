// Fault-suite cases of the member's money with two airline-api instances on one PostgreSQL (issue 30 §2): what
// members keep with the airline stays exact when their requests land on both instances at once.
import { DEMO_MEMBER, signInDemoMember, timed } from './cluster-traffic.mjs';

const WITHDRAWALS = 12;
const EACH_FEN = 1000;
/** The balance the case starts from: room for 10 of the 12 withdrawals. */
const START_FEN = 10 * EACH_FEN;

const sandboxWallet = async (api, body) => {
  const res = await fetch(`${api}/sandbox/wallet`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ cellphone: DEMO_MEMBER.account, ...body }),
  });
  const answer = await res.json().catch(() => null);
  if (answer?.code !== '0') throw new Error(`sandbox wallet: ${res.status} ${JSON.stringify(answer)}`);
  return answer.data;
};

/**
 * The demo member asks for 12 withdrawals of ¥10 at once from a ¥100 wallet, through nginx, so they reach both webs
 * and both airline-api instances: exactly 10 are taken, the wallet ends at zero, and its balance is the sum of its
 * ledger (decision 64). The balance the member had is put back afterwards (a sandbox adjustment, in the ledger too).
 */
export async function walletExactAcrossInstances({ site, api, db, check }) {
  const { rows: members } = await db.query('select id, balance from member where cellphone = $1', [
    DEMO_MEMBER.account,
  ]);
  const demo = members[0];
  const { rows: cards } = await db.query('select id from bank_card where member_id = $1 limit 1', [demo?.id]);
  if (!demo || !cards[0]) return check('wallet on two instances: the demo member and card', 'not seeded');
  await sandboxWallet(api, { walletStatus: 'T', balance: START_FEN });
  try {
    const cookie = await signInDemoMember(site);
    const headers = { 'content-type': 'application/json', origin: site, cookie, 'x-sf-locale': 'zh-CN' };
    const body = JSON.stringify({ cardId: cards[0].id, amount: (EACH_FEN / 100).toFixed(2) });
    const answers = await Promise.all(
      Array.from({ length: WITHDRAWALS }, () =>
        timed(`${site}/api/wallet/withdraw`, { method: 'POST', headers, body }),
      ),
    );
    const taken = answers.filter(([status, , text]) => status === 200 && JSON.parse(text).code === '0').length;
    check(
      `wallet on two instances: ${WITHDRAWALS} withdrawals at once from room for 10: 10 taken`,
      taken === 10 ? undefined : `${taken} taken (${answers.map((a) => a[0]).join(', ')})`,
    );
    const { rows } = await db.query(
      `select m.balance, coalesce(sum(e.amount_fen), 0)::int as ledger
         from member m left join wallet_entry e on e.member_id = m.id where m.id = $1 group by m.balance`,
      [demo.id],
    );
    const { balance, ledger } = rows[0];
    check(
      'wallet on two instances: the balance is the sum of its ledger, never below zero',
      balance === ledger && balance === START_FEN - taken * EACH_FEN
        ? undefined
        : `balance ${balance}, ledger ${ledger}`,
    );
  } finally {
    await sandboxWallet(api, { balance: demo.balance });
  }
}
