import 'server-only';
import type { SearchCriteria } from '@/lib/domain/search';
import { TIPS_SHOWN, type RouteTip, type TipLeg } from '@/lib/domain/route-tips';
import { cmsLanguageOf, readTips } from '@/lib/upstream/cms';

/** The tips of the search's legs (spec §7 getTipsContent), the two the page may show; a failure shows none. */
export async function loadRouteTips(
  locale: string,
  criteria: SearchCriteria,
): Promise<{ tips: RouteTip[]; legs: TipLeg[] }> {
  const legs = criteria.legs.flatMap((l) =>
    l.from && l.to && l.date ? [{ dept: l.from.code, dest: l.to.code, flightDate: l.date }] : [],
  );
  if (legs.length === 0) return { tips: [], legs };
  const result = await readTips(cmsLanguageOf(locale), legs);
  return { tips: result.ok ? result.data.slice(0, TIPS_SHOWN) : [], legs };
}
