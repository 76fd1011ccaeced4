'use client';

import { useTranslations } from 'next-intl';
import {
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type InputHTMLAttributes,
  type SelectHTMLAttributes,
} from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field, fieldControlClass } from '@/components/ui/field';
import { PhoneField } from '@/components/ui/phone-field';
import { TextField } from '@/components/ui/text-field';
import * as serviceRequests from '@/lib/bff-client/service-requests';
import {
  SPECIAL_BAGGAGE_TYPES,
  WHEELCHAIR_TYPES,
  type ServiceRequest,
  type ServiceRequestInput,
  type ServiceRequestKind,
  type ServiceRequestSegment,
} from '@/lib/contract/service-requests';
import {
  BAGGAGE_DIMENSION_MAX_CM,
  BAGGAGE_PURPOSE_MAX,
  COMPANION_NAME_MAX,
  OVERSIZE_SIDE_CM,
  isOversize,
  validateSpecialBaggage,
  validateWheelchair,
  type SpecialBaggageType,
  type WheelchairType,
} from '@/lib/domain/service-request-rules';
import { formatAirportTime } from '@/lib/i18n/format';
import { ServiceRequestList } from './service-request-list';

type Props = {
  kind: ServiceRequestKind;
  orderNo: string;
  segments: ServiceRequestSegment[];
  requests: ServiceRequest[];
  locale: string;
};

type Fields = {
  wheelchairType: WheelchairType | '';
  companionName: string;
  companionAreaCode: string;
  companionMobile: string;
  atArrival: boolean;
  baggageType: SpecialBaggageType | '';
  lengthCm: string;
  widthCm: string;
  heightCm: string;
  purpose: string;
};

const EMPTY: Fields = {
  wheelchairType: '',
  companionName: '',
  companionAreaCode: '86',
  companionMobile: '',
  atArrival: false,
  baggageType: '',
  lengthCm: '',
  widthCm: '',
  heightCm: '',
  purpose: '',
};

/** The fields of each kind, in the page's order: the first refused one takes the focus. */
const ORDER: Record<ServiceRequestKind, string[]> = {
  WHEELCHAIR: ['passengerId', 'wheelchairType', 'companionName', 'companionAreaCode', 'companionMobile'],
  SPECIAL_BAGGAGE: ['passengerId', 'baggageType', 'lengthCm', 'widthCm', 'heightCm', 'purpose'],
};

/** Error keys the page has words for (ServiceRequest.errors); another server key shows the form's line. */
const ERROR_KEY_LIST = [
  'passengerRequired',
  'wheelchairTypeRequired',
  'companionNameRequired',
  'companionNameLength',
  'companionNameInvalid',
  'companionPhoneRequired',
  'companionPhoneInvalid',
  'areaCodeInvalid',
  'baggageTypeRequired',
  'dimensionRequired',
  'dimensionInteger',
  'dimensionTooSmall',
  'dimensionTooLarge',
  'purposeRequired',
  'purposeTooLong',
] as const;
type ErrorKey = (typeof ERROR_KEY_LIST)[number];
const ERROR_KEYS = new Set<string>(ERROR_KEY_LIST);

const firstOpenSegment = (segments: ServiceRequestSegment[], kind: ServiceRequestKind) =>
  (segments.find((s) => s.passengers.some((p) => p.blocks[kind] === null)) ?? segments[0])?.segmentIndex ?? 0;

/**
 * The wheelchair form (/ancillary/specialService) or the special baggage form (/ancillary/specialBag) of one order
 * (issue 15 §2, §5; spec §3, §5 Services, §8, §9; decision 29): the flight, the passenger (those who cannot ask are
 * shown with the reason and cannot be chosen), then the kind's fields, checked by lib/domain/service-request-rules
 * beside each field before anything is sent ('select wheelchair type first'; dimensions whole centimetres below
 * 150; an item over 1 metre on a side is oversize). A refusal keeps everything typed. Once submitted, the
 * confirmation says the result comes by SMS, and the order's requests below show it with its status.
 */
export function ServiceRequestForm({ kind, orderNo, segments: initialSegments, requests: initial, locale }: Props) {
  const t = useTranslations('ServiceRequest');
  const [segments, setSegments] = useState(initialSegments);
  const [requests, setRequests] = useState(initial);
  const [segmentIndex, setSegmentIndex] = useState(() => firstOpenSegment(initialSegments, kind));
  const segment = segments.find((s) => s.segmentIndex === segmentIndex) ?? segments[0];
  const eligible = segment?.passengers.filter((p) => p.blocks[kind] === null) ?? [];
  const [passengerId, setPassengerId] = useState(() => (eligible.length === 1 ? eligible[0]!.passengerId : ''));
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const idp = `sr-${kind.toLowerCase()}`;

  const set = <K extends keyof Fields>(key: K, value: Fields[K]) => {
    setFields((f) => ({ ...f, [key]: value }));
    setErrors((e) => {
      if (!e[key]) return e;
      const { [key]: _, ...rest } = e;
      return rest;
    });
    setDone('');
  };

  const focusFirst = (found: Record<string, string>) => {
    const first = ORDER[kind].find((f) => found[f]);
    if (!first) return;
    const el = formRef.current?.querySelector<HTMLElement>(`[data-field="${first}"]`);
    el?.focus();
  };

  async function reload() {
    const [opts, list] = await Promise.all([
      serviceRequests.options.call({ orderNo }, { quiet: true }),
      serviceRequests.list.call({ orderNo }, { quiet: true }),
    ]);
    if (opts.ok) setSegments(opts.data.segments);
    if (list.ok) setRequests(list.data.list);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError('');
    setDone('');
    const found: Record<string, string> = {};
    if (!passengerId) found.passengerId = 'passengerRequired';
    const issues: Record<string, string> =
      kind === 'WHEELCHAIR'
        ? { ...validateWheelchair(fields) }
        : {
            ...validateSpecialBaggage({
              baggageType: fields.baggageType,
              lengthCm: fields.lengthCm,
              widthCm: fields.widthCm,
              heightCm: fields.heightCm,
              purpose: fields.purpose,
            }),
          };
    Object.assign(found, issues);
    setErrors(found);
    if (Object.keys(found).length) {
      focusFirst(found);
      return;
    }
    const request: ServiceRequestInput =
      kind === 'WHEELCHAIR'
        ? {
            kind,
            wheelchairType: fields.wheelchairType as WheelchairType,
            companionName: fields.companionName.trim(),
            companionAreaCode: fields.companionAreaCode,
            companionMobile: fields.companionMobile.trim(),
            atArrival: fields.atArrival,
          }
        : {
            kind,
            baggageType: fields.baggageType as SpecialBaggageType,
            lengthCm: Number(fields.lengthCm.trim()),
            widthCm: Number(fields.widthCm.trim()),
            heightCm: Number(fields.heightCm.trim()),
            purpose: fields.purpose.trim(),
          };
    setBusy(true);
    const result = await serviceRequests.submit.call(
      { orderNo, segmentIndex: segment?.segmentIndex ?? 0, passengerId, request },
      { quiet: true },
    );
    setBusy(false);
    if (result.ok) {
      setFields(EMPTY);
      setPassengerId('');
      setDone(t(`submitted.${kind}`));
      setRequests((list) => [result.data, ...list.filter((r) => r.requestNo !== result.data.requestNo)]);
      void reload();
      return;
    }
    const fieldErrors = Object.entries(result.fieldErrors ?? {}).filter(([, key]) => ERROR_KEYS.has(key));
    if (fieldErrors.length) {
      const next = Object.fromEntries(fieldErrors);
      setErrors(next);
      focusFirst(next);
    } else setFormError(result.msg);
  }

  const err = (key: string) => (errors[key] ? t(`errors.${errors[key] as ErrorKey}`) : undefined);
  const sides = [fields.lengthCm, fields.widthCm, fields.heightCm].map((v) => Number(v.trim()));
  const oversize =
    kind === 'SPECIAL_BAGGAGE' &&
    sides.every(
      (n, i) => [fields.lengthCm, fields.widthCm, fields.heightCm][i]!.trim() !== '' && Number.isInteger(n),
    ) &&
    sides.every((n) => n <= BAGGAGE_DIMENSION_MAX_CM) &&
    isOversize(sides);
  const radio = 'h-5 w-5 shrink-0 accent-brand-700';
  const choice =
    'flex min-h-10 cursor-pointer items-start gap-2 rounded-md border border-slate-300 p-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50';
  const legend = 'mb-2 text-sm font-medium text-slate-800';

  return (
    <div className="space-y-6">
      <Card as="section" aria-labelledby={`${idp}-heading`} className="min-w-0 space-y-4">
        <h2 id={`${idp}-heading`} className="text-lg font-semibold text-slate-900">
          {t(`formHeading.${kind}`)}
        </h2>
        {segments.length === 0 ? (
          <p className="text-slate-700">{t('noFlights')}</p>
        ) : (
          <form
            ref={formRef}
            noValidate
            onSubmit={onSubmit}
            className="min-w-0 space-y-5"
            data-testid="service-request-form"
          >
            <fieldset className="min-w-0">
              <legend className={legend}>{t('segmentLegend')}</legend>
              <div className="space-y-2">
                {segments.map((s) => (
                  <label key={s.segmentIndex} className={choice}>
                    <input
                      type="radio"
                      name={`${idp}-segment`}
                      className={`${radio} mt-0.5`}
                      checked={s.segmentIndex === segment?.segmentIndex}
                      onChange={() => {
                        setSegmentIndex(s.segmentIndex);
                        const open = s.passengers.filter((p) => p.blocks[kind] === null);
                        setPassengerId(open.length === 1 ? open[0]!.passengerId : '');
                        setDone('');
                      }}
                    />
                    <span className="min-w-0 text-sm text-slate-900">
                      <span className="block font-semibold">
                        {t('flightLine', { flightNo: s.flightNo, dep: s.depCityName, arr: s.arrCityName })}
                      </span>
                      <span className="block text-slate-700">
                        {t('departs', { time: formatAirportTime(s.depTime, s.depTimeZone, locale) })}
                      </span>
                      <span className="block text-slate-700">
                        {t('requestEnds', { time: formatAirportTime(s.requestEndsAt, s.depTimeZone, locale) })}
                      </span>
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>

            <fieldset className="min-w-0" aria-describedby={errors.passengerId ? `${idp}-passenger-error` : undefined}>
              <legend className={legend}>{t('passengerLegend')}</legend>
              <div className="space-y-2">
                {segment?.passengers.map((p, i) => {
                  const block = p.blocks[kind];
                  return (
                    <label
                      key={p.passengerId}
                      className={`${choice} ${block ? 'cursor-not-allowed bg-slate-50' : ''}`}
                      data-testid="service-request-passenger"
                      data-passenger-id={p.passengerId}
                    >
                      <input
                        type="radio"
                        name={`${idp}-passenger`}
                        className={`${radio} mt-0.5`}
                        disabled={block !== null}
                        checked={passengerId === p.passengerId}
                        data-field={i === 0 ? 'passengerId' : undefined}
                        aria-describedby={block ? `${idp}-block-${p.passengerId}` : undefined}
                        onChange={() => {
                          setPassengerId(p.passengerId);
                          setErrors(({ passengerId: _, ...rest }) => rest);
                          setDone('');
                        }}
                      />
                      <span className="min-w-0 text-sm">
                        <span className="block font-semibold break-words text-slate-900">
                          {p.name} · {t(`passengerType.${p.type}`)}
                        </span>
                        {block && (
                          <span id={`${idp}-block-${p.passengerId}`} className="block text-slate-700">
                            {t(`block.${block}`)}
                          </span>
                        )}
                      </span>
                    </label>
                  );
                })}
              </div>
              {errors.passengerId && (
                <p id={`${idp}-passenger-error`} className="mt-1 text-sm text-red-700">
                  {err('passengerId')}
                </p>
              )}
            </fieldset>

            {kind === 'WHEELCHAIR' ? (
              <>
                <fieldset
                  className="min-w-0"
                  aria-describedby={errors.wheelchairType ? `${idp}-type-error` : undefined}
                >
                  <legend className={legend}>{t('wheelchairLegend')}</legend>
                  <div className="space-y-2">
                    {WHEELCHAIR_TYPES.map((type, i) => (
                      <label key={type} className={choice}>
                        <input
                          type="radio"
                          name={`${idp}-type`}
                          value={type}
                          className={`${radio} mt-0.5`}
                          checked={fields.wheelchairType === type}
                          data-field={i === 0 ? 'wheelchairType' : undefined}
                          onChange={() => set('wheelchairType', type)}
                        />
                        <span className="min-w-0 text-sm">
                          <span className="block font-semibold text-slate-900">{t(`wheelchairType.${type}`)}</span>
                          <span className="block text-slate-700">{t(`wheelchairHint.${type}`)}</span>
                        </span>
                      </label>
                    ))}
                  </div>
                  {errors.wheelchairType && (
                    <p id={`${idp}-type-error`} className="mt-1 text-sm text-red-700">
                      {err('wheelchairType')}
                    </p>
                  )}
                </fieldset>
                <TextField
                  id={`${idp}-companion-name`}
                  label={t('companionName')}
                  hint={t('companionNameHint', { max: COMPANION_NAME_MAX })}
                  value={fields.companionName}
                  maxLength={COMPANION_NAME_MAX * 2}
                  autoComplete="off"
                  data-field="companionName"
                  error={err('companionName')}
                  onChange={(e) => set('companionName', e.target.value)}
                />
                <PhoneField
                  id={`${idp}-companion-phone`}
                  label={t('companionPhone')}
                  error={err('companionMobile') ?? err('companionAreaCode')}
                  areaProps={
                    {
                      value: fields.companionAreaCode,
                      onChange: (e: ChangeEvent<HTMLSelectElement>) => set('companionAreaCode', e.target.value),
                      'data-field': 'companionAreaCode',
                    } as SelectHTMLAttributes<HTMLSelectElement>
                  }
                  phoneProps={
                    {
                      value: fields.companionMobile,
                      maxLength: 15,
                      onChange: (e: ChangeEvent<HTMLInputElement>) => set('companionMobile', e.target.value),
                      'data-field': 'companionMobile',
                    } as InputHTMLAttributes<HTMLInputElement>
                  }
                />
                <label className="flex min-h-10 cursor-pointer items-start gap-2 text-sm text-slate-900">
                  <input
                    type="checkbox"
                    className={`${radio} mt-0.5`}
                    checked={fields.atArrival}
                    onChange={(e) => set('atArrival', e.target.checked)}
                  />
                  <span>
                    <span className="block font-medium">{t('atArrival')}</span>
                    <span className="block text-slate-700">{t('atArrivalHint')}</span>
                  </span>
                </label>
              </>
            ) : (
              <>
                <Field id={`${idp}-type`} label={t('baggageTypeLabel')} error={err('baggageType')}>
                  {(control, invalid) => (
                    <select
                      {...control}
                      data-field="baggageType"
                      className={fieldControlClass(invalid, 'w-full')}
                      value={fields.baggageType}
                      onChange={(e) => set('baggageType', e.target.value as SpecialBaggageType | '')}
                    >
                      <option value="">{t('baggageTypeChoose')}</option>
                      {SPECIAL_BAGGAGE_TYPES.map((type) => (
                        <option key={type} value={type}>
                          {t(`baggageType.${type}`)}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
                <fieldset className="min-w-0" aria-describedby={`${idp}-dims-hint`}>
                  <legend className={legend}>{t('dimensionsLegend')}</legend>
                  <p id={`${idp}-dims-hint`} className="mb-2 text-xs text-slate-600">
                    {t('dimensionsHint', { max: BAGGAGE_DIMENSION_MAX_CM, oversize: OVERSIZE_SIDE_CM })}
                  </p>
                  <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
                    {(['lengthCm', 'widthCm', 'heightCm'] as const).map((side) => (
                      <TextField
                        key={side}
                        id={`${idp}-${side}`}
                        label={t(`side.${side}`)}
                        inputMode="numeric"
                        autoComplete="off"
                        maxLength={4}
                        value={fields[side]}
                        data-field={side}
                        error={err(side)}
                        onChange={(e) => set(side, e.target.value)}
                      />
                    ))}
                  </div>
                  {oversize && (
                    <p
                      role="status"
                      className="mt-2 rounded-md bg-amber-50 p-2 text-sm text-amber-900"
                      data-testid="oversize-note"
                    >
                      {t('oversizeNote', { oversize: OVERSIZE_SIDE_CM })}
                    </p>
                  )}
                </fieldset>
                <Field
                  id={`${idp}-purpose`}
                  label={t('purpose')}
                  hint={t('purposeHint', { max: BAGGAGE_PURPOSE_MAX })}
                  error={err('purpose')}
                >
                  {(control, invalid) => (
                    <textarea
                      {...control}
                      data-field="purpose"
                      rows={3}
                      maxLength={BAGGAGE_PURPOSE_MAX * 2}
                      className={fieldControlClass(invalid, 'w-full')}
                      value={fields.purpose}
                      onChange={(e) => set('purpose', e.target.value)}
                    />
                  )}
                </Field>
              </>
            )}

            {formError && (
              <p
                role="alert"
                className="rounded-md bg-red-50 p-3 text-sm text-red-800"
                data-testid="service-request-error"
              >
                {formError}
              </p>
            )}
            <div role="status" aria-live="polite">
              {done && (
                <p className="rounded-md bg-green-50 p-3 text-sm text-green-900" data-testid="service-request-done">
                  {done}
                </p>
              )}
            </div>
            <Button type="submit" busy={busy} data-testid="service-request-submit">
              {t('submit')}
            </Button>
          </form>
        )}
      </Card>

      <Card
        as="section"
        aria-labelledby={`${idp}-list`}
        className="min-w-0 space-y-3"
        data-testid="service-request-list"
      >
        <h2 id={`${idp}-list`} className="text-lg font-semibold text-slate-900">
          {t('list.heading')}
        </h2>
        <ServiceRequestList
          orderNo={orderNo}
          requests={requests}
          locale={locale}
          onChanged={(changed) => {
            setRequests((list) => list.map((r) => (r.requestNo === changed.requestNo ? changed : r)));
            void reload();
          }}
        />
      </Card>
    </div>
  );
}
