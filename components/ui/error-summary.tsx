import type { Ref } from 'react';

/** One problem: its words and the id of the field it is about; `key` tells it from the others. */
export type ErrorSummaryItem = { key: string; fieldId: string; text: string };

/**
 * What stops a form, above it: how many problems (`heading`), then each as a link to its field. The page focuses it
 * (through `ref`) when a submit fails. A link focuses its field; with `scroll`, a long form first brings the field to
 * the middle of the view.
 */
export function ErrorSummary({
  heading,
  items,
  ref,
  itemClassName,
  scroll = false,
}: {
  heading: string;
  items: readonly ErrorSummaryItem[];
  ref: Ref<HTMLDivElement>;
  itemClassName?: string;
  scroll?: boolean;
}) {
  if (items.length === 0) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      className="rounded-md border border-red-700 bg-red-50 p-3 text-sm text-red-800"
    >
      <p className="font-medium">{heading}</p>
      <ul className="mt-1 list-disc pl-5">
        {items.map((item) => (
          <li key={item.key} className={itemClassName}>
            <a
              href={`#${item.fieldId}`}
              className="underline"
              onClick={(event) => {
                event.preventDefault();
                const field = document.getElementById(item.fieldId);
                if (!scroll) return field?.focus();
                field?.scrollIntoView({ block: 'center' });
                field?.focus({ preventScroll: true });
              }}
            >
              {item.text}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
