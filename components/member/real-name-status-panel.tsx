import { useTranslations } from 'next-intl';
import { useId, type ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button';
import type { RealNameData } from '@/lib/contract/real-name';
import { AIRLINE_TIME_ZONE, dateInZone } from '@/lib/domain/airline-time';
import { realNameStep, type RealNameStep } from '@/lib/domain/real-name-rules';
import { Link } from '@/lib/i18n/navigation';
import { REAL_NAME_ROUTES } from './real-name-links';

type Props = {
  certification: RealNameData;
  /** `full` on the status page (details and dates); `summary` in the security centre (status and links). */
  variant: 'full' | 'summary';
  /** The page it is shown on, which it does not link to again. */
  current?: keyof typeof REAL_NAME_ROUTES;
};

const primaryLink = buttonClass({ variant: 'primary', size: 'sm' });
const secondaryLink = buttonClass({ variant: 'secondary', size: 'sm' });

/**
 * The member's real-name certification (spec §4 status 0 to 3) with the next step each status calls for:
 * certify, wait for the review, certify again after a failure (with its reason) or after the certification
 * expired (spec §6, §8), or nothing once certified. Dates are the airline's (Beijing) calendar dates.
 */
export function RealNameStatusPanel({ certification, variant, current }: Props) {
  const t = useTranslations('RealNameCertificate');
  const step = realNameStep(certification.status, certification.expired);
  const label = step === 'renew' ? t('status.expired') : t(`status.${certification.status}`);
  return (
    <div className="space-y-3" data-testid="real-name-status" data-step={step}>
      <p className="font-medium text-slate-900" data-testid="certification-status">
        {t('statusLine', { status: label })}
      </p>
      <StepMessage step={step} reason={certification.reason} />
      {variant === 'full' && <Details certification={certification} />}
      <div className="flex flex-wrap gap-3">
        <StepLinks step={step} variant={variant} current={current} />
      </div>
    </div>
  );
}

/** What the status means for the member; an expired certification is said as spec §8 words it. */
function StepMessage({ step, reason }: { step: RealNameStep; reason: string | null }) {
  const t = useTranslations('RealNameCertificate');
  if (step === 'renew') {
    return (
      <div className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
        <p className="font-semibold">{t('expired')}</p>
        <p>{t('expiredNotice')}</p>
      </div>
    );
  }
  return (
    <div className="space-y-1 text-sm text-slate-700">
      <p>{t(`step.${step}`)}</p>
      {step === 'recertify' && reason && <p className="text-red-700">{t('reason', { reason })}</p>}
    </div>
  );
}

function StepLinks({ step, variant, current }: { step: RealNameStep } & Pick<Props, 'variant' | 'current'>) {
  const t = useTranslations('RealNameCertificate');
  const links: ReactNode[] = [];
  const link = (to: keyof typeof REAL_NAME_ROUTES, text: string, className: string) => {
    if (to !== current) links.push(linkTo(to, text, className));
  };
  if (step === 'certify') link('certify', t('certifyNow'), primaryLink);
  if (step === 'recertify' || step === 'renew') link('certify', t('certifyAgain'), primaryLink);
  if (step === 'certify' || step === 'recertify' || step === 'renew') link('manual', t('manualLink'), secondaryLink);
  if (variant === 'summary') link('status', t('statusLink'), secondaryLink);
  else link('security', t('backToSecurity'), secondaryLink);
  return <>{links}</>;
}

function linkTo(to: keyof typeof REAL_NAME_ROUTES, text: string, className: string) {
  return (
    <Link key={to} href={REAL_NAME_ROUTES[to]} className={className}>
      {text}
    </Link>
  );
}

/** The certification's facts: name and masked number, when it was submitted, reviewed, and how long it holds. */
function Details({ certification: c }: { certification: RealNameData }) {
  const t = useTranslations('RealNameCertificate');
  const id = useId();
  const day = (iso: string) => dateInZone(iso, AIRLINE_TIME_ZONE);
  const rows: [string, string][] = [];
  if (c.name) rows.push([t('name'), c.name]);
  if (c.certificateNumber) rows.push([t('document'), c.certificateNumber]);
  if (c.submittedAt) rows.push([t('submittedAt'), day(c.submittedAt)]);
  if (c.reviewedAt) rows.push([t('reviewedAt'), day(c.reviewedAt)]);
  if (c.expiresAt) rows.push([c.expired ? t('expiredOn') : t('validUntil'), day(c.expiresAt)]);
  if (rows.length === 0) return null;
  return (
    <div>
      <h2 className="mb-2 text-base font-semibold text-slate-900">{t('details')}</h2>
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        {rows.map(([term, value], i) => (
          <div key={term} className="rounded-md bg-slate-50 p-3">
            <dt id={`${id}-${i}`} className="text-slate-700">
              {term}
            </dt>
            <dd aria-labelledby={`${id}-${i}`} className="mt-1 break-all font-medium text-slate-900">
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
