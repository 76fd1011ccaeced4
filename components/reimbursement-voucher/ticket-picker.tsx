'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { VoucherTicket } from '@/lib/contract/reimbursement-vouchers';
import { voucherSelectionIssue } from '@/lib/domain/reimbursement-voucher-rules';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { TicketLine, routeOf } from './ticket-line';

/**
 * /reimbursementVoucher/list's choice (spec §2; decision 72): the tickets a voucher can be requested for, each with
 * its check box; the others with their state (a requested or mailed one links to its voucher). 1 to 10 chosen go on
 * to /editDetail in its query; none or more than 10 are refused here, beside the list, keeping the choice.
 */
export function TicketPicker({ tickets, locale }: { tickets: VoucherTicket[]; locale: string }) {
  const t = useTranslations('ReimbursementVoucher');
  const router = useRouter();
  const [chosen, setChosen] = useState<string[]>([]);
  const [issue, setIssue] = useState<string | null>(null);
  const available = tickets.filter((x) => x.state === 'AVAILABLE');
  const others = tickets.filter((x) => x.state !== 'AVAILABLE');

  function toggle(ticketNo: string, on: boolean) {
    setIssue(null);
    setChosen((now) => (on ? [...now, ticketNo] : now.filter((n) => n !== ticketNo)));
  }

  function next() {
    const problem = voucherSelectionIssue(chosen);
    if (problem === 'none') return setIssue(t('list.selectNone'));
    if (problem) return setIssue(t('list.tooMany'));
    router.push(`/reimbursementVoucher/editDetail?tickets=${chosen.join(',')}`);
  }

  return (
    <div className="min-w-0 space-y-6">
      {available.length > 0 && (
        <Card as="fieldset" className="min-w-0 space-y-3" aria-describedby="voucher-pick-issue">
          <legend className="float-left mb-2 w-full text-lg font-semibold text-slate-900">{t('list.legend')}</legend>
          <ul className="clear-both space-y-3">
            {available.map((ticket) => (
              <li key={ticket.ticketNo} className="flex min-w-0 items-start gap-3 border-t border-slate-100 pt-3">
                <input
                  id={`pick-${ticket.ticketNo}`}
                  type="checkbox"
                  className="mt-0.5 h-6 w-6 shrink-0"
                  aria-label={t('ticket.choose', {
                    passenger: ticket.passengerName,
                    flight: ticket.flightNo,
                    route: routeOf(ticket),
                  })}
                  checked={chosen.includes(ticket.ticketNo)}
                  onChange={(e) => toggle(ticket.ticketNo, e.target.checked)}
                />
                <TicketLine ticket={ticket} locale={locale} />
              </li>
            ))}
          </ul>
          <p id="voucher-pick-issue" role="alert" className="text-sm text-red-700" data-testid="voucher-pick-issue">
            {issue ?? ''}
          </p>
          <Button variant="accent" size="lg" onClick={next} data-testid="voucher-continue">
            {t('list.continue')}
          </Button>
        </Card>
      )}
      {others.length > 0 && (
        <section aria-labelledby="voucher-others" className="min-w-0 space-y-3">
          <h2 id="voucher-others" className="text-lg font-semibold text-slate-900">
            {t('list.others')}
          </h2>
          <ul className="space-y-3">
            {others.map((ticket) => (
              <li key={ticket.ticketNo}>
                <Card className="min-w-0 space-y-2" data-testid="voucher-other">
                  <p className="font-medium text-slate-900">{t(`states.${ticket.state}`)}</p>
                  <TicketLine ticket={ticket} locale={locale} />
                  {ticket.voucherNo && (
                    <Link
                      href={`/reimbursementVoucher/inquire?voucherNo=${ticket.voucherNo}`}
                      className="inline-flex min-h-6 items-center text-sm text-brand-700 underline"
                    >
                      {t('list.viewVoucher', { voucherNo: ticket.voucherNo })}
                    </Link>
                  )}
                </Card>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
