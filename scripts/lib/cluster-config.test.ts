import { readFileSync } from 'node:fs';
import path from 'node:path';
import { clusterLayout, instanceCount, renderTemplate, upstreamList } from './cluster-config.mjs';
import { createHealthChecker, TAKE_OUT_AFTER } from './cluster-health.mjs';

// The cluster of `npm run start:cluster` (decision 62): what listens where, and what nginx is told.
describe('clusterLayout', () => {
  it('by default: the site on :3000 and airline-api on :4010 through nginx, two instances of each behind', () => {
    const layout = clusterLayout({});
    expect(layout.port).toBe(3000);
    expect(layout.apiPort).toBe(4010);
    expect(layout.webs).toEqual([
      { name: 'web-1', port: 3001 },
      { name: 'web-2', port: 3002 },
    ]);
    expect(layout.apis.map((a) => a.port)).toEqual([4011, 4012]);
  });

  it('takes 1 to 8 instances of each kind, and nothing else', () => {
    expect(clusterLayout({ CLUSTER_WEBS: '1', CLUSTER_APIS: '3' }).apis).toHaveLength(3);
    expect(instanceCount('8', 2)).toBe(8);
    expect(instanceCount('1', 2)).toBe(1);
    expect(instanceCount(undefined, 2)).toBe(2);
    expect(() => instanceCount('0', 2)).toThrow(/1–8/);
    expect(() => instanceCount('9', 2)).toThrow(/1–8/);
    expect(() => instanceCount('two', 2)).toThrow(/1–8/);
  });
});

describe('upstreamList', () => {
  const instances = [
    { name: 'web-1', port: 3001 },
    { name: 'web-2', port: 3002 },
  ];
  it('lists every instance on loopback, and marks the ones not ready down', () => {
    const list = upstreamList(instances, (n) => n !== 'web-2');
    expect(list).toContain('server 127.0.0.1:3001 max_fails=2 fail_timeout=5s;');
    expect(list).toContain('server 127.0.0.1:3002 max_fails=2 fail_timeout=5s down;');
  });
  it('with none ready, keeps every instance in (fail open) rather than turning the site off', () => {
    const list = upstreamList(instances, () => false);
    expect(list).not.toContain('down');
    expect(list.trim().split('\n')).toHaveLength(2);
  });
});

describe('the nginx template', () => {
  const template = readFileSync(path.join(__dirname, '../../deploy/nginx.conf.template'), 'utf8');
  const values = { WORKERS: 1, RUN: '/run/x', PORT: 3000, API_PORT: 4010, DEPLOY: '/deploy', BODY_MAX: '12m' };

  it('fills every placeholder, and refuses to leave one unfilled', () => {
    const conf = renderTemplate(template, values);
    expect(conf).not.toMatch(/\{\{/);
    expect(conf).toContain('listen 127.0.0.1:3000;');
    expect(conf).toContain('listen 127.0.0.1:4010;');
    const { BODY_MAX: _, ...missing } = values;
    expect(() => renderTemplate(template, missing)).toThrow(/BODY_MAX/);
  });

  it('appends the visitor to X-Forwarded-For for the web (TRUST_PROXY=1) and never replays a POST', () => {
    const conf = renderTemplate(template, values);
    expect(conf).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
    expect(conf).not.toContain('non_idempotent');
  });
});

describe('createHealthChecker', () => {
  it('takes an instance out after failures in a row, and puts it back at its first success', async () => {
    const up = new Map([
      ['a', true],
      ['b', true],
    ]);
    const changes: string[][] = [];
    const checker = createHealthChecker({
      instances: [
        { name: 'a', url: 'a' },
        { name: 'b', url: 'b' },
      ],
      probe: async (url) => up.get(url) ?? false,
      onChange: (ready) => changes.push([...ready].sort()),
      log: () => undefined,
    });
    await checker.round();
    expect(changes).toEqual([['a', 'b']]);
    up.set('b', false);
    for (let i = 1; i < TAKE_OUT_AFTER; i++) await checker.round();
    expect(checker.ready().has('b')).toBe(true);
    await checker.round();
    expect(changes.at(-1)).toEqual(['a']);
    up.set('b', true);
    await checker.round();
    expect(changes.at(-1)).toEqual(['a', 'b']);
    expect(changes).toHaveLength(3);
  });

  it('counts a probe that throws as a failure', async () => {
    const checker = createHealthChecker({
      instances: [
        { name: 'a', url: 'a' },
        { name: 'b', url: 'b' },
      ],
      probe: async (url) => {
        if (url === 'a') throw new Error('refused');
        return true;
      },
      onChange: () => undefined,
      log: () => undefined,
    });
    for (let i = 0; i < TAKE_OUT_AFTER; i++) await checker.round();
    expect([...checker.ready()]).toEqual(['b']);
  });

  it('keeps every instance in when all of them fail at once (decision 68: a busy site beats no site)', async () => {
    const up = new Map([
      ['a', true],
      ['b', true],
    ]);
    const lines: string[] = [];
    const checker = createHealthChecker({
      instances: [
        { name: 'a', url: 'a' },
        { name: 'b', url: 'b' },
      ],
      probe: async (url) => up.get(url) ?? false,
      onChange: () => undefined,
      log: (line) => lines.push(line),
    });
    await checker.round();
    up.set('a', false);
    for (let i = 0; i < TAKE_OUT_AFTER; i++) await checker.round();
    expect([...checker.ready()]).toEqual(['b']);
    up.set('b', false);
    for (let i = 0; i < TAKE_OUT_AFTER; i++) await checker.round();
    expect([...checker.ready()].sort()).toEqual(['a', 'b']);
    expect(lines.at(-1)).toMatch(/every instance failed/);
  });
});
