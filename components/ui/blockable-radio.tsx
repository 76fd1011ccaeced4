import type { ReactNode, Ref } from 'react';

/**
 * One person of an order as a radio row: selectable, or disabled with why in words (`block`), read with the
 * radio through aria-describedby.
 */
export function BlockableRadio({
  id,
  name,
  value,
  checked,
  onChoose,
  block,
  inputRef,
  testIds,
  children,
}: {
  id: string;
  name: string;
  value: string;
  checked: boolean;
  onChoose: () => void;
  /** Why the person cannot be chosen; none when they can. */
  block: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  testIds: { row?: string; radio?: string; block: string };
  /** What the row says about the person, above the block. */
  children: ReactNode;
}) {
  return (
    <li data-testid={testIds.row}>
      <label
        htmlFor={id}
        className={`flex min-h-6 items-start gap-2 rounded-md border p-3 ${
          block ? 'cursor-not-allowed border-slate-200 bg-slate-50 text-slate-600' : 'cursor-pointer'
        }`}
      >
        <input
          ref={inputRef}
          id={id}
          type="radio"
          name={name}
          value={value}
          className="mt-0.5 h-5 w-5 shrink-0"
          disabled={Boolean(block)}
          checked={checked}
          onChange={onChoose}
          aria-describedby={block ? `${id}-block` : undefined}
          data-testid={testIds.radio}
        />
        <span className="min-w-0 space-y-0.5">
          {children}
          {block && (
            <span id={`${id}-block`} className="block text-sm text-amber-800" data-testid={testIds.block}>
              {block}
            </span>
          )}
        </span>
      </label>
    </li>
  );
}
