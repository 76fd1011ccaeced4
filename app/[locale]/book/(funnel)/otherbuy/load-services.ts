import 'server-only';
import { messageOf } from '@/lib/bff-server/respond';
import type { AddOnCatalogue } from '@/lib/contract';
import { plainText } from '@/lib/domain/content-html';
import type { Locale } from '@/lib/i18n/routing';
import { addOnCatalogue } from '@/lib/upstream/booking';
import { cmsItem } from '@/lib/upstream/cms';
import type { UpstreamContext } from '@/lib/upstream/context';
import type { InsurancePolicy } from '@/components/booking/insurance-section';
import { passengerSlots } from '@/components/booking/draft-store';

/** The add-on catalogue of the chosen fares and each insurance product's policy text from the CMS. */
export async function loadServices(
  context: UpstreamContext,
  locale: Locale,
  fareIds: string[],
  counts: { adults: number; children: number; infants: number },
): Promise<
  { ok: true; catalogue: AddOnCatalogue; policies: Record<string, InsurancePolicy> } | { ok: false; message: string }
> {
  const result = await addOnCatalogue(context, {
    fareIds,
    passengers: passengerSlots(counts).map((type) => ({ type })),
  });
  if (!result.ok) return { ok: false, message: messageOf(result.code, locale) };
  const items = await Promise.all(
    result.data.insurance.map((p) => cmsItem(context, `${p.policyId}.${context.language}`)),
  );
  const policies: Record<string, InsurancePolicy> = {};
  result.data.insurance.forEach((p, i) => {
    const item = items[i];
    if (item?.ok) policies[p.policyId] = { title: item.data.title, text: plainText(item.data.content ?? '') };
  });
  return { ok: true, catalogue: result.data, policies };
}
