import { storageLifetimes } from '@portal/contract/domain/storage-lifetimes';
import type { LoginSource } from '@portal/contract/brands';
import type { ExpiringStorage } from '../../../shared/storage/expiring-storage';
import * as z from '../../../shared/validation/schema';

/** The account a tour flag belongs to. */
export type TourAccount = { readonly accountCode: string; readonly source: LoginSource };

/**
 * Whether the first visit's tour offer was answered for an account on this browser (started, or put off with "Not
 * now"): kept with the browser's stored preferences, per account and source, for the life of a stored user (a year).
 * A new browser offers it again; /accounts/tour replays it any time.
 */
export function tourSeenKey(account: TourAccount): string {
  return `tourSeen:${account.source}:${account.accountCode}`;
}

export function tourSeen(storage: ExpiringStorage, account: TourAccount): boolean {
  return storage.get(tourSeenKey(account), z.boolean()) === true;
}

export function markTourSeen(storage: ExpiringStorage, account: TourAccount): void {
  storage.set(tourSeenKey(account), true, storageLifetimes.storedUsers);
}
