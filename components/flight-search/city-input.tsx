'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { CITY_PAGE_SIZE, type CityOption } from '@/lib/domain/city-search';
import { CityAreaTabs, cityAreaTabId } from './city-area-tabs';
import { CityOptionItem } from './city-option-item';
import { CityPager } from './city-pager';
import { sameCity, useCityCombobox } from './use-city-combobox';

type Props = {
  id: string;
  label: string;
  value: CityOption | null;
  onChange: (city: CityOption) => void;
  invalid?: boolean;
  /** Ids of messages about this field (its validation error). */
  describedBy?: string;
};

/** The city input of spec §2: an ARIA combobox over the area list and the city search. */
export function CityInput({ id, label, value, onChange, invalid, describedBy }: Props) {
  const t = useTranslations('CityInput');
  const rootRef = useRef<HTMLDivElement>(null);
  const box = useCityCombobox({ value, onChange, rootRef });
  const listId = `${id}-list`;
  const panelId = `${id}-panel`;
  const hintId = `${id}-hint`;
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => {
    if (box.active >= 0) document.getElementById(`${id}-option-${box.active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [box.active, id]);

  const total = box.search.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / CITY_PAGE_SIZE));
  const status = box.searching
    ? box.search.isError
      ? t('loadFailed')
      : box.search.data && box.searchIsCurrent
        ? total === 0
          ? t('noMatch')
          : t('resultCount', { total })
        : t('loading')
    : box.areas.isError
      ? t('loadFailed')
      : box.areas.isPending
        ? t('loading')
        : '';

  return (
    <div ref={rootRef} onBlur={box.onBlur} className="relative">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        type="text"
        role="combobox"
        aria-expanded={box.open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={box.open && box.active >= 0 ? optionId(box.active) : undefined}
        aria-describedby={[hintId, describedBy].filter(Boolean).join(' ')}
        aria-invalid={invalid || undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder={t('placeholder')}
        value={box.inputText}
        onChange={(e) => box.onType(e.target.value)}
        onFocus={(e) => {
          box.openList();
          e.target.select();
        }}
        onClick={box.openList}
        onKeyDown={box.onKeyDown}
        className={`w-full rounded-md border bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 ${
          invalid ? 'border-red-700' : 'border-slate-400'
        }`}
      />
      <p id={hintId} className="sr-only">
        {t('instructions')}
      </p>
      <div
        hidden={!box.open}
        className="absolute left-0 top-full z-30 mt-1 w-[min(30rem,calc(100vw-2rem))] rounded-md border border-slate-300 bg-white shadow-lg"
      >
        {!box.searching && (
          <CityAreaTabs
            idPrefix={id}
            panelId={panelId}
            label={t('areaTabs')}
            labels={{ hot: t('tabHot'), china: t('tabChina'), international: t('tabInternational') }}
            current={box.tab}
            onSelect={box.selectTab}
            onEnterList={() => {
              document.getElementById(id)?.focus();
              box.setActive(0);
            }}
          />
        )}
        <div
          id={panelId}
          role={box.searching ? undefined : 'tabpanel'}
          aria-labelledby={box.searching ? undefined : cityAreaTabId(id, box.tab)}
        >
          <p role="status" className={status ? 'px-3 pt-2 text-sm text-slate-700' : 'sr-only'}>
            {status}
          </p>
          <ul
            id={listId}
            role="listbox"
            aria-label={t('listLabel', { label })}
            className={`max-h-72 overflow-y-auto p-2 ${box.searching ? 'flex flex-col' : 'grid grid-cols-3 gap-1 sm:grid-cols-4'}`}
          >
            {box.options.map((option, index) => (
              <CityOptionItem
                key={`${option.type}-${option.code}`}
                id={optionId(index)}
                option={option}
                variant={box.searching ? 'search' : 'area'}
                active={index === box.active}
                selected={sameCity(option, box.picked ?? value)}
                allAirportsLabel={t('allAirports')}
                onPick={() => box.pick(option, false)}
                onHover={() => box.active !== index && box.setActive(index)}
              />
            ))}
          </ul>
        </div>
        {box.searching && (
          <CityPager
            page={box.page}
            pages={pages}
            labels={{
              previous: t('previousPage'),
              next: t('nextPage'),
              pageOf: t('pageOf', { page: box.page, pages }),
            }}
            onPage={box.turnPage}
          />
        )}
      </div>
    </div>
  );
}
