/** The "low-fare calendar" button's icon and text, shared by the launcher and the dialog's own trigger. */
export function CalendarTriggerLabel({ text }: { text: string }) {
  return (
    <>
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className="h-4 w-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
      >
        <rect x="3" y="4.5" width="14" height="12" rx="1.5" />
        <path d="M3 8.5h14M7 2.5v4M13 2.5v4" />
      </svg>
      {text}
    </>
  );
}
