'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import type { SavedPassenger } from '@/lib/contract';
import { SpecialDocumentsControl } from './special-documents';

type Props = {
  passenger: SavedPassenger;
  /** The name a member knows the passenger by. */
  label: string;
  certificateName: string;
  /** When the document may change again (YYYY-MM-DD), if not yet. */
  lockedUntil: string | null;
  today: string;
  selected: boolean;
  onToggle: (on: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
};

/** A document number shown in the list: its first 3 and last 4 characters. */
function maskedNumber(n: string): string {
  return n.length <= 7 ? n : `${n.slice(0, 3)}${'*'.repeat(n.length - 7)}${n.slice(-4)}`;
}

/** One saved passenger of the list: its box for batch delete, name, type and masked document, Edit and Delete. */
export function SavedPassengerRow(props: Props) {
  const { passenger: p, label, certificateName, lockedUntil, today, selected, onToggle, onEdit, onDelete } = props;
  const t = useTranslations('MemberPassengers');
  return (
    <li className="flex flex-wrap items-start gap-3 py-3">
      <input
        type="checkbox"
        id={`sp-${p.passengerId}`}
        className="mt-1 h-6 w-6 shrink-0"
        checked={selected}
        onChange={(e) => onToggle(e.target.checked)}
        aria-label={t('select', { name: label })}
      />
      <div className="min-w-0 flex-1 basis-40 text-sm">
        <p className="font-medium break-words text-slate-900">
          {label} <span className="font-normal text-slate-700">({t(`type.${p.type}`)})</span>
        </p>
        <p className="break-words text-slate-700">
          {certificateName} {maskedNumber(p.certificateNumber)}
        </p>
        {lockedUntil && <p className="text-slate-700">{t('documentLockedUntil', { date: lockedUntil })}</p>}
      </div>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" aria-label={t('editNamed', { name: label })} onClick={onEdit}>
          {t('edit')}
        </Button>
        <Button variant="secondary" size="sm" aria-label={t('deleteNamed', { name: label })} onClick={onDelete}>
          {t('delete')}
        </Button>
      </div>
      <SpecialDocumentsControl passengerId={p.passengerId} name={label} today={today} />
    </li>
  );
}
