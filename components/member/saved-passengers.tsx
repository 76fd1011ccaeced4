'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import * as memberPassengers from '@/lib/bff-client/member-passengers';
import { ResultCode, type SavedPassenger } from '@/lib/contract';
import { AIRLINE_TIME_ZONE, dateInZone } from '@/lib/domain/airline-time';
import { canSaveAnother } from '@/lib/domain/saved-passenger-rules';
import type { SavedPassengerForm as FormValues } from '@/lib/schemas/member-passengers';
import { ListFeedback } from './list-feedback';
import { SavedPassengerForm, type Option } from './saved-passenger-form';
import { SavedPassengerRow } from './saved-passenger-row';

type Props = {
  passengers: SavedPassenger[];
  max: number;
  today: string;
  nowMs: number;
  certificates: Option[];
  nationalities: Option[];
};

type Editing = { kind: 'add' } | { kind: 'edit'; passenger: SavedPassenger } | null;
type Confirming = { kind: 'one' | 'batch'; ids: string[]; label: string } | null;

/** The name a member knows the passenger by: the Chinese name, else SURNAME/GIVEN. */
export function passengerLabel(p: SavedPassenger): string {
  return p.name?.trim() || [p.surname, p.givenName].filter(Boolean).join('/');
}

/**
 * The member's saved passengers (spec §2 /member/passengers): the list the page rendered, 'n of max', add
 * and edit in an inline panel, delete with a confirmation, and batch delete of the checked ones. Each change
 * refreshes the page's server-rendered list, which the booking funnel's picker reads too.
 */
export function SavedPassengers({ passengers, max, today, nowMs, certificates, nationalities }: Props) {
  const t = useTranslations('MemberPassengers');
  const router = useRouter();
  const [editing, setEditing] = useState<Editing>(null);
  const [checked, setSelected] = useState<string[]>([]);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [alert, setAlert] = useState('');
  const addButton = useRef<HTMLButtonElement>(null);

  // Checked ids that are no longer in the list (deleted meanwhile) do not count.
  const selected = checked.filter((id) => passengers.some((p) => p.passengerId === id));

  const certificateName = (type: string) => certificates.find((c) => c.value === type)?.name ?? type;
  const lockedUntil = (p: SavedPassenger) =>
    p.nextDocumentChangeAt && Date.parse(p.nextDocumentChangeAt) > nowMs
      ? dateInZone(p.nextDocumentChangeAt, AIRLINE_TIME_ZONE)
      : null;

  function startAdd() {
    setStatus('');
    setConfirming(null);
    if (!canSaveAnother(passengers.length)) {
      setAlert(t('limitReached', { max }));
      return;
    }
    setAlert('');
    setEditing({ kind: 'add' });
  }

  function closeForm() {
    setEditing(null);
    addButton.current?.focus();
  }

  async function save(values: FormValues) {
    const result =
      editing?.kind === 'edit'
        ? await memberPassengers.updatePassenger.call(
            { ...values, passengerId: editing.passenger.passengerId },
            { quiet: true },
          )
        : await memberPassengers.addPassenger.call(values, { quiet: true });
    if (!result.ok) {
      if (result.code === ResultCode.DOCUMENT_CHANGE_LIMIT || result.code === ResultCode.SAVED_PASSENGER_DUPLICATE) {
        if (result.code === ResultCode.DOCUMENT_CHANGE_LIMIT) router.refresh();
        return { fields: { certificateNumber: result.msg }, form: result.msg };
      }
      if (result.fieldErrors) return { fields: localizeFieldErrors(result.fieldErrors), form: t('fixFields') };
      return { form: result.msg };
    }
    setStatus(editing?.kind === 'edit' ? t('saved') : t('added'));
    setEditing(null);
    router.refresh();
    addButton.current?.focus();
    return null;
  }

  const rules = useTranslations('BookingRules');
  function localizeFieldErrors(errors: Record<string, string>) {
    return Object.fromEntries(
      Object.entries(errors).map(([field, key]) => {
        const own = `rules.${key}` as Parameters<typeof t>[0];
        if (t.has(own)) return [field, t(own)];
        const booking = key as Parameters<typeof rules>[0];
        return [field, rules.has(booking) ? rules(booking) : rules('fallback')];
      }),
    );
  }

  function askBatchDelete() {
    setStatus('');
    if (selected.length === 0) {
      setAlert(t('selectBeforeBatchDelete'));
      return;
    }
    setAlert('');
    setConfirming({ kind: 'batch', ids: selected, label: t('confirmBatchDelete', { n: selected.length }) });
  }

  async function remove() {
    if (!confirming) return;
    setBusy(true);
    const result =
      confirming.kind === 'one'
        ? await memberPassengers.deletePassenger.call({ passengerId: confirming.ids[0]! }, { quiet: true })
        : await memberPassengers.batchDeletePassengers.call({ passengerIds: confirming.ids }, { quiet: true });
    setBusy(false);
    setConfirming(null);
    if (!result.ok) {
      setAlert(result.msg);
      router.refresh();
      return;
    }
    setAlert('');
    setStatus(t('deleted', { n: result.data.deleted }));
    router.refresh();
    addButton.current?.focus();
  }

  const toggle = (id: string, on: boolean) => setSelected((s) => (on ? [...s, id] : s.filter((x) => x !== id)));
  const editingPassenger = editing?.kind === 'edit' ? editing.passenger : null;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-700">{t('count', { n: passengers.length, max })}</p>
        <div className="flex flex-wrap gap-2">
          <Button ref={addButton} onClick={startAdd} aria-expanded={editing?.kind === 'add'}>
            {t('add')}
          </Button>
          <Button variant="secondary" onClick={askBatchDelete} disabled={passengers.length === 0}>
            {t('deleteSelected', { n: selected.length })}
          </Button>
        </div>
      </div>
      <p className="text-sm text-slate-700">{t('documentRule')}</p>
      <ListFeedback
        status={status}
        alert={alert}
        confirm={
          confirming && {
            question: confirming.label,
            confirmLabel: t('confirmDelete'),
            keepLabel: t('keep'),
            busy,
            onConfirm: remove,
            onKeep: () => setConfirming(null),
          }
        }
      />
      {editing && (
        <SavedPassengerForm
          key={editingPassenger?.passengerId ?? 'new'}
          passenger={editingPassenger}
          today={today}
          certificates={certificates}
          nationalities={nationalities}
          documentLockedUntil={editingPassenger ? lockedUntil(editingPassenger) : null}
          onSave={save}
          onCancel={closeForm}
        />
      )}
      {passengers.length === 0 ? (
        <p className="rounded-md bg-slate-50 p-4 text-slate-800">{t('empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-200" aria-label={t('listLabel')}>
          {passengers.map((p) => {
            const label = passengerLabel(p);
            return (
              <SavedPassengerRow
                key={p.passengerId}
                passenger={p}
                label={label}
                certificateName={certificateName(p.certificateType)}
                lockedUntil={lockedUntil(p)}
                today={today}
                selected={selected.includes(p.passengerId)}
                onToggle={(on) => toggle(p.passengerId, on)}
                onEdit={() => {
                  setStatus('');
                  setAlert('');
                  setConfirming(null);
                  setEditing({ kind: 'edit', passenger: p });
                }}
                onDelete={() => {
                  setStatus('');
                  setAlert('');
                  setConfirming({ kind: 'one', ids: [p.passengerId], label: t('confirmDeleteOne', { name: label }) });
                }}
              />
            );
          })}
        </ul>
      )}
    </div>
  );
}
