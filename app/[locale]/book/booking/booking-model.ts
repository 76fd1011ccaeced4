import type { CalendarPrice, Currency } from '@/lib/contract';
import type { DateBounds } from '@/lib/domain/calendar-grid';
import type { CalendarRequest } from '@/lib/domain/calendar-query';
import type { FlightView } from '@/components/flight-results/flight-view';
import type { StepperLeg } from '@/components/flight-results/leg-stepper';
import type { RecommendationView } from '@/components/flight-results/route-recommendations';

export type LegOutcome =
  | { kind: 'flights'; flights: FlightView[] }
  | { kind: 'empty' }
  | { kind: 'routeNotOpen'; message: string }
  | { kind: 'dateNotAvailable'; message: string }
  | { kind: 'failed'; message: string };

export type StripModel = {
  route: Omit<CalendarRequest, 'start' | 'end'>;
  selected: string;
  bounds: DateBounds;
  initialStart: string;
  /**
   * The first window's prices, still being asked when the page starts streaming: the strip arrives under its
   * own Suspense boundary, so the flights do not wait for the calendar (decision 76). Null when it failed.
   */
  initialPrices: Promise<CalendarPrice[] | null>;
};

/** What the results page renders for a valid search. */
export type BookingModel = {
  /** The leg being chosen: the number of choices so far (equal to the leg count once all are chosen). */
  legIndex: number;
  stepper: StepperLeg[];
  retryHref: string;
  current: {
    outcome: LegOutcome;
    strip: StripModel | null;
    recommendations: RecommendationView[];
    currency: Currency;
  } | null;
  /** Every leg is chosen: the party's total over all legs (formatted) and the way on. */
  summary: { totalText: string; continueHref: string } | null;
  /** Every leg is chosen but the search failed, so the choices cannot be shown: the localized reason. */
  failure: string | null;
  /**
   * Every airline answer the page shows came (a route or date refused is an answer). False when one failed:
   * the page then says so, and the web's page cache does not keep it for the next visitor (decision 35). The
   * strip's prices are not counted here: their own part of the page carries the mark when they fail.
   */
  whole: boolean;
};
