/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createDraftStore, type DraftStorage } from './draft-store';
import { useDraftStore } from './use-draft-store';

type Trip = { passengers: string[]; note: string; savedAt: number };

const TTL = 30 * 60_000;
const NOW = Date.parse('2026-12-01T02:00:00Z');

const spec = {
  name: 'trip-draft',
  version: 2,
  ttlMs: TTL,
  parse: (value: Record<string, unknown>, savedAt: number): Trip | null => {
    const { passengers, note } = value as Partial<Trip>;
    if (!Array.isArray(passengers) || passengers.length === 0) return null;
    return { passengers, note: typeof note === 'string' ? note : '', savedAt };
  },
};
const trips = createDraftStore(spec);
const TRIP = { passengers: ['P1', 'P2'], note: 'window' };

const throwing: DraftStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

beforeEach(() => window.sessionStorage.clear());

describe('a draft store (decision 40)', () => {
  it('keeps a draft per id under name:id and reads it back, stamped with the time it was saved', () => {
    expect(trips.write('A1', TRIP, { now: NOW })).toBe(true);
    expect(Object.keys(window.sessionStorage)).toEqual(['trip-draft:A1']);
    expect(trips.read('A1', { now: NOW })).toEqual({ ...TRIP, savedAt: NOW });
    expect(trips.read('B2', { now: NOW })).toBeNull();
  });

  it('lasts its TTL: at exactly the TTL it is read, 1 ms later it is gone', () => {
    trips.write('A1', TRIP, { now: NOW });
    expect(trips.read('A1', { now: NOW + TTL })).not.toBeNull();
    expect(trips.read('A1', { now: NOW + TTL + 1 })).toBeNull();
  });

  it('reads a draft saved in the future (a clock moved back) as none', () => {
    trips.write('A1', TRIP, { now: NOW + 1 });
    expect(trips.read('A1', { now: NOW })).toBeNull();
    expect(trips.read('A1', { now: NOW + 1 })).not.toBeNull();
  });

  it('reads a draft written under another shape version as none', () => {
    createDraftStore({ ...spec, version: 1 }).write('A1', TRIP, { now: NOW });
    expect(trips.read('A1', { now: NOW })).toBeNull();
    window.sessionStorage.setItem('trip-draft:A1', JSON.stringify({ ...TRIP, savedAt: NOW }));
    expect(trips.read('A1', { now: NOW })).toBeNull();
  });

  it('reads unparsable text, a value the journey refuses and a broken envelope as none', () => {
    for (const text of ['{oops', 'null', '[]', '{"version":2,"savedAt":"now","draft":{"passengers":["P1"]}}']) {
      window.sessionStorage.setItem('trip-draft:A1', text);
      expect(trips.read('A1', { now: NOW })).toBeNull();
    }
    trips.write('A1', { ...TRIP, passengers: [] }, { now: NOW });
    expect(trips.read('A1', { now: NOW })).toBeNull();
    expect(trips.decode(trips.encode(TRIP, NOW), NOW)).toEqual({ ...TRIP, savedAt: NOW });
  });

  it('does not keep the time of a draft read and written back twice', () => {
    trips.write('A1', { ...TRIP, savedAt: 1 } as Omit<Trip, 'savedAt'>, { now: NOW });
    expect(trips.read('A1', { now: NOW })?.savedAt).toBe(NOW);
    const stored = JSON.parse(window.sessionStorage.getItem('trip-draft:A1')!) as { draft: object };
    expect(stored.draft).toEqual(TRIP);
  });

  it('updates part of a fresh draft and keeps it fresh; nothing without one', () => {
    trips.write('A1', TRIP, { now: NOW });
    expect(trips.update('A1', { note: 'aisle' }, { now: NOW + TTL })).toBe(true);
    expect(trips.read('A1', { now: NOW + 2 * TTL })).toEqual({ ...TRIP, note: 'aisle', savedAt: NOW + TTL });
    expect(trips.update('B2', { note: 'aisle' })).toBe(false);
    expect(trips.read('B2')).toBeNull();
  });

  it('clears a draft', () => {
    trips.write('A1', TRIP, { now: NOW });
    trips.clear('A1');
    expect(trips.read('A1', { now: NOW })).toBeNull();
  });

  it('works on without storage: a throwing or missing one reads none and refuses writes quietly', () => {
    for (const storage of [throwing, null]) {
      expect(trips.write('A1', TRIP, { storage })).toBe(false);
      expect(trips.read('A1', { storage })).toBeNull();
      expect(() => trips.clear('A1', { storage })).not.toThrow();
      expect(trips.update('A1', { note: 'x' }, { storage })).toBe(false);
    }
  });

  it('tells the tab of a write and of a clear, unless asked not to', () => {
    const heard = jest.fn();
    const unsubscribe = trips.subscribe(heard);
    trips.write('A1', TRIP);
    trips.clear('A1');
    trips.write('A1', TRIP, { notify: false });
    trips.clear('A1', { notify: false });
    unsubscribe();
    trips.write('A1', TRIP);
    expect(heard).toHaveBeenCalledTimes(2);
  });
});

describe('useDraftStore', () => {
  it('follows writes and clears in the same tab, and keeps the same object while the text is unchanged', () => {
    const { result, rerender } = renderHook(() => useDraftStore(trips, 'A1'));
    expect(result.current).toBeNull();
    act(() => void trips.write('A1', TRIP));
    expect(result.current).toMatchObject(TRIP);
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
    act(() => trips.clear('A1'));
    expect(result.current).toBeNull();
  });

  it('is undefined while the page renders on the server, where no tab holds a draft', () => {
    trips.write('A1', TRIP);
    const Probe = () => String(useDraftStore(trips, 'A1'));
    expect(renderToString(createElement(Probe))).toBe('undefined');
  });

  it('reads a stale draft as none', () => {
    trips.write('A1', TRIP, { now: Date.now() - TTL - 1 });
    const { result } = renderHook(() => useDraftStore(trips, 'A1'));
    expect(result.current).toBeNull();
  });
});
