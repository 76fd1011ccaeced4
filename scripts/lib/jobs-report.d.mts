/** Types of jobs-report.mjs (plain JavaScript, so `npm run ops` runs it with node alone). */
import type { JobsReport } from '../../airline-api/src/jobs/report';

export function age(seconds: number | null | undefined): string;
export function table(rows: (string | number)[][]): string;
export function formatJobsReport(report: JobsReport): string;
export function printJobsReport(report: JobsReport): void;
