'use client';

import type { ComponentProps } from 'react';
import { CityInput } from '@/components/flight-search/city-input';
import { LowPriceRemindPanel } from '@/components/low-price-reminders/low-price-remind-panel';

/** What the page read for the panel; the island adds the city input. */
type Props = Omit<ComponentProps<typeof LowPriceRemindPanel>, 'renderCity'>;

/**
 * The page's client part: the reminders' panel with the spec's city input (spec §2 "City input … behaves
 * differently on flightDynamics, lowPriceRemind and consignment pages"). Here, as on /flightDynamics, it starts
 * empty (no Guangzhou, no detected city: a reminder is for a route the member has in mind) and a city group may be
 * chosen; the reminder's own rules (different cities, a route flown) are said beside the field (decision 27).
 */
export function RemindIsland(props: Props) {
  return (
    <LowPriceRemindPanel
      {...props}
      renderCity={(slot) => (
        <CityInput
          id={slot.id}
          label={slot.label}
          value={slot.value}
          onChange={slot.onChange}
          invalid={slot.invalid}
          describedBy={slot.describedBy}
        />
      )}
    />
  );
}
