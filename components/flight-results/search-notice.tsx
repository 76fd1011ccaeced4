import type { ReactNode } from 'react';

/** A boxed message in the results area: no flights, route not open, date unavailable, or a failed search. */
export function SearchNotice({
  title,
  hint,
  tone,
  action,
}: {
  title: string;
  hint?: string;
  tone: 'info' | 'error';
  action?: ReactNode;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-lg border p-6 text-center ${tone === 'error' ? 'border-red-200 bg-red-50' : 'border-slate-200 bg-white'}`}
    >
      <p className={`text-lg font-semibold ${tone === 'error' ? 'text-red-800' : 'text-slate-800'}`}>{title}</p>
      {hint && <p className="mt-1 text-sm text-slate-700">{hint}</p>}
      {action && <div className="mt-4">{action}</div>}
    </div>
  );
}
