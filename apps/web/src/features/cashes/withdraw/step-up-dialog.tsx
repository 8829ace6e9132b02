import { Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { StepUpMethod } from '@portal/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { OrderFailure } from '../../../shared/ticket/order-failure';
import { WithdrawalFailureAlert } from './withdrawal-failure-alert';

/** The proof the dialog gives: exactly what the account's step-up asks for. */
export type StepUpProof = { readonly password: string } | { readonly oneTimeCode: string };

/**
 * Step-up before money leaves (ADR 033): the login password again, or the authenticator's one-time code. A wrong
 * answer is shown here in words that never say which part was wrong; the dialog stays open for another try.
 */
export function StepUpDialog({
  opened,
  method,
  submitting,
  failure,
  onConfirm,
  onClose,
}: {
  readonly opened: boolean;
  readonly method: StepUpMethod;
  readonly submitting: boolean;
  readonly failure: OrderFailure | undefined;
  readonly onConfirm: (proof: StepUpProof) => void;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('cashWithdraw');
  const [answer, setAnswer] = useState('');
  const [missing, setMissing] = useState(false);
  const close = () => {
    setAnswer('');
    setMissing(false);
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('stepUp.title')}
      centered
      closeButtonProps={{ 'aria-label': t('stepUp.close') }}
      styles={{ title: { fontWeight: 600 } }}
    >
      <Stack
        gap="md"
        component="form"
        data-testid="step-up-dialog"
        onSubmit={(event) => {
          event.preventDefault();
          if (answer.trim() === '') {
            setMissing(true);
            return;
          }
          onConfirm(method === 'password' ? { password: answer } : { oneTimeCode: answer.trim() });
          setAnswer('');
        }}
      >
        <Text size="sm">{method === 'password' ? t('stepUp.passwordIntro') : t('stepUp.codeIntro')}</Text>
        {method === 'password' ? (
          <PasswordInput
            label={t('stepUp.password')}
            autoComplete="current-password"
            value={answer}
            onChange={(event) => {
              setAnswer(event.currentTarget.value);
              setMissing(false);
            }}
            error={missing ? t('stepUp.required') : undefined}
            data-autofocus
            data-testid="step-up-password"
          />
        ) : (
          <TextInput
            label={t('stepUp.code')}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            value={answer}
            onChange={(event) => {
              setAnswer(event.currentTarget.value);
              setMissing(false);
            }}
            error={missing ? t('stepUp.required') : undefined}
            data-autofocus
            data-testid="step-up-code"
          />
        )}
        <WithdrawalFailureAlert failure={failure} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={submitting}>
            {t('stepUp.cancel')}
          </Button>
          <Button type="submit" loading={submitting} data-testid="step-up-confirm">
            {t('stepUp.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
