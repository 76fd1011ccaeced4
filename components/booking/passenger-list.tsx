import { useTranslations } from 'next-intl';
import { Card } from '@/components/ui/card';
import { Link } from '@/lib/i18n/navigation';
import type { ContactDraft, PassengerDraft } from './draft-store';
import { passengerLabel } from './passenger-labels';

/** 110101199001011234 → 110***********1234: the confirm page shows whose ticket it is, not the number. */
function mask(number: string): string {
  return number.length <= 7 ? number : `${number.slice(0, 3)}${'*'.repeat(number.length - 7)}${number.slice(-4)}`;
}

export function PassengerList({
  passengers,
  contact,
  certificateNames,
  editHref,
}: {
  passengers: PassengerDraft[];
  contact: ContactDraft;
  certificateNames: Record<string, string>;
  editHref: string;
}) {
  const t = useTranslations('BookingFunnel');
  return (
    <Card as="section" aria-labelledby="confirm-passengers">
      <div className="flex items-center justify-between">
        <h2 id="confirm-passengers" className="text-lg font-semibold">
          {t('passengersHeadingConfirm')}
        </h2>
        <Link href={editHref} className="inline-flex min-h-6 min-w-6 items-center text-sm text-brand-700 underline">
          {t('edit')}
        </Link>
      </div>
      <ul className="mt-2 divide-y divide-slate-100">
        {passengers.map((p, i) => (
          <li key={i} className="py-2">
            <p className="font-medium">
              {passengerLabel(p, '')} · {t(`type_${p.type}`)}
            </p>
            <p className="text-sm text-slate-700">
              {certificateNames[p.certificateType] ?? p.certificateType}{' '}
              {mask(p.certificateNumber.trim().toUpperCase())} · {p.birthday}
            </p>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-slate-700">
        {t('contactLine', {
          name: contact.name,
          phone: `+${contact.areaCode} ${contact.mobile}`,
          email: contact.email,
        })}
      </p>
    </Card>
  );
}
