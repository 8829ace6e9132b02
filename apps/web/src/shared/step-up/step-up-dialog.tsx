import { Alert, Anchor, Button, Group, Loader, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { StepUpChallenge } from '@portal/contract';
import type { Language } from '@portal/contract/domain/language';
import { formatTime24 } from '@portal/contract/domain/date-format';
import { stepUpResultCatalogue, type StepUpAction } from '@portal/contract/domain/step-up';
import type { Api } from '../api/api-client';
import { ApiError } from '../api/api-error';
import { useShownLanguage } from '../i18n/shown-language';
import { useTranslation } from '../i18n/use-translation';

/** The wording of a refused step-up in the reader's language (the catalogue's text), or undefined for another error. */
function refusalText(error: unknown, language: Language): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const result = stepUpResultCatalogue.nameOf(error.code);
  return stepUpResultCatalogue.textOf(result, language);
}

type DialogState =
  | { readonly phase: 'loading' }
  | { readonly phase: 'failed'; readonly message: string }
  | { readonly phase: 'ready'; readonly challenge: StepUpChallenge };

/**
 * Asks the client to prove again who it is before a sensitive action (ADR 036): the login password, the
 * authenticator's code, or a code the server sends now by SMS or e-mail. On success it hands back the grant's token;
 * a wrong answer is shown here (never saying which part was wrong) and the dialog stays open for another try. Mounted
 * afresh for each ask (useStepUp keys it), so it starts empty.
 */
export function StepUpDialog({
  action,
  client,
  onConfirmed,
  onCancel,
}: {
  /** The action asked for; the dialog is open while it is set. */
  readonly action: StepUpAction | null;
  readonly client: Api;
  readonly onConfirmed: (token: string) => void;
  readonly onCancel: () => void;
}) {
  const { t } = useTranslation('stepUp');
  const language = useShownLanguage();
  const [state, setState] = useState<DialogState>({ phase: 'loading' });
  const [answer, setAnswer] = useState('');
  const [missing, setMissing] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [refusal, setRefusal] = useState<string | undefined>();
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (action === null) return undefined;
    let live = true;
    client.stepUp
      .stepUpChallenge({ action, resend: false })
      .then((challenge) => {
        if (live) setState({ phase: 'ready', challenge });
      })
      .catch((error: unknown) => {
        if (live) setState({ phase: 'failed', message: error instanceof Error ? error.message : String(error) });
      });
    return () => {
      live = false;
    };
  }, [action, client, attempt]);

  const close = () => {
    setAnswer('');
    onCancel();
  };

  return (
    <Modal
      opened={action !== null}
      onClose={close}
      title={t('title')}
      centered
      closeButtonProps={{ 'aria-label': t('close') }}
      styles={{ title: { fontWeight: 600 } }}
    >
      {state.phase === 'loading' && (
        <Group gap="sm">
          <Loader size="sm" />
          <Text size="sm">{t('loading')}</Text>
        </Group>
      )}
      {state.phase === 'failed' && (
        <Stack gap="sm">
          <Alert color="danger" variant="light" role="alert" title={t('loadFailed')}>
            {state.message}
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('cancel')}
            </Button>
            <Button
              onClick={() => {
                setState({ phase: 'loading' });
                setAttempt((count) => count + 1);
              }}
            >
              {t('retry')}
            </Button>
          </Group>
        </Stack>
      )}
      {state.phase === 'ready' && action !== null && (
        <Stack
          gap="md"
          component="form"
          data-testid="step-up-dialog"
          onSubmit={(event) => {
            event.preventDefault();
            const given = answer.trim();
            if (given === '') {
              setMissing(true);
              return;
            }
            const { channel } = state.challenge;
            setSubmitting(true);
            setRefusal(undefined);
            client.stepUp
              .confirmStepUp(channel === 'password' ? { action, password: answer } : { action, oneTimeCode: given })
              .then(({ stepUpToken }) => {
                setAnswer('');
                onConfirmed(stepUpToken);
              })
              .catch((error: unknown) => {
                setAnswer('');
                setRefusal(refusalText(error, language) ?? (error instanceof Error ? error.message : ''));
              })
              .finally(() => setSubmitting(false));
          }}
        >
          <Text size="sm">{t(`intro.${state.challenge.channel}`, { destination: state.challenge.destination })}</Text>
          {state.challenge.channel === 'password' ? (
            <PasswordInput
              label={t('password')}
              autoComplete="current-password"
              value={answer}
              onChange={(event) => {
                setAnswer(event.currentTarget.value);
                setMissing(false);
              }}
              error={missing ? t('required') : undefined}
              data-autofocus
            />
          ) : (
            <TextInput
              label={t('code')}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={6}
              value={answer}
              onChange={(event) => {
                setAnswer(event.currentTarget.value);
                setMissing(false);
              }}
              error={missing ? t('required') : undefined}
              data-autofocus
            />
          )}
          {state.challenge.expirationTime !== undefined && (
            <Text size="xs" c="dimmed">
              {t('codeExpires', { time: formatTime24(state.challenge.expirationTime) })}{' '}
              {state.challenge.resendAvailableAt !== undefined && (
                <Anchor
                  component="button"
                  type="button"
                  size="xs"
                  onClick={() => {
                    client.stepUp
                      .stepUpChallenge({ action, resend: true })
                      .then((challenge) => setState({ phase: 'ready', challenge }))
                      .catch(() => undefined);
                  }}
                >
                  {t('resend')}
                </Anchor>
              )}
            </Text>
          )}
          {state.challenge.lockedUntil !== null && (
            <Alert color="danger" variant="light" role="alert">
              {t('lockedUntil', { time: formatTime24(state.challenge.lockedUntil) })}
            </Alert>
          )}
          {refusal !== undefined && refusal !== '' && (
            <Alert color="danger" variant="light" role="alert">
              {refusal}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={submitting}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={submitting}>
              {t('submit')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
