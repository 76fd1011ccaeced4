import { age, formatJobsReport } from './jobs-report.mjs';

// `npm run ops -- jobs` (decision 61): a table per queue, then the last failures as airline-api masked them.
describe('formatJobsReport', () => {
  it('prints a row per queue with its counts and the oldest waiting job’s age, then the failures', () => {
    const text = formatJobsReport({
      queues: [
        { name: 'ticketing', created: 1, retry: 2, active: 0, failed: 3, completed: 40, oldestWaitingSeconds: 75 },
        {
          name: 'notice-dispatch',
          created: 0,
          retry: 0,
          active: 1,
          failed: 0,
          completed: 7,
          oldestWaitingSeconds: null,
        },
      ],
      failures: [{ queue: 'ticketing', id: 'j1', failedAt: '2026-12-02T10:00:00.000Z', retries: 5, error: 'boom …' }],
    });
    const lines = text.split('\n');
    expect(lines[0]).toMatch(/^queue\s+created\s+retry\s+active\s+failed\s+completed\s+oldest waiting$/);
    expect(lines[1]).toMatch(/^ticketing\s+1\s+2\s+0\s+3\s+40\s+1m$/);
    expect(lines[2]).toMatch(/^notice-dispatch\s+0\s+0\s+1\s+0\s+7\s+-$/);
    expect(text).toContain('last failures:\n  2026-12-02T10:00:00.000Z  ticketing  j1  retries 5  boom …');
  });

  it('says when nothing failed', () => {
    expect(formatJobsReport({ queues: [], failures: [] })).toContain('no failures.');
  });

  it('writes ages short', () => {
    expect([age(null), age(42), age(420), age(7_200), age(200_000)]).toEqual(['-', '42s', '7m', '2h', '2d']);
  });
});
