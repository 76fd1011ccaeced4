'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Field, FieldError, fieldControlClass } from '@/components/ui/field';
import { pushToast } from '@/components/ui/toast-store';
import * as lowPriceReminders from '@/lib/bff-client/low-price-reminders';
import type {
  LowPriceReminder,
  LowPriceReminderAddBody,
  LowPriceReminderPrice,
} from '@/lib/contract/low-price-reminder';
import type { CityOption } from '@/lib/domain/city-search';
import {
  DISCOUNT_OPTIONS,
  PRICE_MAX_YUAN,
  REMINDER_DEFAULT_EARLIEST,
  REMINDER_DEFAULT_LATEST,
  REMINDER_TIME_OPTIONS,
  validateReminder,
  type ReminderChannel,
  type ReminderDraft,
  type ReminderField,
  type ReminderIssueKey,
  type ReminderMode,
} from '@/lib/domain/low-price-reminder-rules';
import { plusDays, yuanOf } from './reminder-format';

/** What the page's city input gets: the spec's city input, drawn by the page (another feature's component). */
export type CityFieldSlot = {
  id: string;
  label: string;
  value: CityOption | null;
  onChange: (city: CityOption) => void;
  invalid: boolean;
  describedBy?: string;
};

type Props = {
  /** The airline's today (YYYY-MM-DD): the first start date. */
  today: string;
  /** The last date on sale. */
  lastDate: string;
  /** Where each channel's notices would go (masked), null when not bound. */
  channels: Record<ReminderChannel, string | null>;
  /** Whether the member has as many reminders as allowed. */
  atLimit: boolean;
  max: number;
  renderCity: (slot: CityFieldSlot) => ReactNode;
  onAdded: (reminder: LowPriceReminder) => void;
};

type PriceState =
  { kind: 'idle' } | { kind: 'loading' } | { kind: 'failed' } | { kind: 'ok'; price: LowPriceReminderPrice };

const PRICE_FIELDS: ReminderField[] = ['dep', 'arr', 'earliestTime', 'latestTime', 'startDate', 'endDate'];
const ERROR_KEYS = new Set<string>([
  'departureRequired',
  'arrivalRequired',
  'sameCity',
  'cityUnknown',
  'routeNotOpen',
  'timeInvalid',
  'latestNotAfterEarliest',
  'startRequired',
  'startInPast',
  'endRequired',
  'endNotAfterStart',
  'dateTooFar',
  'priceRequired',
  'priceOutOfRange',
  'discountOutOfRange',
  'channelRequired',
  'channelUnbound',
]);

/**
 * The form of a low-price reminder (spec §2 /ancillary/lowPriceRemind, §3, §5, §9; decision 27): origin and
 * destination (the page's city inputs), earliest and latest departure (30-minute steps, 09:00–18:00 by default),
 * start and end date, a price or a discount of 1 to 8 tenths, the channel and the night's do-not-disturb. Each
 * rule's message stands beside its field, first on sending and then as the member corrects; the lowest fare now
 * of the window is shown once the route and window are valid ('price fetch failed' when it cannot be read).
 */
export function ReminderForm({ today, lastDate, channels, atLimit, max, renderCity, onAdded }: Props) {
  const t = useTranslations('LowPriceRemind');
  const id = useId().replace(/:/g, '');
  const [dep, setDep] = useState<CityOption | null>(null);
  const [arr, setArr] = useState<CityOption | null>(null);
  const [earliestTime, setEarliest] = useState(REMINDER_DEFAULT_EARLIEST);
  const [latestTime, setLatest] = useState(REMINDER_DEFAULT_LATEST);
  const [startDate, setStart] = useState(today);
  const [endDate, setEnd] = useState(plusDays(today, 7));
  const [mode, setMode] = useState<ReminderMode>('PRICE');
  const [priceText, setPriceText] = useState('');
  const [discountTenths, setDiscount] = useState(5);
  const [channel, setChannel] = useState<ReminderChannel | null>(
    channels.SMS ? 'SMS' : channels.EMAIL ? 'EMAIL' : null,
  );
  const [doNotDisturb, setDoNotDisturb] = useState(true);
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<ReminderField, ReminderIssueKey>>>({});
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);
  const [fetched, setFetched] = useState<{ key: string; state: PriceState }>({ key: '', state: { kind: 'idle' } });

  const priceYuan = priceText.trim() === '' ? null : Number(priceText.trim());
  const draft: ReminderDraft = {
    dep: dep && { code: dep.code, type: dep.type },
    arr: arr && { code: arr.code, type: arr.type },
    earliestTime,
    latestTime,
    startDate,
    endDate,
    mode,
    priceYuan,
    discountTenths: mode === 'DISCOUNT' ? discountTenths : null,
    channel,
  };
  const issues = validateReminder(draft, today);
  const shown = { ...(tried ? issues : {}), ...serverErrors };
  const error = (field: ReminderField) => {
    const key = shown[field];
    return key ? t(`errors.${key}`) : undefined;
  };

  // The lowest fare now, once the route and window pass their rules (a short pause after the last change).
  const windowReady = PRICE_FIELDS.every((f) => !issues[f]);
  const priceQuery = useMemo(
    () =>
      windowReady && dep && arr
        ? {
            depCode: dep.code,
            depCodeType: dep.type,
            arrCode: arr.code,
            arrCodeType: arr.type,
            startDate,
            endDate,
            earliestTime,
            latestTime,
          }
        : null,
    [windowReady, dep, arr, startDate, endDate, earliestTime, latestTime],
  );
  const priceKey = priceQuery ? JSON.stringify(priceQuery) : '';
  useEffect(() => {
    if (!priceQuery) return;
    let live = true;
    const timer = setTimeout(async () => {
      const result = await lowPriceReminders.price.call(priceQuery, { quiet: true });
      if (!live) return;
      if (result.ok) setFetched({ key: priceKey, state: { kind: 'ok', price: result.data } });
      else {
        const arrKey = result.fieldErrors?.arr;
        if (arrKey && ERROR_KEYS.has(arrKey)) setServerErrors({ arr: arrKey as ReminderIssueKey });
        setFetched({ key: priceKey, state: { kind: 'failed' } });
      }
    }, 400);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [priceQuery, priceKey]);
  // What the form shows: nothing to ask yet, the answer for this window, or still asking.
  const price: PriceState = !priceQuery
    ? { kind: 'idle' }
    : fetched.key === priceKey
      ? fetched.state
      : { kind: 'loading' };

  const changed =
    <T,>(set: (v: T) => void) =>
    (value: T) => {
      setServerErrors({});
      setFormError('');
      set(value);
    };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    setFormError('');
    if (Object.keys(issues).length || !dep || !arr || !channel) {
      const first = (Object.keys(issues) as ReminderField[])[0];
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    const body: LowPriceReminderAddBody = {
      depCode: dep.code,
      depCodeType: dep.type,
      arrCode: arr.code,
      arrCodeType: arr.type,
      earliestTime,
      latestTime,
      startDate,
      endDate,
      mode,
      priceThreshold: mode === 'PRICE' && priceYuan !== null ? priceYuan * 100 : null,
      discountTenths: mode === 'DISCOUNT' ? discountTenths : null,
      channel,
      doNotDisturb,
    };
    setBusy(true);
    const result = await lowPriceReminders.add.call(body, { quiet: true });
    setBusy(false);
    if (result.ok) {
      pushToast('message', t('added'));
      setTried(false);
      setPriceText('');
      onAdded(result.data);
      return;
    }
    pushToast('error', t('addFailed'));
    const fieldErrors = Object.entries(result.fieldErrors ?? {}).filter(([, key]) => ERROR_KEYS.has(key));
    if (fieldErrors.length) setServerErrors(Object.fromEntries(fieldErrors) as typeof serverErrors);
    else setFormError(result.msg);
  }

  const fieldId = (f: ReminderField) => `${id}-${f}`;
  const timeSelect = (field: 'earliestTime' | 'latestTime', value: string, set: (v: string) => void) => (
    <Field id={fieldId(field)} label={t(field)} error={error(field)} describedBy={`${id}-time-hint`}>
      {(control, invalid) => (
        <select
          {...control}
          value={value}
          onChange={(e) => changed(set)(e.target.value)}
          className={fieldControlClass(invalid, 'w-full')}
        >
          {REMINDER_TIME_OPTIONS.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
  const cityField = (field: 'dep' | 'arr', label: string, value: CityOption | null, set: (c: CityOption) => void) => {
    const message = error(field);
    const errorId = `${fieldId(field)}-error`;
    return (
      <div className="min-w-0">
        {renderCity({
          id: fieldId(field),
          label,
          value,
          onChange: changed(set),
          invalid: !!message,
          describedBy: message ? errorId : undefined,
        })}
        <FieldError id={errorId} error={message} />
      </div>
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="lpr-form" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
        {t('formHeading')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        {cityField('dep', t('origin'), dep, setDep)}
        {cityField('arr', t('destination'), arr, setArr)}
      </div>
      <p id={`${id}-time-hint`} className="text-xs text-slate-600">
        {t('timeHint')}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {timeSelect('earliestTime', earliestTime, setEarliest)}
        {timeSelect('latestTime', latestTime, setLatest)}
      </div>
      <p id={`${id}-date-hint`} className="text-xs text-slate-600">
        {t('dateHint', { last: lastDate })}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id={fieldId('startDate')}
          label={t('startDate')}
          error={error('startDate')}
          describedBy={`${id}-date-hint`}
        >
          {(control, invalid) => (
            <input
              {...control}
              type="date"
              min={today}
              max={lastDate}
              value={startDate}
              onChange={(e) => changed(setStart)(e.target.value)}
              className={fieldControlClass(invalid, 'w-full')}
            />
          )}
        </Field>
        <Field id={fieldId('endDate')} label={t('endDate')} error={error('endDate')} describedBy={`${id}-date-hint`}>
          {(control, invalid) => (
            <input
              {...control}
              type="date"
              min={startDate && startDate >= today ? plusDays(startDate, 1) : plusDays(today, 1)}
              max={lastDate}
              value={endDate}
              onChange={(e) => changed(setEnd)(e.target.value)}
              className={fieldControlClass(invalid, 'w-full')}
            />
          )}
        </Field>
      </div>

      <fieldset className="space-y-3">
        <legend className="mb-1 text-sm font-medium text-slate-800">{t('ruleLegend')}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {(['PRICE', 'DISCOUNT'] as const).map((m) => (
            <label key={m} className="inline-flex min-h-6 items-center gap-2 text-slate-800">
              <input
                type="radio"
                name={`${id}-mode`}
                value={m}
                checked={mode === m}
                onChange={() => changed(setMode)(m)}
                className="h-5 w-5"
              />
              {m === 'PRICE' ? t('rulePrice') : t('ruleDiscount')}
            </label>
          ))}
        </div>
        {mode === 'PRICE' ? (
          <Field id={fieldId('priceThreshold')} label={t('priceLabel')} error={error('priceThreshold')}>
            {(control, invalid) => (
              <input
                {...control}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                maxLength={String(PRICE_MAX_YUAN).length}
                value={priceText}
                onChange={(e) => changed(setPriceText)(e.target.value.replace(/[^\d]/g, ''))}
                className={fieldControlClass(invalid, 'w-full sm:w-48')}
              />
            )}
          </Field>
        ) : (
          <Field
            id={fieldId('discountTenths')}
            label={t('discountLabel')}
            error={error('discountTenths')}
            hint={t('discountHint', { tenths: discountTenths, percent: discountTenths * 10 })}
          >
            {(control, invalid) => (
              <select
                {...control}
                value={discountTenths}
                onChange={(e) => changed(setDiscount)(Number(e.target.value))}
                className={fieldControlClass(invalid, 'w-full sm:w-48')}
              >
                {DISCOUNT_OPTIONS.map((n) => (
                  <option key={n} value={n}>
                    {t('discountOption', { tenths: n, off: 100 - n * 10 })}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        <PriceNow state={price} />
      </fieldset>

      <fieldset aria-describedby={error('channel') ? `${fieldId('channel')}-error` : undefined}>
        <legend className="mb-1 text-sm font-medium text-slate-800">{t('channelLegend')}</legend>
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-x-6">
          {(['SMS', 'EMAIL'] as const).map((c) => {
            const target = channels[c];
            return (
              <label key={c} className="inline-flex min-h-6 items-center gap-2 text-slate-800">
                <input
                  type="radio"
                  name={`${id}-channel`}
                  value={c}
                  id={c === 'SMS' ? fieldId('channel') : undefined}
                  checked={channel === c}
                  disabled={!target}
                  onChange={() => changed(setChannel)(c)}
                  className="h-5 w-5 shrink-0"
                />
                {/* A long address wraps between words, and inside one only when it alone is wider than the line. */}
                <span className="min-w-0 break-words">
                  {t(c === 'SMS' ? 'channelSms' : 'channelEmail', { target: target ?? t('channelUnbound') })}
                </span>
              </label>
            );
          })}
        </div>
        <FieldError id={`${fieldId('channel')}-error`} error={error('channel')} />
      </fieldset>

      <label className="inline-flex min-h-6 items-center gap-2 text-slate-800">
        <input
          type="checkbox"
          checked={doNotDisturb}
          onChange={(e) => setDoNotDisturb(e.target.checked)}
          className="h-5 w-5 shrink-0"
          data-testid="lpr-dnd"
        />
        {t('doNotDisturb')}
      </label>

      {formError && (
        <p role="alert" className="text-sm text-red-700">
          {formError}
        </p>
      )}
      {atLimit && <p className="text-sm text-slate-700">{t('atLimit', { max })}</p>}
      <Button type="submit" busy={busy} disabled={atLimit} data-testid="lpr-submit">
        {t('submit')}
      </Button>
    </form>
  );
}

/** The lowest fare now of the window (or why it is not shown), announced as it changes. */
function PriceNow({ state }: { state: PriceState }) {
  const t = useTranslations('LowPriceRemind');
  let text = '';
  if (state.kind === 'loading') text = t('priceLoading');
  if (state.kind === 'failed') text = t('priceFailed');
  const ok = state.kind === 'ok' ? state.price : null;
  return (
    <div role="status" className="text-sm" data-testid="lpr-price" data-state={state.kind}>
      {text && <p className={state.kind === 'failed' ? 'text-red-700' : 'text-slate-600'}>{text}</p>}
      {ok &&
        (ok.lowest ? (
          <p className="text-slate-800" data-testid="lpr-lowest" data-total={ok.lowest.total}>
            {t('lowestNow', {
              price: yuanOf(ok.lowest.total),
              flightNo: ok.lowest.flightNo,
              date: ok.lowest.flightDate,
              time: ok.lowest.depTime,
            })}
          </p>
        ) : (
          <p className="text-slate-700">{t('noFlights')}</p>
        ))}
      {ok?.fullFare != null && <p className="text-slate-600">{t('fullFare', { price: yuanOf(ok.fullFare) })}</p>}
    </div>
  );
}
