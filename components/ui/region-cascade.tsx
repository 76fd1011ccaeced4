'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field, fieldControlClass } from '@/components/ui/field';
import * as memberBook from '@/lib/bff-client/member-book';
import { useBffQuery } from '@/lib/bff-client/query/use-bff-query';
import type { Region } from '@/lib/contract';
import type { AddressEntry } from '@/lib/domain/member-book-rules';

/** The part of a mailing address the cascade fills (spec §3 Mailing address: province, city, district). */
export type RegionValue = Pick<
  AddressEntry,
  'provinceCode' | 'cityCode' | 'districtCode' | 'province' | 'city' | 'district'
>;

type Level = 'province' | 'city' | 'district';
const LEVELS: Level[] = ['province', 'city', 'district'];
const CODE_FIELD = { province: 'provinceCode', city: 'cityCode', district: 'districtCode' } as const;
/** The parent of the provinces in GB/T 2260 (airline-api's COUNTRY). */
export const COUNTRY_CODE = '86';

/** One select's list: whose children it holds, and whether they are there yet. */
type LevelState = { parent: string; list: Region[]; state: 'idle' | 'loading' | 'ready' | 'failed' };
type Levels = Record<Level, LevelState>;

const IDLE: LevelState = { parent: '', list: [], state: 'idle' };

/**
 * The children of `parent` (none asked without one), read again as a new round on retry; `known` is the list the
 * page already read. An answer for a parent no longer chosen is dropped by the hook.
 */
function useLevel(parent: string, round: number, known: Region[] | null = null): LevelState {
  const read = useBffQuery(memberBook.regions, { code: parent }, { enabled: parent !== '' && !known, round });
  if (known) return { parent, list: known, state: 'ready' };
  if (!parent) return IDLE;
  if (read.isPending) return { parent, list: [], state: 'loading' };
  if (read.isError || !read.data) return { parent, list: [], state: 'failed' };
  return { parent, list: read.data.list, state: 'ready' };
}

type Props = {
  value: RegionValue;
  /** Localized messages by field (provinceCode, cityCode, districtCode), shown beside their select. */
  errors: Record<string, string | undefined>;
  onChange: (patch: Partial<RegionValue>) => void;
  /** The provinces as the page read them on the server; null when it could not, and they load here. */
  provinces: Region[] | null;
};

/**
 * The province, city and district of a mailing address (spec §3), shared by the address book (decision 18) and the
 * mailed itinerary's page (decision 30): three native selects so the keyboard
 * works as it always does. Each lower list loads through the `regions` operation when the one above is
 * chosen, and choosing again clears what was below. A city without districts (Hong Kong's districts, say)
 * stands for its own district, as airline-api's regionPath expects. Names show in the page's language; the
 * entry keeps the Chinese ones (airline-api writes them from the codes anyway).
 */
export function RegionCascade({ value, errors, onChange, provinces }: Props) {
  const t = useTranslations('MemberBook');
  const common = useTranslations('Common');
  const english = useLocale() !== 'zh-CN';
  const id = useId();
  const [rounds, setRounds] = useState<Record<Level, number>>({ province: 0, city: 0, district: 0 });
  // Each list follows the code chosen above it: a new choice asks for its children, a retry asks afresh.
  const levels: Levels = {
    province: useLevel(COUNTRY_CODE, rounds.province, provinces),
    city: useLevel(value.provinceCode, rounds.city),
    district: useLevel(value.cityCode, rounds.district),
  };
  const selects = useRef<Partial<Record<Level, HTMLSelectElement | null>>>({});
  const retries = useRef<Partial<Record<Level, HTMLButtonElement | null>>>({});
  // The level whose list was retried: once it answers, focus goes to its select, or to its retry button again.
  const focusAfter = useRef<Level | null>(null);

  const nameOf = (r: Region) => (english ? r.nameEn : r.nameZh);

  // A city without districts stands for its own district (its Chinese name, as the entry keeps).
  const noDistricts = levels.district.state === 'ready' && levels.district.list.length === 0;
  const { cityCode, city, districtCode } = value;
  useEffect(() => {
    if (noDistricts && districtCode !== cityCode) onChange({ districtCode: cityCode, district: city });
  }, [noDistricts, cityCode, city, districtCode, onChange]);

  useEffect(() => {
    const level = focusAfter.current;
    if (!level || levels[level].state === 'loading') return;
    focusAfter.current = null;
    (levels[level].state === 'failed' ? retries.current[level] : selects.current[level])?.focus();
  });

  function choose(level: Level, code: string) {
    const region = levels[level].list.find((r) => r.code === code);
    const name = region?.nameZh ?? '';
    if (level === 'province') {
      onChange({ provinceCode: code, province: name, cityCode: '', city: '', districtCode: '', district: '' });
    } else if (level === 'city') {
      onChange({ cityCode: code, city: name, districtCode: '', district: '' });
    } else {
      onChange({ districtCode: code, district: name });
    }
  }

  function retry(level: Level) {
    focusAfter.current = level;
    setRounds((r) => ({ ...r, [level]: r[level] + 1 }));
  }

  /** The city as its own district: shown in the district select, which has nothing else to offer. */
  function cityItself(): { code: string; name: string } {
    const city = levels.city.list.find((r) => r.code === value.cityCode);
    return { code: value.cityCode, name: city ? nameOf(city) : value.city };
  }

  function renderLevel(level: Level) {
    const { state, list } = levels[level];
    const field = CODE_FIELD[level];
    const fieldId = `${id}-${level}`;
    const failedId = `${fieldId}-failed`;
    const standsIn = level === 'district' && state === 'ready' && list.length === 0;
    const usable = state === 'ready' && !standsIn;
    const selected = state === 'ready' ? value[field] : '';
    return (
      <Field
        key={level}
        id={fieldId}
        label={t(`fields.${level}`)}
        error={errors[field]}
        describedBy={state === 'failed' ? failedId : undefined}
      >
        {(control, invalid) => (
          <>
            <select
              ref={(el) => {
                selects.current[level] = el;
              }}
              {...control}
              name={field}
              className={fieldControlClass(invalid, 'w-full disabled:bg-slate-100 disabled:text-slate-700')}
              value={selected}
              disabled={!usable}
              aria-busy={state === 'loading' || undefined}
              onChange={(e) => choose(level, e.target.value)}
            >
              {standsIn ? (
                <option value={cityItself().code}>{cityItself().name}</option>
              ) : (
                <option value="">{state === 'loading' ? t('fields.loadingRegions') : t('fields.choose')}</option>
              )}
              {usable &&
                list.map((r) => (
                  <option key={r.code} value={r.code}>
                    {nameOf(r)}
                  </option>
                ))}
            </select>
            {state === 'failed' && (
              <div className="mt-1 flex flex-wrap items-center gap-2">
                <p id={failedId} role="alert" className="text-sm text-red-700">
                  {t('fields.regionsFailed')}
                </p>
                <Button
                  ref={(el) => {
                    retries.current[level] = el;
                  }}
                  variant="outline"
                  size="sm"
                  aria-describedby={failedId}
                  onClick={() => retry(level)}
                >
                  {common('retry')}
                </Button>
              </div>
            )}
          </>
        )}
      </Field>
    );
  }

  return <div className="grid gap-3 sm:grid-cols-3">{LEVELS.map(renderLevel)}</div>;
}
