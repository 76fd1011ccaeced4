'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import * as productExchange from '@/lib/bff-client/special-product-exchange';
import type { ExchangeFlight } from '@/lib/contract/special-product-exchange';
import { formatAirportDateTime, formatAirportTime } from '@/lib/i18n/format';
import { useRouter } from '@/lib/i18n/navigation';

type Props = { flights: ExchangeFlight[]; unitId: string; locale: string };

/**
 * The flights of the day a card can be exchanged for (spec §2 /specialBook/booking), each with its seats: an
 * available one is exchanged here, the others say why not ('no inventory', 'flight is full', sales closed). The
 * new ticket's order opens once it is issued; a refusal is said beside the flight and nothing else changes.
 */
export function ExchangeFlights({ flights, unitId, locale }: Props) {
  const t = useTranslations('ProductExchange');
  const router = useRouter();
  const attempt = useRef(crypto.randomUUID());
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<{ flightId: string; message: string } | null>(null);

  async function take(flightId: string) {
    setBusy(flightId);
    setError(null);
    const result = await productExchange.exchange.call(
      { unitId, flightId, attempt: `${attempt.current}` },
      { quiet: true },
    );
    if (result.ok) return router.push(`/member/ticketorderdetail/${result.data.orderNo}`);
    // Another try is another exchange: a new key.
    attempt.current = crypto.randomUUID();
    setBusy(null);
    setError({ flightId, message: result.msg });
  }

  if (flights.length === 0) return <p className="text-slate-800">{t('noFlights')}</p>;
  return (
    <ul className="space-y-3" aria-label={t('flightsLabel')}>
      {flights.map((f) => {
        const errorId = `exchange-error-${f.flightId}`;
        const failed = error?.flightId === f.flightId;
        return (
          <li
            key={f.flightId}
            data-testid="exchange-flight"
            className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-slate-200 p-3"
          >
            <div className="space-y-1">
              <p className="font-semibold text-slate-900">
                <span className="font-mono">{f.flightNo}</span> {f.depCityName} → {f.arrCityName}
              </p>
              <p className="text-sm text-slate-700">
                {formatAirportDateTime(f.depTime, f.depTimeZone, locale)} –{' '}
                {formatAirportTime(f.arrTime, f.arrTimeZone, locale)}
              </p>
              <p className="text-sm" data-testid="exchange-seats">
                {t(`seats.${f.seats}`)}
              </p>
              {failed && (
                <p id={errorId} role="alert" className="text-sm text-red-700">
                  {error.message}
                </p>
              )}
            </div>
            {f.seats === 'AVAILABLE' && (
              <Button
                type="button"
                onClick={() => take(f.flightId)}
                disabled={busy !== null}
                aria-describedby={failed ? errorId : undefined}
              >
                {busy === f.flightId ? t('exchanging') : t('exchange', { flightNo: f.flightNo })}
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
