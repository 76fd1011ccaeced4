'use client';

import { useState, type Dispatch } from 'react';
import type { CityOption } from '@/lib/domain/city-search';
import { useCachedQuery } from './cached-query';
import { detectedCityQuery } from './city-queries';
import type { SearchFormAction } from './search-form-state';

/**
 * Spec §2: the default departure (Guangzhou) gives way to the city detected from the visitor's IP,
 * unless the user has already chosen one (the reducer ignores it then).
 */
export function useDetectedDeparture(locale: string, enabled: boolean, dispatch: Dispatch<SearchFormAction>) {
  const detected = useCachedQuery(detectedCityQuery(locale), { enabled }).data ?? null;
  const [applied, setApplied] = useState<CityOption | null>(null);
  // Adjusting state while rendering (react.dev "you might not need an effect"): once per answer.
  if (detected && detected !== applied) {
    setApplied(detected);
    dispatch({ type: 'detectedDeparture', city: detected });
  }
}
