/**
 * A button that moves a view one step (the price strip's week, the calendar's month): an arrow drawn, and its label
 * said by assistive technology and shown as a tooltip. `className` gives its look.
 */
export function ArrowButton({
  label,
  disabled,
  onClick,
  arrow,
  className,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  arrow: string;
  className: string;
}) {
  return (
    <button type="button" onClick={onClick} disabled={disabled} aria-label={label} title={label} className={className}>
      <span aria-hidden="true">{arrow}</span>
    </button>
  );
}
