/*
 * What the login form opens with: the login source and account code of the last completed login on this browser
 * (SPEC §9: kept 90 days; never the password), or what a link asks for (the switcher's 'Sign in' of a recent user).
 * Part of the first load: the web's own schemas and the storage only (ARCHITECTURE §9).
 */
import * as z from '../../../shared/validation/schema';
import type { LoginSource } from '@portal/contract/brands';
import { storageLifetimes } from '@portal/contract/domain/storage-lifetimes';
import type { ExpiringStorage } from '../../../shared/storage/expiring-storage';

/** The storage keys of SPEC §9's 'login source' and 'account code' entries. */
export const loginSourceKey = 'loginSource';
export const accountCodeKey = 'accountCode';

/** What the form starts with; a missing field keeps the form's default. */
export type LoginPrefill = { readonly source?: LoginSource; readonly accountCode?: string };

const sourceSchema = z.enum(['gateway', 'fos']) satisfies z.Schema<LoginSource>;
/** The contract's account code rule (letters, digits and . _ -, at most 32), without loading the full zod. */
const accountCodeSchema = z.string().check(z.regex(/^[A-Za-z0-9._-]{1,32}$/));

function prefillOf(source: unknown, accountCode: unknown): LoginPrefill {
  const parsedSource = sourceSchema.safeParse(source);
  const parsedCode = accountCodeSchema.safeParse(accountCode);
  return {
    ...(parsedSource.success ? { source: parsedSource.data } : {}),
    ...(parsedCode.success ? { accountCode: parsedCode.data.toUpperCase() } : {}),
  };
}

/** The last completed login's source and account code, while they have not expired. */
export function readRememberedLogin(storage: ExpiringStorage): LoginPrefill {
  return prefillOf(storage.get(loginSourceKey, sourceSchema), storage.get(accountCodeKey, accountCodeSchema));
}

/** Keeps a completed login's source and account code for the next visit (90 days each). */
export function rememberLogin(
  storage: ExpiringStorage,
  login: { readonly source: LoginSource; readonly accountCode: string },
): void {
  storage.set(loginSourceKey, login.source, storageLifetimes.loginSource);
  storage.set(accountCodeKey, login.accountCode, storageLifetimes.accountCode);
}

/** The prefill a link asks for (`?source=fos&accountCode=V20001`); anything malformed is left out. */
export function prefillFromSearch(search: URLSearchParams): LoginPrefill {
  return prefillOf(search.get('source'), search.get('accountCode'));
}

/**
 * `?add=1`: the sign-in form shows even while a session is active, to add another account (the switcher's
 * addAccountPath; kept there so this first-load module is not shared with the switcher's chunk).
 */
export function isAddingAccount(search: URLSearchParams): boolean {
  return search.get('add') === '1';
}
