import { Alert, Container, Stack, Title } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useSessions, useSessionStore } from '../../shared/session/session-context';
import { activeSession, withSessionFacts } from '../../shared/session/session-store';
import { ChangePasswordForm } from './change-password-form';

/**
 * /accounts/changePassword: a password change when the client chooses (the password reminder links here). The
 * form, its rule and its results are those of the forced change.
 */
export function ChangePasswordPage() {
  const { t } = useTranslation('users');
  const sessions = useSessionStore();
  const session = activeSession(useSessions());
  const [changedAt, setChangedAt] = useState<string | undefined>(undefined);
  return (
    <Container size="xs" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('changePassword.heading')}</Title>
        {changedAt !== undefined && (
          <Alert color="success" variant="light" role="status">
            {t('changePassword.changed')}
          </Alert>
        )}
        <ChangePasswordForm
          key={changedAt ?? 'first'}
          onChanged={(lastChangePasswordDate) => {
            // The reminder band reads the new date and goes away.
            if (session) {
              sessions.update((state) =>
                withSessionFacts(state, session.accountCode, {
                  lastChangePasswordAt: Date.parse(lastChangePasswordDate),
                }),
              );
            }
            setChangedAt(lastChangePasswordDate);
          }}
        />
      </Stack>
    </Container>
  );
}
