// The flash-sale burst's pieces (scripts/bench-flash-sale.mjs; decision 68): the buyers' sessions, one buy each from
// its own loopback address, and the visitors measured meanwhile.
import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { sealData } from 'iron-session';

/** A day's web session for each buyer, sealed as lib/session.ts seals a login (the bench knows SESSION_SECRET). */
export async function buyerCookies(buyers, sessionSecret) {
  const loginTime = new Date().toISOString();
  return Promise.all(
    buyers.map(async (b) => {
      const seal = await sealData(
        { token: b.token, memberId: b.memberId, remember: false, loginTime },
        { password: sessionSecret, ttl: 86_400 },
      );
      return `sf_session=${seal}; sf_member=1`;
    }),
  );
}

/** The i-th buyer's source address: 127.1.0.1 upwards, one per buyer, so no per-address limit meets two buyers. */
export const sourceAddress = (i) => `127.${1 + Math.floor(i / 65_025)}.${Math.floor(i / 255) % 255}.${1 + (i % 255)}`;

/** One POST from `localAddress` on a connection of its own; answers { status, code, ms }. */
export function post(url, { body, headers = {}, localAddress }) {
  const started = performance.now();
  const payload = JSON.stringify(body);
  return new Promise((resolve) => {
    const req = request(
      url,
      {
        method: 'POST',
        localAddress,
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => {
          let code = `HTTP ${res.statusCode}`;
          try {
            code = JSON.parse(text).code ?? code;
          } catch {
            // not JSON: the status says it
          }
          resolve({ status: res.statusCode, code, ms: performance.now() - started });
        });
      },
    );
    req.on('error', (error) => resolve({ status: 0, code: error.code ?? 'ERROR', ms: performance.now() - started }));
    req.end(payload);
  });
}

/** Every buyer's purchase at once, through the BFF (`via: 'web'`) or straight to airline-api (`via: 'api'`). */
export function fireBuys({ via, base, productId, buyers, cookies, origin }) {
  return Promise.all(
    buyers.map((b, i) => {
      const body = { productId, beneficiaryIds: [b.beneficiaryId] };
      if (via === 'web')
        return post(`${base}/api/special-products/purchase`, {
          body: { ...body, attempt: randomUUID() },
          headers: { cookie: cookies[i], origin, 'x-sf-locale': 'zh-CN' },
          localAddress: sourceAddress(i),
        });
      return post(`${base}/shop/api/special-product/b2c/purchase`, {
        body,
        headers: { 'x-member-token': b.token, 'idempotency-key': randomUUID() },
        localAddress: sourceAddress(i),
      });
    }),
  );
}

/** `connections` visitors asking `nextUrl()` one after another until `stop()` says so; answers their timings. */
export async function visitors(nextUrl, { connections, stop }) {
  const ms = [];
  let errors = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (!stop()) {
        const started = performance.now();
        try {
          const res = await fetch(nextUrl());
          await res.arrayBuffer();
          if (res.status >= 500) errors += 1;
        } catch {
          errors += 1;
        }
        ms.push(performance.now() - started);
      }
    }),
  );
  return { ms, errors };
}

export function percentile(values, p) {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export const summary = (values) =>
  `n=${values.length} p50 ${percentile(values, 50).toFixed(0)} ms, p99 ${percentile(values, 99).toFixed(0)} ms, max ${Math.max(...values).toFixed(0)} ms`;
