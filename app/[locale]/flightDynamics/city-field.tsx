'use client';

import { useState } from 'react';
import { CityInput } from '@/components/flight-search/city-input';
import { FieldError } from '@/components/ui/field';
import type { CityOption } from '@/lib/domain/city-search';

type Props = {
  id: string;
  /** The query parameter: the code goes in `name`, its type (CITY, AIRPORT, AREA) in `${name}Type`. */
  name: 'dep' | 'arr';
  label: string;
  /** The city the URL names, or none. */
  initial: CityOption | null;
  error?: string;
};

/**
 * The city input of spec §2 on /flightDynamics, which "behaves differently" there. The spec does not say
 * how; this page reads it as: no default city (neither Guangzhou nor the visitor's detected one), since a
 * status is asked about a flight the visitor already has in mind, and a city group may be chosen (it
 * stands for all its airports). The search form's input is used as it is; this wrapper holds the choice
 * and hands it to the page's GET form, with the error beside the field.
 */
export function FlightStatusCityField({ id, name, label, initial, error }: Props) {
  const [city, setCity] = useState<CityOption | null>(initial);
  const errorId = `${id}-error`;
  return (
    <div className="min-w-0">
      <CityInput
        id={id}
        label={label}
        value={city}
        onChange={setCity}
        invalid={!!error}
        describedBy={error ? errorId : undefined}
      />
      <input type="hidden" name={name} value={city?.code ?? ''} />
      <input type="hidden" name={`${name}Type`} value={city?.type ?? ''} />
      <FieldError id={errorId} error={error} />
    </div>
  );
}
