'use client';

import { useEffect, useState } from 'react';

/** The value once it has stood still for `ms` (spec §9: city input debounce 100 ms). */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}
