import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { Voucher } from '@/lib/contract/reimbursement-vouchers';
import { AIRLINE_TIME_ZONE } from '@/lib/domain/airline-time';
import { addressLine } from '@/lib/domain/member-book-address';
import { formatAirportDateTime, formatMoney } from '@/lib/i18n/format';
import { Link } from '@/lib/i18n/navigation';
import { TicketLine } from './ticket-line';

/**
 * One voucher mailing (decision 72): its number, status, tracking number once mailed, where it goes, its fee and
 * its tickets; a requested one links to /modify. Times of the request are the airline's (Beijing) time.
 */
export function VoucherCard({ voucher, locale }: { voucher: Voucher; locale: string }) {
  const t = useTranslations('ReimbursementVoucher.voucher');
  const id = `voucher-${voucher.voucherNo}`;
  const at = (iso: string) => formatAirportDateTime(iso, AIRLINE_TIME_ZONE, locale);
  const facts: [string, string, string][] = [
    ['no', t('voucherNo'), voucher.voucherNo],
    ['status', t('status'), t(`statuses.${voucher.status}`)],
    ['requested', t('requestedAt'), at(voucher.requestedAt)],
    ...(voucher.mailedAt ? [['mailed', t('mailedAt'), at(voucher.mailedAt)] as [string, string, string]] : []),
    ...(voucher.trackingNo ? [['tracking', t('trackingNo'), voucher.trackingNo] as [string, string, string]] : []),
    ['recipient', t('recipient'), voucher.address.recipient],
    ['phone', t('phone'), `+${voucher.address.areaCode} ${voucher.address.phone}`],
    ['address', t('address'), `${addressLine(voucher.address)} ${voucher.address.zip}`],
    ['fee', t('fee'), voucher.feeFen === 0 ? t('free') : formatMoney(voucher.feeFen, 'CNY', locale)],
  ];
  return (
    <Card as="section" aria-labelledby={`${id}-heading`} className="min-w-0 space-y-3" data-testid="voucher-card">
      <h2 id={`${id}-heading`} className="text-lg font-semibold break-words text-slate-900">
        {voucher.voucherNo}
      </h2>
      <dl className="grid min-w-0 grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {facts.map(([key, term, value]) => (
          <div key={key} className="contents">
            <dt id={`${id}-${key}`} className="text-slate-600">
              {term}
            </dt>
            <dd aria-labelledby={`${id}-${key}`} className="min-w-0 break-words text-slate-900">
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <h3 className="font-medium text-slate-900">{t('tickets')}</h3>
      <ul className="space-y-3">
        {voucher.tickets.map((ticket) => (
          <li key={ticket.ticketNo} className="border-t border-slate-100 pt-2">
            <TicketLine ticket={ticket} locale={locale} />
          </li>
        ))}
      </ul>
      {voucher.modifiable && (
        <Link
          href={`/reimbursementVoucher/modify?voucherNo=${voucher.voucherNo}`}
          className={buttonClass({ variant: 'outline' })}
        >
          {t('modify')}
        </Link>
      )}
    </Card>
  );
}
