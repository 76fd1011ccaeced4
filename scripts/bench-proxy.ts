// `npm run bench` runs this too (with tsx and the react-server condition, as Next loads proxy.ts): the proxy alone (proxy.ts), called in a loop the way Next calls it for a page view,
// with no server around it (decision 33: its common path runs on every cached page view). Prints microseconds per call
// for a returning visitor (device cookie set) and a first visit (a device id and its cookie are made).
import { NextRequest } from 'next/server';
import { proxy } from '../proxy';

async function perCall(label: string, make: () => NextRequest, n = 20_000) {
  for (let i = 0; i < 2_000; i += 1) await proxy(make());
  const started = process.hrtime.bigint();
  for (let i = 0; i < n; i += 1) await proxy(make());
  const us = Number(process.hrtime.bigint() - started) / 1000 / n;
  console.log(`proxy alone, ${label.padEnd(36)} ${us.toFixed(1).padStart(6)} µs per page view`);
}

const url = 'http://127.0.0.1:3200/zh-CN/news/newList';
const headers = { 'user-agent': 'bench', accept: 'text/html', 'accept-language': 'zh-CN' };

async function main() {
  await perCall(
    'returning visitor (device cookie)',
    () => new NextRequest(url, { headers: { ...headers, cookie: 'sf_did=bench-device-0123456789abcdef' } }),
  );
  await perCall('first visit (a device id is made)', () => new NextRequest(url, { headers }));
}

void main();
