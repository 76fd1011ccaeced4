import { z } from 'zod';
import type { Passengers, SearchCriteria, SearchLeg, TripType } from '@/lib/domain/search';

/**
 * The /book/booking URL, so a results page can be shared and reloaded:
 *   ?trip=OW|RT|MT&leg=CAN.CITY.BJS.AREA.2026-12-01[&leg=...]&adt=1&chd=0&inf=0[&army=1][&sel=<flightId>.<fareFamily>...]
 * One `leg` per leg in order (a round trip carries both legs); `sel` are the fares chosen so far, leg by leg.
 */
const CODE = '[A-Z]{3}';
const TYPE = '(?:CITY|AIRPORT|AREA)';
const LEG = new RegExp(`^(${CODE})\\.(${TYPE})\\.(${CODE})\\.(${TYPE})\\.(\\d{4}-\\d{2}-\\d{2})$`);

export const SearchUrlSchema = z.object({
  trip: z.enum(['OW', 'RT', 'MT']),
  leg: z.array(z.string().regex(LEG)).min(1).max(4),
  adt: z.coerce.number().int().min(0).max(9).default(1),
  chd: z.coerce.number().int().min(0).max(9).default(0),
  inf: z.coerce.number().int().min(0).max(9).default(0),
  /** An army search (spec §7 channels B2CP / B2CPEN). */
  army: z.literal('1').optional(),
  sel: z
    .array(z.string().regex(/^[A-Z0-9-]{6,40}\.(BASIC|STANDARD|FLEX)$/))
    .max(4)
    .default([]),
});

export type SearchUrl = z.infer<typeof SearchUrlSchema>;
export type { FareChoice } from '@/lib/domain/search-url-format';
import type { FareChoice } from '@/lib/domain/search-url-format';

function asArray(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** Parses Next's searchParams; null when the URL is not a search at all. */
export function parseSearchUrl(
  params: Record<string, string | string[] | undefined>,
): { criteria: SearchCriteria; choices: FareChoice[] } | null {
  const parsed = SearchUrlSchema.safeParse({
    trip: params.trip,
    leg: asArray(params.leg),
    adt: params.adt ?? 1,
    chd: params.chd ?? 0,
    inf: params.inf ?? 0,
    army: params.army,
    sel: asArray(params.sel),
  });
  if (!parsed.success) return null;
  const legs: SearchLeg[] = parsed.data.leg.map((raw) => {
    const [, fromCode, fromType, toCode, toType, date] = LEG.exec(raw) as unknown as string[];
    return {
      from: { code: fromCode!, type: fromType as 'CITY' },
      to: { code: toCode!, type: toType as 'CITY' },
      date: date!,
    };
  });
  const passengers: Passengers = { adults: parsed.data.adt, children: parsed.data.chd, infants: parsed.data.inf };
  const choices = parsed.data.sel.map((s) => {
    const dot = s.lastIndexOf('.');
    return { flightId: s.slice(0, dot), fareFamily: s.slice(dot + 1) as FareChoice['fareFamily'] };
  });
  const criteria: SearchCriteria = { tripType: parsed.data.trip as TripType, legs, passengers };
  if (parsed.data.army) criteria.army = true;
  return { criteria, choices };
}

export { formatSearchUrl } from '@/lib/domain/search-url-format';
