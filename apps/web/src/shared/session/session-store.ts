import * as z from '../validation/schema';
import type { LoginSource } from '@portal/contract/brands';
import type { ExpiringStorage } from '../storage/expiring-storage';
import { storageLifetimes } from '@portal/contract/domain/storage-lifetimes';
import { roles } from '@portal/contract/domain/roles';
import type { Role } from '@portal/contract/domain/roles';

/**
 * The non-secret facts of one login (ARCHITECTURE §5): the tokens themselves live in httpOnly cookies and never
 * reach JavaScript. Times are epoch milliseconds.
 */
export type SessionFacts = {
  readonly accountCode: string;
  readonly source: LoginSource;
  readonly role: Role;
  /** When the server completed this login (SPEC §4 Single-session compares login times); epoch milliseconds. */
  readonly loginTime: number;
  readonly sessionExpiresAt: number;
  readonly refreshExpiresAt: number;
  /** A session-login user (embedded in a host app) cannot log out from the menu. */
  readonly isSessionLogin: boolean;
  /** First-login agreement confirmed (SPEC §4); only the plain client role is held to it. */
  readonly agreementConfirmed: boolean;
  /** A forced password change is pending (login result code 1). */
  readonly forceChangePassword: boolean;
  /** Set on an advisee session: the advisor who switched into this account. */
  readonly advisorAccountCode?: string;
  /** The password facts behind the reminders (SPEC §3 Password information, §4 Password reminders). */
  readonly passwordDuration: number;
  readonly alertChangePasswordOption: number;
  /** Epoch milliseconds. */
  readonly lastChangePasswordAt: number;
  /** The previous login of this account, shown after signing in; epoch milliseconds. */
  readonly lastLoginTime?: number;
  readonly lastLoginStatus?: string;
};

export type SessionState = {
  readonly sessions: readonly SessionFacts[];
  /** The account the portal currently acts for; null when nobody is signed in. */
  readonly activeAccountCode: string | null;
};

export const signedOut: SessionState = { sessions: [], activeAccountCode: null };

const sessionFactsSchema = z.object({
  accountCode: z.string().check(z.minLength(1)),
  source: z.enum(['gateway', 'fos']) satisfies z.Schema<LoginSource>,
  role: z.enum(roles),
  loginTime: z.number(),
  sessionExpiresAt: z.number(),
  refreshExpiresAt: z.number(),
  isSessionLogin: z.boolean(),
  agreementConfirmed: z.boolean(),
  forceChangePassword: z.boolean(),
  advisorAccountCode: z.optional(z.string().check(z.minLength(1))),
  passwordDuration: z.number(),
  alertChangePasswordOption: z.number(),
  lastChangePasswordAt: z.number(),
  lastLoginTime: z.optional(z.number()),
  lastLoginStatus: z.optional(z.string()),
}) satisfies z.Schema<SessionFacts>;

const sessionStateSchema = z.object({
  sessions: z.array(sessionFactsSchema),
  activeAccountCode: z.nullable(z.string()),
}) satisfies z.Schema<SessionState>;

/** The session the portal acts for, if any. */
export function activeSession(state: SessionState): SessionFacts | undefined {
  return state.sessions.find((session) => session.accountCode === state.activeAccountCode);
}

/** Adds a login; a login on a source replaces the stored sessions of that source (SPEC §4). */
export function withLogin(state: SessionState, login: SessionFacts): SessionState {
  const kept = state.sessions.filter((session) => session.source !== login.source);
  return { sessions: [...kept, login], activeAccountCode: login.accountCode };
}

/** Adds an advisee session beside the advisor's and makes it active. */
export function withAdviseeLogin(state: SessionState, advisee: SessionFacts): SessionState {
  const kept = state.sessions.filter((session) => session.accountCode !== advisee.accountCode);
  return { sessions: [...kept, advisee], activeAccountCode: advisee.accountCode };
}

/** Removes one account's session; logging out an advisor also removes the advisees linked to it (SPEC §4). */
export function withLogout(state: SessionState, accountCode: string): SessionState {
  const sessions = state.sessions.filter(
    (session) => session.accountCode !== accountCode && session.advisorAccountCode !== accountCode,
  );
  const activeAccountCode = sessions.some((session) => session.accountCode === state.activeAccountCode)
    ? state.activeAccountCode
    : (sessions[0]?.accountCode ?? null);
  return { sessions, activeAccountCode };
}

/** Updates the facts of one stored session (a password changed, the agreement confirmed). */
export function withSessionFacts(
  state: SessionState,
  accountCode: string,
  change: Partial<Omit<SessionFacts, 'accountCode' | 'source'>>,
): SessionState {
  if (!state.sessions.some((session) => session.accountCode === accountCode)) return state;
  return {
    ...state,
    sessions: state.sessions.map((session) =>
      session.accountCode === accountCode ? { ...session, ...change } : session,
    ),
  };
}

export function withActiveAccount(state: SessionState, accountCode: string): SessionState {
  return state.sessions.some((session) => session.accountCode === accountCode)
    ? { ...state, activeAccountCode: accountCode }
    : state;
}

/**
 * Where a change of the stored sessions came from: this tab (`update`), or another tab of the browser whose change
 * this one read back (`reloadFromStorage`). The single-session rule tells a login made here from one made elsewhere.
 */
export type SessionChangeOrigin = 'thisTab' | 'otherTab';

export type SessionStore = {
  getSnapshot(): SessionState;
  subscribe(listener: (origin: SessionChangeOrigin) => void): () => void;
  update(change: (state: SessionState) => SessionState): void;
  /**
   * Reads the stored sessions again: another tab of this browser changed them (a login, a logout, a refresh). The
   * listeners hear of it only when something differs.
   */
  reloadFromStorage(): void;
  /** The storage the sessions live in; the recent users are kept beside them. */
  readonly storage: ExpiringStorage;
};

/** The sessions' key in the expiring storage (the full key carries the portal prefix). */
export const sessionsStorageKey = 'sessions';

/** The sessions this browser holds, kept in the expiring storage so they survive a reload. */
export function createSessionStore(storage: ExpiringStorage): SessionStore {
  const read = (): SessionState => storage.get(sessionsStorageKey, sessionStateSchema) ?? signedOut;
  let state: SessionState = read();
  const listeners = new Set<(origin: SessionChangeOrigin) => void>();
  return {
    storage,
    getSnapshot: () => state,
    reloadFromStorage() {
      const stored = read();
      if (JSON.stringify(stored) === JSON.stringify(state)) return;
      state = stored;
      for (const listener of listeners) listener('otherTab');
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    update(change) {
      const next = change(state);
      if (next === state) return;
      state = next;
      if (next.sessions.length === 0) storage.remove(sessionsStorageKey);
      else storage.set(sessionsStorageKey, next, storageLifetimes.storedUsers);
      for (const listener of listeners) listener('thisTab');
    },
  };
}
