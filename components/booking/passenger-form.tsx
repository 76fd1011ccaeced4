'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import * as account from '@/lib/bff-client/account';
import * as booking from '@/lib/bff-client/booking';
import { useBffQuery } from '@/lib/bff-client/query/use-bff-query';
import type { SavedPassenger } from '@/lib/contract/saved-passengers';
import { useRouter } from '@/lib/i18n/navigation';
import { newDraft, type BookingDraft } from './draft-store';
import { tripFacts, tripSlots, type FunnelTrip } from './funnel-trip';
import { PassengerCard, type CertificateOption } from './passenger-card';
import { ContactCard } from './contact-card';
import { memberContact } from './member-contact';
import { passengerErrorSummary } from './passenger-error-summary';
import { hasIssues, passengerFormIssues } from './passenger-form-rules';
import { issuesToErrors, type PassengerFormValues } from './passenger-form-values';
import { PassengerSummary } from './passenger-summary';
import { RunningTotalBar } from './running-total-bar';
import { SavedPassengerPicker } from './saved-passenger-picker';
import { savedPassengersKey } from '@/lib/domain/search-messages';
import { storeDraft, useDraft } from './use-draft';
import { applyServerErrors } from './server-errors';

type Props = { search: string; trip: FunnelTrip; certificates: CertificateOption[]; isMember: boolean };

/** /book/pmsg: passengers and contact, checked field by field with the shared rules, kept in the draft. */
export function PassengerForm(props: Props) {
  const slots = tripSlots(props.trip);
  const stored = useDraft(props.search, slots);
  // The draft the form started from, decided once: the server and the first paint show a fresh form (the
  // draft lives in the tab's sessionStorage), so the page has its full height at once and nothing below it
  // moves; a stored draft (Back, reload) then replaces it once, by key. Later saves do not remount the form.
  const [started, setStarted] = useState<BookingDraft | null | undefined>(undefined);
  if (started === undefined && stored !== undefined) setStarted(stored);
  const fallback = props.certificates[0]?.typeId ?? 'PP';
  const draft = started ?? newDraft(slots, fallback, '');
  return <PassengerFormBody key={started ? 'stored' : 'new'} {...props} draft={draft} />;
}

function PassengerFormBody({ search, trip, certificates, isMember, draft }: Props & { draft: BookingDraft }) {
  const t = useTranslations('BookingFunnel');
  const tSearch = useTranslations('SearchMessages');
  const router = useRouter();
  const facts = useMemo(() => tripFacts(trip), [trip]);
  const resolver: Resolver<PassengerFormValues> = async (values) => {
    const issues = passengerFormIssues(values.passengers, values.contact, facts);
    return hasIssues(issues) ? { values: {}, errors: issuesToErrors(issues) } : { values, errors: {} };
  };
  const form = useForm<PassengerFormValues>({
    defaultValues: { passengers: draft.passengers, contact: draft.contact },
    resolver,
    mode: 'onTouched',
    // A failed submit focuses the summary of problems, which links to each field.
    shouldFocusError: false,
  });
  const { register, handleSubmit, subscribe, control, setValue, setError, formState } = form;

  useEffect(() => {
    if (draft.serverErrors) applyServerErrors(draft.serverErrors, setError);
    // Only the errors the draft arrived with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        storeDraft(search, { ...draft, passengers: values.passengers, contact: values.contact }, false);
      },
    });
  }, [subscribe, search, draft]);

  const saved = useBffQuery(booking.savedPassengers, undefined, { enabled: isMember }).data?.list;
  // A member's contact starts from their account, once it has loaded, unless the traveller has begun one.
  const me = useBffQuery(account.me, undefined, { enabled: isMember }).data;
  useEffect(() => {
    const filled = me && memberContact(me, form.getValues('contact'));
    if (filled) setValue('contact', filled, { shouldDirty: true });
  }, [me, form, setValue]);

  const passengers = useWatch({ control, name: 'passengers' });
  const adults = passengers
    .map((p, index) => ({ p, index }))
    .filter(({ p }) => p.type === 'ADT')
    .map(({ p, index }) => ({
      index,
      label: p.name.trim() || [p.surname, p.givenName].filter(Boolean).join('/') || t('adultN', { n: index + 1 }),
    }));
  const ordinal = (i: number) => passengers.slice(0, i + 1).filter((p) => p.type === passengers[i]!.type).length;

  const pick = (index: number, s: SavedPassenger) => {
    const set = (field: keyof PassengerFormValues['passengers'][number], value: string) =>
      setValue(`passengers.${index}.${field}`, value as never, { shouldDirty: true });
    set('name', s.name ?? '');
    set('surname', s.surname ?? '');
    set('givenName', s.givenName ?? '');
    set('gender', s.gender);
    set('birthday', s.birthday);
    set('nationality', s.nationality);
    set('certificateType', s.certificateType);
    set('certificateNumber', s.certificateNumber);
    set('certificateValidity', s.certificateValidity ?? '');
  };

  const summaryRef = useRef<HTMLDivElement>(null);
  const { submitCount } = formState;
  useEffect(() => {
    if (submitCount > 0) summaryRef.current?.focus();
  }, [submitCount]);

  const onSubmit = handleSubmit((values) => {
    storeDraft(search, { ...draft, passengers: values.passengers, contact: values.contact, serverErrors: undefined });
    router.push(`/book/otherbuy?${search}`);
  });

  // After a submit (or with the server's refusals the draft came back with), what stops the form.
  const showSummary = submitCount > 0 || Boolean(draft.serverErrors);
  const entries = showSummary ? passengerErrorSummary(formState.errors, passengers) : [];
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <PassengerSummary ref={summaryRef} entries={entries} passengers={passengers} />
      {isMember && savedPassengersKey(saved) && (
        <p className="text-sm text-slate-700">{tSearch(savedPassengersKey(saved)!)}</p>
      )}
      {passengers.map((p, index) => (
        <PassengerCard
          key={index}
          index={index}
          passenger={p}
          ordinal={ordinal(index)}
          register={register}
          errors={formState.errors.passengers}
          certificates={certificates}
          adults={adults}
          isMember={isMember}
          picker={
            isMember && saved ? (
              <SavedPassengerPicker id={`p${index}-saved`} type={p.type} saved={saved} onPick={(s) => pick(index, s)} />
            ) : null
          }
        />
      ))}
      <ContactCard register={register} errors={formState.errors.contact} />
      <RunningTotalBar trip={trip}>
        <Button type="submit" variant="accent" size="lg">
          {t('continueToServices')}
        </Button>
      </RunningTotalBar>
    </form>
  );
}
