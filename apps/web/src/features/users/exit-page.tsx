import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useSessionStore } from '../../shared/session/session-context';
import { MessagePage } from '../../shared/ui/message-page';
import type { LogoutOutcome } from './login/log-out';
import { LogoutView } from './logout-page';
import { leavePortal } from './session-login/leave-portal';

/** What the page shows: leaving under way, left, or why the logout failed with a way to try again. */
export type ExitView =
  { readonly kind: 'leaving' } | { readonly kind: 'left' } | Extract<LogoutOutcome, { kind: 'failed' }>;

export function ExitView({ view, onRetry }: { view: ExitView; onRetry: () => void }) {
  const { t } = useTranslation('access');
  if (view.kind === 'left') return <MessagePage heading={t('exit.heading')}>{t('exit.body')}</MessagePage>;
  return (
    <MessagePage heading={t('exit.leavingHeading')}>
      <LogoutView view={view.kind === 'leaving' ? { kind: 'signingOut' } : view} onRetry={onRetry} />
    </MessagePage>
  );
}

/**
 * /exit (the Exit row of session login mode, SPEC §2): ends the session on the server and forgets the browser's
 * sessions, then says the visitor has left and may close the window or go back to the host app. If the server does not
 * end the session, the page says so, keeps it and offers to try again.
 */
export function ExitPage() {
  const sessions = useSessionStore();
  const [attempt, setAttempt] = useState(0);
  const [view, setView] = useState<ExitView>({ kind: 'leaving' });
  // One call per attempt, even when React runs the effect twice (StrictMode in development).
  const calls = useRef(new Map<number, Promise<LogoutOutcome>>());

  useEffect(() => {
    let current = true;
    const call = calls.current.get(attempt) ?? leavePortal(sessions);
    calls.current.set(attempt, call);
    void call.then((outcome) => {
      if (current) setView(outcome.kind === 'signedOut' ? { kind: 'left' } : outcome);
    });
    return () => {
      current = false;
    };
  }, [attempt, sessions]);

  return (
    <ExitView
      view={view}
      onRetry={() => {
        setView({ kind: 'leaving' });
        setAttempt((count) => count + 1);
      }}
    />
  );
}
