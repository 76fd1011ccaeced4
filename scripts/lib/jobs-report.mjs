// The job queue's report (GET /admin/jobs) as `npm run ops -- jobs` prints it: a table per queue, then the last
// failures. The error texts come already shortened and masked by airline-api (no personal data).

/** Seconds as a short age: 42s, 7m, 3h, 2d. */
export function age(seconds) {
  if (seconds === null || seconds === undefined) return '-';
  if (seconds < 60) return `${seconds}s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)}m`;
  if (seconds < 86400) return `${Math.floor(seconds / 3600)}h`;
  return `${Math.floor(seconds / 86400)}d`;
}

/** Rows of cells as aligned columns (the first left, the others right). */
export function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  return rows
    .map((r) => r.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  '))
    .join('\n');
}

export function formatJobsReport(report) {
  const head = ['queue', 'created', 'retry', 'active', 'failed', 'completed', 'oldest waiting'];
  const rows = report.queues.map((q) => [
    q.name,
    q.created,
    q.retry,
    q.active,
    q.failed,
    q.completed,
    age(q.oldestWaitingSeconds),
  ]);
  const lines = [table([head, ...rows]), '', '(completed and failed: the last 12 hours; older ones are archived)'];
  lines.push('', report.failures.length ? 'last failures:' : 'no failures.');
  for (const f of report.failures) lines.push(`  ${f.failedAt}  ${f.queue}  ${f.id}  retries ${f.retries}  ${f.error}`);
  return lines.join('\n');
}

export function printJobsReport(report) {
  console.log(formatJobsReport(report));
}
