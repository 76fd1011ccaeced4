'use client';

import { useState, type Dispatch } from 'react';
import * as flightSearch from '@/lib/bff-client/flight-search';
import { useBffQuery } from '@/lib/bff-client/query/use-bff-query';
import type { CityOption } from '@/lib/domain/city-search';
import type { SearchFormAction } from './search-form-state';

/**
 * Spec §2: the default departure (Guangzhou) gives way to the city detected from the visitor's IP,
 * unless the user has already chosen one (the reducer ignores it then).
 */
export function useDetectedDeparture(enabled: boolean, dispatch: Dispatch<SearchFormAction>) {
  // Asked once per page (spec §7: a failure is only logged, so the call is quiet and simply asked again later).
  const detected = useBffQuery(flightSearch.detectedCity, undefined, { enabled, staleMs: Infinity }).data?.city ?? null;
  const [applied, setApplied] = useState<CityOption | null>(null);
  // Adjusting state while rendering (react.dev "you might not need an effect"): once per answer.
  if (detected && detected !== applied) {
    setApplied(detected);
    dispatch({ type: 'detectedDeparture', city: detected });
  }
}
