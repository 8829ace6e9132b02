import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useSessionStore } from '../../shared/session/session-context';
import { MessagePage } from '../../shared/ui/message-page';
import { logOutActiveSession } from './login/log-out';
import type { LogoutOutcome } from './login/log-out';
import { signedOutState } from './login/signed-out-notice';

/** What the page shows: the call under way, or why it failed with a way to try again. */
export type LogoutView = { readonly kind: 'signingOut' } | Extract<LogoutOutcome, { kind: 'failed' }>;

export function LogoutView({ view, onRetry }: { view: LogoutView; onRetry: () => void }) {
  const { t } = useTranslation('users');
  if (view.kind === 'signingOut') {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text>{t('logout.signingOut')}</Text>
      </Group>
    );
  }
  return (
    <Stack gap="md" align="flex-start">
      <Alert color="danger" variant="light" role="alert" w="100%">
        <Stack gap="xs">
          <Text size="sm">{t('logout.failed')}</Text>
          {view.reason === 'unreachable' && <Text size="sm">{t('logout.unreachable')}</Text>}
        </Stack>
      </Alert>
      <Button onClick={onRetry}>{t('logout.retry')}</Button>
    </Stack>
  );
}

/**
 * /users/logout: ends the active session on the server, forgets it in the browser and opens the login page, which
 * says 'You have signed out.'. If the server does not answer, the session is kept and the visitor may try again.
 */
export function LogoutPage() {
  const { t } = useTranslation('users');
  const sessions = useSessionStore();
  const navigate = useNavigate();
  const [attempt, setAttempt] = useState(0);
  const [view, setView] = useState<LogoutView>({ kind: 'signingOut' });
  // One call per attempt, even when React runs the effect twice (StrictMode in development).
  const calls = useRef(new Map<number, Promise<LogoutOutcome>>());

  useEffect(() => {
    let current = true;
    const call = calls.current.get(attempt) ?? logOutActiveSession(sessions);
    calls.current.set(attempt, call);
    void call.then((outcome) => {
      if (!current) return;
      if (outcome.kind === 'signedOut') void navigate('/users/login', { replace: true, state: signedOutState });
      else setView(outcome);
    });
    return () => {
      current = false;
    };
  }, [attempt, sessions, navigate]);

  return (
    <MessagePage heading={t('logout.heading')}>
      <LogoutView
        view={view}
        onRetry={() => {
          setView({ kind: 'signingOut' });
          setAttempt((count) => count + 1);
        }}
      />
    </MessagePage>
  );
}
