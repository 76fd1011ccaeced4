/**
 * The price line of one day of a 7-day price strip, and the 'lowest' badge under it (the results page's strip and
 * the date change's). Both are for the eye: the day's button says the same in its label. `lowest` colours the price
 * unless the day is the selected one; the badge shows when `badge` is given.
 */
export function StripDayPrice({
  text,
  lowest,
  selected,
  badge,
}: {
  text: string;
  lowest: boolean;
  selected: boolean;
  badge: string | null;
}) {
  return (
    <>
      <span className={`font-semibold ${lowest && !selected ? 'text-accent-700' : ''}`} aria-hidden="true">
        {text}
      </span>
      {badge && (
        <span
          aria-hidden="true"
          className={`rounded px-1 text-xs ${selected ? 'bg-white text-brand-800' : 'bg-accent-700 text-white'}`}
        >
          {badge}
        </span>
      )}
    </>
  );
}
