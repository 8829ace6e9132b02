import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../shared/i18n/use-translation';
import { usePreferencesStore } from '../../shared/preferences/preferences-context';
import { useSessionStore } from '../../shared/session/session-context';
import { MessagePage } from '../../shared/ui/message-page';
import { signInOnce } from './session-login/hand-off';
import type { HandOffFailure } from './session-login/hand-off';

/** What the page shows: the hand-off under way, or why it failed. */
export type SessionLoginView =
  { readonly kind: 'signingIn' } | { readonly kind: 'failed'; readonly reason: HandOffFailure };

export function SessionLoginView({ view, onRetry }: { view: SessionLoginView; onRetry: () => void }) {
  const { t } = useTranslation('access');
  if (view.kind === 'signingIn') {
    return (
      <MessagePage heading={t('sessionLogin.heading')}>
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text>{t('sessionLogin.signingIn')}</Text>
        </Group>
      </MessagePage>
    );
  }
  return (
    <MessagePage heading={t('sessionLogin.failedHeading')} testId="session-login-failed">
      <Stack gap="md" align="flex-start">
        <Text role="alert">{t(`sessionLogin.${view.reason}`)}</Text>
        {/* Only a request that never got through left the token unspent. */}
        {view.reason === 'unreachable' && <Button onClick={onRetry}>{t('sessionLogin.retry')}</Button>}
      </Stack>
    </MessagePage>
  );
}

/**
 * /users/sessionLogin?token=… (brands in session login mode, SPEC §2): the host app's back end issued a one-time
 * hand-off token; this page spends it once, keeps the login as the login page does and goes on to the landing page.
 */
export function SessionLoginPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const sessions = useSessionStore();
  const preferences = usePreferencesStore();
  const navigate = useNavigate();
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<{ readonly token: string; readonly view: SessionLoginView }>();

  useEffect(() => {
    if (token === '') return;
    let current = true;
    // signInOnce spends the token once, even when React runs this effect twice (StrictMode in development).
    void signInOnce(token, { sessions, preferences }).then((handOff) => {
      if (!current) return;
      if (handOff.kind === 'signedIn') void navigate('/', { replace: true });
      else setOutcome({ token, view: handOff });
    });
    return () => {
      current = false;
    };
  }, [token, attempt, sessions, preferences, navigate]);

  const view: SessionLoginView =
    token === ''
      ? { kind: 'failed', reason: 'missingToken' }
      : outcome?.token === token
        ? outcome.view
        : { kind: 'signingIn' };
  return (
    <SessionLoginView
      view={view}
      onRetry={() => {
        setOutcome(undefined);
        setAttempt((count) => count + 1);
      }}
    />
  );
}
