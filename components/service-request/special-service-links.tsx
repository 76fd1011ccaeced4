import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button';
import type { ServiceRequestKind } from '@/lib/contract/service-requests';
import { Link } from '@/lib/i18n/navigation';

/** The page of a kind of special service on an order (spec §2 /ancillary/specialService, /ancillary/specialBag). */
export const specialServiceHref = (kind: ServiceRequestKind, orderNo: string) =>
  `/ancillary/${kind === 'WHEELCHAIR' ? 'specialService' : 'specialBag'}/${encodeURIComponent(orderNo)}`;

/**
 * The two special-service pages as outline buttons, for another page's "More services" list (the add-on pages).
 * `except` leaves out the page it is on.
 */
export function SpecialServiceLinks({ orderNo, except }: { orderNo: string; except?: ServiceRequestKind }) {
  const t = useTranslations('ServiceRequest');
  return (
    <>
      {(['WHEELCHAIR', 'SPECIAL_BAGGAGE'] as const)
        .filter((kind) => kind !== except)
        .map((kind) => (
          <Link
            key={kind}
            href={specialServiceHref(kind, orderNo)}
            className={buttonClass({ variant: 'outline', size: 'sm' })}
          >
            {t(`more.${kind}`)}
          </Link>
        ))}
    </>
  );
}
