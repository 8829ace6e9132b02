import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../api/api-error';
import { useSessionStore } from '../session/session-context';
import { withLogout } from '../session/session-store';

/** The login page of the users area (SPEC §2). */
const loginPath = '/users/login';

/** Whether a call failed because the server no longer knows the session (HTTP 401). */
export function isSessionEnded(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** Retries a failed read once unless the server refused it (4xx): asking again would get the same answer. */
export function retryUnlessRefused(failureCount: number, error: unknown): boolean {
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return !refused && failureCount < 1;
}

/**
 * SPEC §8: a 401 on the password rule or change call sends the user to log in again. The browser forgets the active
 * session (its cookies are already void on the server) and the login page opens in place of this one.
 */
export function useSignInAgain(): () => void {
  const sessions = useSessionStore();
  const navigate = useNavigate();
  return useCallback(() => {
    sessions.update((state) => (state.activeAccountCode === null ? state : withLogout(state, state.activeAccountCode)));
    void navigate(loginPath, { replace: true });
  }, [sessions, navigate]);
}
