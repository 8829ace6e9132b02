import { Alert, Container, Divider, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { ChangePasswordForm } from '../../../shared/password/change-password-form';
import { useSessions, useSessionStore } from '../../../shared/session/session-context';
import { activeSession, withSessionFacts } from '../../../shared/session/session-store';
import { useTradingAccount } from '../../../shared/session/trading-account';
import { DevicesSection } from './devices-section';

/**
 * /accounts/changePassword: the login password change when the client chooses (the password reminder links here),
 * with the form, rule and results of the forced change (shared/password), and below it the account's devices
 * (issue 17 part 4, ADR 040).
 */
export function ChangePasswordPage() {
  const { t } = useTranslation('accountCredentials');
  const sessions = useSessionStore();
  const session = activeSession(useSessions());
  const account = useTradingAccount();
  const [changedAt, setChangedAt] = useState<string | undefined>(undefined);
  return (
    <Container size="sm" py="xl">
      <Stack gap="xl">
        <Stack gap="lg" maw={480}>
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
        {account !== undefined && session?.advisorAccountCode === undefined && (
          <>
            <Divider />
            <DevicesSection key={`${account.source}:${account.accountCode}`} account={account} />
          </>
        )}
      </Stack>
    </Container>
  );
}
