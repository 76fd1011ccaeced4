'use client';

import type { CityOption } from '@/lib/domain/city-search';

type Props = {
  id: string;
  option: CityOption;
  variant: 'area' | 'search';
  active: boolean;
  selected: boolean;
  allAirportsLabel: string;
  onPick: () => void;
  onHover: () => void;
};

/** One option of the city listbox: a short name in the area grid, name, code and airport in results. */
export function CityOptionItem({ id, option, variant, active, selected, allAirportsLabel, onPick, onHover }: Props) {
  const tone = active
    ? 'bg-brand-700 text-white'
    : selected
      ? 'bg-brand-50 text-brand-800'
      : 'text-slate-800 hover:bg-slate-100';
  const detail = option.type === 'AREA' ? allAirportsLabel : option.airportName;
  return (
    <li
      id={id}
      role="option"
      aria-selected={selected}
      // The input keeps focus (aria-activedescendant pattern); the click picks.
      onMouseDown={(e) => e.preventDefault()}
      onMouseMove={onHover}
      onClick={onPick}
      className={`cursor-pointer rounded px-2 ${variant === 'area' ? 'truncate py-1.5 text-sm' : 'py-2'} ${tone}`}
    >
      {variant === 'area' ? (
        option.name
      ) : (
        <span className="flex flex-col">
          <span className="flex items-baseline justify-between gap-2">
            <span className="font-medium">{option.name}</span>
            <span className={`text-xs ${active ? 'text-white' : 'text-slate-600'}`}>{option.code}</span>
          </span>
          {detail && <span className={`text-xs ${active ? 'text-brand-50' : 'text-slate-600'}`}>{detail}</span>}
        </span>
      )}
    </li>
  );
}
