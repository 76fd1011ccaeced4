'use client';

import { useTranslations } from 'next-intl';
import type { MailingAddress } from '@/lib/contract/order';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/text-field';
import { useRuleMessage } from './use-rule-message';

const FIELDS = ['recipient', 'areaCode', 'phone', 'province', 'city', 'district', 'address', 'zip'] as const;

/** A mailed itinerary (once per order) and the address it goes to. */
export function MailingForm({
  on,
  address,
  issues,
  priceText,
  onToggle,
  onChange,
}: {
  on: boolean;
  address: MailingAddress;
  issues: Partial<Record<keyof MailingAddress, string>>;
  priceText: string;
  onToggle: (on: boolean) => void;
  onChange: (address: MailingAddress) => void;
}) {
  const t = useTranslations('BookingFunnel');
  const rule = useRuleMessage();
  return (
    <Card as="section" aria-labelledby="mailing-heading">
      <h2 id="mailing-heading" className="text-lg font-semibold">
        {t('mailingHeading')}
      </h2>
      <label className="mt-2 inline-flex items-center gap-2">
        <input type="checkbox" className="h-4 w-4" checked={on} onChange={(e) => onToggle(e.target.checked)} />
        {t('mailingOptIn', { price: priceText })}
      </label>
      {on && (
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          {FIELDS.map((f) => (
            <TextField
              key={f}
              id={`mailing-${f}`}
              label={t(`mailing_${f}`)}
              value={address[f]}
              error={rule(issues[f])}
              onChange={(e) => onChange({ ...address, [f]: e.target.value })}
            />
          ))}
        </div>
      )}
    </Card>
  );
}
