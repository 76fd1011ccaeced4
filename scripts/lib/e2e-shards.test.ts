import { planShards, shardArgs, shardCount, shardEnv } from './e2e-shards.mjs';

// Decision 15: the e2e suite in shards, each with its own ports, database and output folder.
describe('e2e shards', () => {
  it('deals whole files, longest first, to the shard with the least time so far', () => {
    const seconds = { 'a.spec.ts': 300, 'b.spec.ts': 200, 'c.spec.ts': 150, 'd.spec.ts': 100, 'e.spec.ts': 50 };
    const files = Object.keys(seconds).map((f) => `tests/e2e/${f}`);
    const plan = planShards(files, 2, seconds);
    expect(plan).toEqual([
      ['tests/e2e/a.spec.ts', 'tests/e2e/d.spec.ts'], // 300 + 100
      ['tests/e2e/b.spec.ts', 'tests/e2e/c.spec.ts', 'tests/e2e/e.spec.ts'], // 200 + 150 + 50
    ]);
    expect(plan.flat().sort()).toEqual(files);
  });

  it('counts an unmeasured file as a minute and leaves a shard empty when there are fewer files', () => {
    expect(planShards(['tests/e2e/new.spec.ts'], 3, {})).toEqual([['tests/e2e/new.spec.ts'], [], []]);
    expect(planShards(['x/new.spec.ts', 'x/old.spec.ts'], 2, { 'old.spec.ts': 61 })).toEqual([
      ['x/old.spec.ts'],
      ['x/new.spec.ts'],
    ]);
  });

  it('gives each shard its own ports, database and output folder', () => {
    const one = shardEnv(0, 2, {});
    const two = shardEnv(1, 2, {});
    expect(one).toEqual({
      E2E_WEB_PORT: '3100',
      E2E_API_PORT: '4110',
      E2E_DB_DIR: '.data/e2e-1',
      E2E_OUTPUT_DIR: 'test-results/shard-1',
    });
    expect(Number(two.E2E_WEB_PORT) - Number(one.E2E_WEB_PORT)).toBeGreaterThan(1); // the direct web is +1
    expect(two.E2E_DB_DIR).not.toBe(one.E2E_DB_DIR);
    expect(shardEnv(0, 1, { E2E_WEB_PORT: '3500' })).toMatchObject({ E2E_WEB_PORT: '3500', E2E_DB_DIR: '.data/e2e' });
  });

  it('takes E2E_SHARDS when it is a whole number of at least one', () => {
    expect(shardCount({ E2E_SHARDS: '3' })).toBe(3);
    expect(shardCount({ E2E_SHARDS: '0' })).toBeGreaterThanOrEqual(1);
    expect(shardCount({ E2E_SHARDS: 'two' })).toBeLessThanOrEqual(3);
  });

  it('deals the spec files named like the whole suite, passes other arguments to each, and idles an empty shard', () => {
    const all = () => ['tests/e2e/content.spec.ts', 'tests/e2e/search.spec.ts', 'tests/e2e/fuzz.spec.ts'];
    expect(shardArgs([], 2, all)).toEqual([
      ['tests/e2e/content.spec.ts'], // 143 s
      ['tests/e2e/fuzz.spec.ts', 'tests/e2e/search.spec.ts'], // 85 + 12 s
    ]);
    expect(shardArgs(['tests/e2e/layout.spec.ts', 'tests/e2e/captcha-audio.spec.ts', '--headed'], 2, all)).toEqual([
      ['tests/e2e/layout.spec.ts', '--headed'],
      ['tests/e2e/captcha-audio.spec.ts', '--headed'],
    ]);
    expect(shardArgs(['tests/e2e/layout.spec.ts'], 2, all)).toEqual([['tests/e2e/layout.spec.ts'], null]);
  });

  it("narrows by Playwright's own --shard when no file is named, and runs one shard as asked", () => {
    expect(shardArgs(['--grep', 'login'], 2)).toEqual([
      ['--shard=1/2', '--grep', 'login'],
      ['--shard=2/2', '--grep', 'login'],
    ]);
    expect(shardArgs(['tests/e2e/a.spec.ts'], 1)).toEqual([['tests/e2e/a.spec.ts']]);
  });
});
