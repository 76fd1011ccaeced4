'use client';

import { useTranslations } from 'next-intl';
import { FieldError } from '@/components/ui/field';
import type { ReminderChannel } from '@/lib/domain/low-price-reminder-rules';
import type { ReminderSectionProps } from './reminder-values';

type Props = ReminderSectionProps & {
  /** Where each channel's notices would go (masked), null when not bound: an unbound one cannot be chosen. */
  channels: Record<ReminderChannel, string | null>;
};

/** How the member is told (spec §3): SMS or e-mail, and the night's do-not-disturb (spec §9). */
export function ReminderNoticeFields({ form, fieldId, error, channels }: Props) {
  const t = useTranslations('LowPriceRemind');
  const { register } = form;
  const message = error('channel');
  const errorId = `${fieldId('channel')}-error`;
  return (
    <>
      <fieldset aria-describedby={message ? errorId : undefined}>
        <legend className="mb-1 text-sm font-medium text-slate-800">{t('channelLegend')}</legend>
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-x-6">
          {(['SMS', 'EMAIL'] as const).map((c) => {
            const target = channels[c];
            return (
              <label key={c} className="inline-flex min-h-6 items-center gap-2 text-slate-800">
                <input
                  type="radio"
                  value={c}
                  id={c === 'SMS' ? fieldId('channel') : undefined}
                  disabled={!target}
                  className="h-5 w-5 shrink-0"
                  {...register('channel')}
                />
                {/* A long address wraps between words, and inside one only when it alone is wider than the line. */}
                <span className="min-w-0 break-words">
                  {t(c === 'SMS' ? 'channelSms' : 'channelEmail', { target: target ?? t('channelUnbound') })}
                </span>
              </label>
            );
          })}
        </div>
        <FieldError id={errorId} error={message} />
      </fieldset>

      <label className="inline-flex min-h-6 items-center gap-2 text-slate-800">
        <input type="checkbox" className="h-5 w-5 shrink-0" data-testid="lpr-dnd" {...register('doNotDisturb')} />
        {t('doNotDisturb')}
      </label>
    </>
  );
}
