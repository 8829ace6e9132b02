import * as z from '../validation/schema';
import type { LoginSource } from '@portal/contract/brands';
import { roles } from '@portal/contract/domain/roles';
import type { Role } from '@portal/contract/domain/roles';
import { storageLifetimes } from '@portal/contract/domain/storage-lifetimes';
import type { ExpiringStorage } from '../storage/expiring-storage';

/** An account that signed in on this browser (the switcher offers it again); no secret. */
export type RecentUser = {
  readonly accountCode: string;
  readonly source: LoginSource;
  readonly role: Role;
  /** Epoch milliseconds of its latest login here. */
  readonly lastLoginTime: number;
};

const recentUserSchema = z.object({
  accountCode: z.string().check(z.minLength(1)),
  source: z.enum(['gateway', 'fos']),
  role: z.enum(roles),
  lastLoginTime: z.number(),
}) satisfies z.Schema<RecentUser>;

/** The storage key of the recent users (SPEC §9: about a year). */
export const recentUsersKey = 'recentUsers';
/** Enough for a family's or an advisor's accounts; the oldest goes first. */
export const recentUsersLimit = 10;

export function readRecentUsers(storage: ExpiringStorage): readonly RecentUser[] {
  return storage.get(recentUsersKey, z.array(recentUserSchema)) ?? [];
}

function writeRecentUsers(storage: ExpiringStorage, users: readonly RecentUser[]): void {
  if (users.length === 0) storage.remove(recentUsersKey);
  else storage.set(recentUsersKey, users, storageLifetimes.recentUsers);
}

const sameAccount =
  (a: Pick<RecentUser, 'accountCode' | 'source'>) => (b: Pick<RecentUser, 'accountCode' | 'source'>) =>
    a.accountCode === b.accountCode && a.source === b.source;

/** Puts a login first in the recent users (newest first, one entry per account and source). */
export function rememberRecentUser(storage: ExpiringStorage, user: RecentUser): void {
  const others = readRecentUsers(storage).filter((entry) => !sameAccount(user)(entry));
  writeRecentUsers(storage, [user, ...others].slice(0, recentUsersLimit));
}

/** Removes accounts from the recent users (kicked entries leave the list, SPEC §4). */
export function forgetRecentUsers(
  storage: ExpiringStorage,
  accounts: readonly Pick<RecentUser, 'accountCode' | 'source'>[],
): void {
  const users = readRecentUsers(storage);
  const kept = users.filter((entry) => !accounts.some((account) => sameAccount(account)(entry)));
  if (kept.length !== users.length) writeRecentUsers(storage, kept);
}
