'use client';

import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';

type Props = { label: string; waiting: string; ready: string };

/**
 * Print with a status line: 'printing: wait for the file to load' until the document and its images have
 * loaded, then the button works.
 */
export function PrintButton({ label, waiting, ready }: Props) {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (document.readyState === 'complete') {
      const id = window.setTimeout(() => setLoaded(true), 0);
      return () => window.clearTimeout(id);
    }
    const done = () => setLoaded(true);
    window.addEventListener('load', done, { once: true });
    return () => window.removeEventListener('load', done);
  }, []);
  return (
    <div className="flex flex-wrap items-center gap-3 print:hidden">
      <Button onClick={() => window.print()} disabled={!loaded}>
        {label}
      </Button>
      <p role="status" className="text-sm text-slate-700">
        {loaded ? ready : waiting}
      </p>
    </div>
  );
}
