'use client';

import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';
import * as flightSearch from '@/lib/bff-client/flight-search';
import { fetchBffQuery, useBffQuery } from '@/lib/bff-client/query/use-bff-query';
import { CITY_PAGE_SIZE, type CityOption } from '@/lib/domain/city-search';
import type { CityAreaTab } from './city-area-tabs';
import { useDebouncedValue } from './use-debounced-value';

/** Spec §9 timings of the city input. */
const CITY_DEBOUNCE_MS = 100;
const CITY_CLOSE_AFTER_PICK_MS = 300;
/** The BFF answers city data for 5 minutes (`flightSearch.citySearch`, `cityAreas`); the read cache agrees. */
const CITY_STALE_MS = 5 * 60_000;

export function sameCity(a: CityOption | null | undefined, b: CityOption | null | undefined): boolean {
  return !!a && !!b && a.code === b.code && a.type === b.type;
}

type Options = {
  value: CityOption | null;
  onChange: (city: CityOption) => void;
  /** The widget's root: focus moving inside it (tabs, pager) keeps the list open. */
  rootRef: RefObject<HTMLDivElement | null>;
};

/**
 * The behaviour of the city combobox (spec §2 City input): focus opens the area list, typing searches
 * (debounced), Enter or Tab picks the active option or the first hit, the list closes 300 ms after a pick.
 */
export function useCityCombobox({ value, onChange, rootRef }: Options) {
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const typing = useRef(0);
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const [searchText, setSearchText] = useState('');
  const [tab, setTab] = useState<CityAreaTab>('hot');
  const [page, setPage] = useState(1);
  const [active, setActive] = useState(-1);
  const [picked, setPicked] = useState<CityOption | null>(null);

  const query = searchText.trim();
  const searching = query.length > 0;
  const debounced = useDebouncedValue(query, CITY_DEBOUNCE_MS);
  // Quiet (the default): the city input shows its own inline message instead of a toast per keystroke.
  const areas = useBffQuery(flightSearch.cityAreas, undefined, { enabled: open, staleMs: CITY_STALE_MS });
  const search = useBffQuery(
    flightSearch.citySearch,
    { q: debounced, page },
    { enabled: open && debounced.length > 0, keepPrevious: true, staleMs: CITY_STALE_MS },
  );
  const options: CityOption[] = searching ? (search.data?.items ?? []) : (areas.data?.[tab] ?? []);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  function openList() {
    clearTimeout(closeTimer.current);
    setPicked(null);
    if (open) return;
    setOpen(true);
    setEditing(false);
    setSearchText('');
    setPage(1);
    setActive(-1);
  }

  function close() {
    clearTimeout(closeTimer.current);
    setOpen(false);
    setEditing(false);
    setPicked(null);
    setActive(-1);
  }

  function pick(option: CityOption, immediate: boolean) {
    onChange(option);
    setEditing(false);
    setActive(-1);
    clearTimeout(closeTimer.current);
    if (immediate) {
      close();
      return;
    }
    setPicked(option);
    closeTimer.current = setTimeout(close, CITY_CLOSE_AFTER_PICK_MS);
  }

  /** Enter/Tab: the active option, else the first hit — fetched if the debounce has not run yet. */
  function choose(immediate: boolean) {
    const current = options[active];
    if (current) return pick(current, immediate);
    if (!searching) return;
    const shown = debounced === query && !search.isPlaceholderData ? search.data : undefined;
    if (shown) {
      if (shown.items[0]) pick(shown.items[0], immediate);
      return;
    }
    const seq = typing.current;
    const pageOfHit = debounced === query ? page : 1;
    if (immediate) close();
    void fetchBffQuery(flightSearch.citySearch, { q: query, page: pageOfHit }, { staleMs: CITY_STALE_MS }).then(
      (result) => {
        const first = result.ok ? result.data.items[0] : undefined;
        if (first && typing.current === seq) pick(first, immediate);
      },
    );
  }

  function move(step: 1 | -1) {
    if (!options.length) return;
    setActive((i) => (i < 0 ? (step === 1 ? 0 : options.length - 1) : (i + step + options.length) % options.length));
  }

  function turnPage(next: number) {
    const pages = Math.ceil((search.data?.total ?? 0) / CITY_PAGE_SIZE);
    if (next < 1 || next > pages) return;
    setPage(next);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openList();
        else move(event.key === 'ArrowDown' ? 1 : -1);
        break;
      case 'PageDown':
      case 'PageUp':
        if (open && searching) {
          event.preventDefault();
          turnPage(page + (event.key === 'PageDown' ? 1 : -1));
        }
        break;
      case 'Enter':
        if (!open) return;
        event.preventDefault();
        choose(false);
        break;
      case 'Tab':
        // In the area list with nothing active, Tab moves on into the area tabs.
        if (open && !event.shiftKey && (active >= 0 || searching)) choose(true);
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          close();
        }
        break;
    }
  }

  function onType(text: string) {
    typing.current += 1;
    clearTimeout(closeTimer.current);
    setPicked(null);
    setOpen(true);
    setEditing(true);
    setSearchText(text);
    setPage(1);
    setActive(-1);
  }

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) close();
  }

  function selectTab(next: CityAreaTab) {
    setTab(next);
    setActive(-1);
  }

  return {
    open,
    searching,
    inputText: editing ? searchText : (value?.name ?? ''),
    tab,
    page,
    active,
    options,
    picked,
    areas,
    search,
    searchIsCurrent: debounced === query && !search.isPlaceholderData,
    openList,
    pick,
    onKeyDown,
    onType,
    onBlur,
    selectTab,
    turnPage,
    setActive,
  };
}
