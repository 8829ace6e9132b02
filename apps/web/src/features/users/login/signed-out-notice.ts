/** The navigation state with which the logout page opens the login page, which then says 'You have signed out.'. */
export const signedOutState = { notice: 'signedOut' } as const;

export function isSignedOutState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'notice' in state && state.notice === signedOutState.notice;
}
