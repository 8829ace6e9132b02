import { Alert, Container, Stack, Title } from '@mantine/core';
import { useTranslation } from '../../shared/i18n/use-translation';
import { ChangePasswordForm } from '../../shared/password/change-password-form';
import type { ChangePasswordFormProps } from '../../shared/password/change-password-form';

export type ForcedPasswordChangeProps = ChangePasswordFormProps;

/**
 * The force-change-password screen (SPEC §4): while the flag is set it is all the user sees, a red warning above the
 * change form. The caller moves on when `onChanged` reports the new lastChangePasswordDate.
 */
export function ForcedPasswordChange({ onChanged }: ForcedPasswordChangeProps) {
  const { t } = useTranslation('users');
  return (
    <Container size="xs" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('changePassword.heading')}</Title>
        <Alert color="danger" variant="light" data-testid="forced-password-warning">
          {t('changePassword.forcedWarning')}
        </Alert>
        <ChangePasswordForm onChanged={onChanged} />
      </Stack>
    </Container>
  );
}
