/*
 * The funds picked for comparing (at most 4), kept in the browser for 90 days (SPEC §9 "selected fund ids") through
 * the expiring storage, and shared by the search page (the compare checkboxes) and the comparer.
 */
import { useSyncExternalStore } from 'react';
import { storageLifetimes } from '@portal/contract/domain/storage-lifetimes';
import { createExpiringStorage } from '../../../shared/storage/expiring-storage';
import type { ExpiringStorage } from '../../../shared/storage/expiring-storage';
import { browserStorage } from '../../../shared/storage/memory-storage';
import * as z from '../../../shared/validation/schema';

export const maximumComparedFunds = 4;
export const selectedFundIdsKey = 'selectedFundIds';
const fundIdsSchema = z.array(z.string());

/** The ids kept: known-looking ids, no repeats, at most four, in the order given. */
export function normaliseFundIds(ids: readonly string[]): string[] {
  return [...new Set(ids.map((id) => id.trim()).filter((id) => /^[A-Za-z0-9_-]{1,32}$/.test(id)))].slice(
    0,
    maximumComparedFunds,
  );
}

/** `ids=F0001,F0002` of the comparer's address, normalised. */
export function fundIdsFromParam(param: string | null): string[] {
  return param ? normaliseFundIds(param.split(',')) : [];
}

export type CompareSelection = {
  getSnapshot(): readonly string[];
  subscribe(listener: () => void): () => void;
  set(ids: readonly string[]): void;
  /** Adds the fund, or takes it out when it is in; a fifth fund is refused (returns false). */
  toggle(fundId: string): boolean;
};

export function createCompareSelection(storage: ExpiringStorage): CompareSelection {
  let ids: readonly string[] = normaliseFundIds(storage.get(selectedFundIdsKey, fundIdsSchema) ?? []);
  const listeners = new Set<() => void>();
  const set = (next: readonly string[]) => {
    ids = normaliseFundIds(next);
    storage.set(selectedFundIdsKey, ids, storageLifetimes.selectedFundIds);
    for (const listener of listeners) listener();
  };
  return {
    getSnapshot: () => ids,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set,
    toggle(fundId) {
      if (ids.includes(fundId)) {
        set(ids.filter((id) => id !== fundId));
        return true;
      }
      if (ids.length >= maximumComparedFunds) return false;
      set([...ids, fundId]);
      return true;
    },
  };
}

let browserSelection: CompareSelection | undefined;

/** The browser's one selection (localStorage), made at first use. */
export function compareSelection(): CompareSelection {
  browserSelection ??= createCompareSelection(createExpiringStorage(browserStorage(() => window.localStorage)));
  return browserSelection;
}

export function useCompareSelection(): readonly [readonly string[], CompareSelection] {
  const selection = compareSelection();
  const ids = useSyncExternalStore(selection.subscribe, selection.getSnapshot, selection.getSnapshot);
  return [ids, selection];
}
