import { ConfirmPanel, type ConfirmPanelProps } from '@/components/ui/confirm-panel';

/**
 * What a member centre list says about the last change: its status line (always in the page, so a screen reader
 * hears each new one), an alert when a change failed, and the question before a delete, when one is asked.
 */
export function ListFeedback({
  status,
  alert,
  confirm,
}: {
  status: string;
  alert: string;
  confirm: ConfirmPanelProps | null;
}) {
  return (
    <>
      <div aria-live="polite" role="status" className="text-sm text-green-800">
        {status}
      </div>
      {alert && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {alert}
        </p>
      )}
      {confirm && <ConfirmPanel {...confirm} />}
    </>
  );
}
