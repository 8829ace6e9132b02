/**
 * The session a call acts for. A browser may hold several sessions (a gateway and an FOS login, an advisor and its
 * advisees), each in its own httpOnly cookie; these headers tell the server which one (ARCHITECTURE §5).
 * Kept apart from the api client so the entry can set it without loading the contract's schemas.
 */
export const actingAccountHeaders = { accountCode: 'x-portal-account', source: 'x-portal-source' } as const;
export type ActingAccount = { readonly accountCode: string; readonly source: string };

let actingAccountOf: () => ActingAccount | undefined = () => undefined;

/** Tells the api which session calls act for (the active one of the session store). */
export function setActingAccount(provider: () => ActingAccount | undefined): void {
  actingAccountOf = provider;
}

export function actingAccount(): ActingAccount | undefined {
  return actingAccountOf();
}
