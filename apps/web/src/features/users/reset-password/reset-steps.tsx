import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { PasswordRuleChecklist } from '../../../shared/password/change-password-form';
import { oneTimePasswordLength } from '../login/otp-form';
import { submitOnEnter } from '../login/submit-keys';
import type { ResetFailure } from './reset-calls';
import { canIdentify, canVerifyCode, needsRestart, newPasswordFormState } from './reset-flow';
import type { CodeStep, IdentifyStep, NewPasswordStep, ResetAction } from './reset-flow';
import { resetFailureText } from './reset-failure-text';

type Dispatch = (action: ResetAction) => void;

/** A step's form: Enter or NumpadEnter in a field submits it (SPEC §5); the browser's own check is off. */
function StepForm({ busy, onSubmit, children }: { busy: boolean; onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      noValidate
      aria-busy={busy}
      onKeyDown={submitOnEnter}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap="md">{children}</Stack>
    </form>
  );
}

/** The step's number and title, below the page heading. */
function StepTitle({ step, title }: { step: 1 | 2 | 3; title: string }) {
  const { t } = useTranslation('access');
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {t('resetPassword.step', { step })}
      </Text>
      <Title order={2} size="h3">
        {title}
      </Title>
    </Stack>
  );
}

/** The last call's failure, with 'Start again' where the reset cannot go on. */
function FailureAlert({ failure, id, onStartAgain }: { failure: ResetFailure; id: string; onStartAgain: () => void }) {
  const { t } = useTranslation('access');
  const { t: tUsers } = useTranslation('users');
  return (
    <Alert color="danger" variant="light" role="alert" id={id}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{resetFailureText(failure, t, tUsers)}</Text>
        {needsRestart(failure) && (
          <Button size="xs" variant="outline" color="danger" onClick={onStartAgain}>
            {t('resetPassword.startAgain')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

export type IdentifyStepViewProps = {
  readonly state: IdentifyStep;
  readonly dispatch: Dispatch;
  readonly onSubmit: () => void;
};

/** Step 1: client code and verification key, each field's error beside it (SPEC §8 client-code verification). */
export function IdentifyStepView({ state, dispatch, onSubmit }: IdentifyStepViewProps) {
  const { t } = useTranslation('access');
  const { failure } = state;
  const refused = failure?.kind === 'refused' ? failure.key : undefined;
  const keyInput = useRef<HTMLInputElement>(null);
  // A refusal clears the key: the cursor waits there for the next try.
  useEffect(() => {
    if (failure) keyInput.current?.focus();
  }, [failure]);
  const clientCodeError =
    refused === 'emptyClientCode' || (state.left.clientCode && state.clientCode.trim() === '')
      ? t('resetPassword.refusal.emptyClientCode')
      : null;
  const verificationKeyError =
    refused === 'emptyVerificationKey' || (state.left.verificationKey && state.verificationKey.trim() === '')
      ? t('resetPassword.refusal.emptyVerificationKey')
      : null;
  // The two empty-field results are shown beside their fields; every other failure above the button.
  const formFailure = refused === 'emptyClientCode' || refused === 'emptyVerificationKey' ? undefined : failure;
  const wrongPair = refused === 'incorrectClientCodeOrVerificationKey';
  return (
    <StepForm
      busy={state.sending}
      onSubmit={() => {
        if (canIdentify(state)) onSubmit();
      }}
    >
      <StepTitle step={1} title={t('resetPassword.identify.title')} />
      <Text size="sm">{t('resetPassword.identify.intro')}</Text>
      <TextInput
        label={t('resetPassword.identify.clientCode')}
        name="clientCode"
        autoComplete="username"
        autoCapitalize="characters"
        spellCheck={false}
        required
        // The page opens on the visitor's choice (the 'Forgot password?' link): the first field takes the cursor.
        autoFocus
        maxLength={32}
        value={state.clientCode}
        onChange={(event) => dispatch({ type: 'typed', field: 'clientCode', value: event.currentTarget.value })}
        onBlur={() => dispatch({ type: 'left', field: 'clientCode' })}
        error={clientCodeError ?? (wrongPair || undefined)}
      />
      <PasswordInput
        ref={keyInput}
        label={t('resetPassword.identify.verificationKey')}
        name="verificationKey"
        autoComplete="off"
        required
        maxLength={64}
        value={state.verificationKey}
        onChange={(event) => dispatch({ type: 'typed', field: 'verificationKey', value: event.currentTarget.value })}
        onBlur={() => dispatch({ type: 'left', field: 'verificationKey' })}
        error={verificationKeyError ?? (wrongPair || undefined)}
      />
      {formFailure && (
        <FailureAlert
          failure={formFailure}
          id="reset-identify-failure"
          onStartAgain={() => dispatch({ type: 'startAgain' })}
        />
      )}
      <Button type="submit" disabled={!canIdentify(state)} loading={state.sending}>
        {t('resetPassword.identify.submit')}
      </Button>
    </StepForm>
  );
}

export type CodeStepViewProps = {
  readonly state: CodeStep;
  /** Seconds until a new code may be asked for. */
  readonly secondsLeft: number;
  readonly dispatch: Dispatch;
  readonly onSubmit: () => void;
  readonly onResend: () => void;
};

/** Step 2: the one-time code sent to the registered channel, with a resend after the 60 s cooldown (SPEC §9). */
export function CodeStepView({ state, secondsLeft, dispatch, onSubmit, onResend }: CodeStepViewProps) {
  const { t } = useTranslation('access');
  const { failure } = state;
  const codeInput = useRef<HTMLInputElement>(null);
  // After a failure the code is cleared: the cursor waits there for the next try.
  useEffect(() => {
    if (failure) codeInput.current?.focus();
  }, [failure]);
  return (
    <StepForm
      busy={state.sending}
      onSubmit={() => {
        if (canVerifyCode(state)) onSubmit();
      }}
    >
      <StepTitle step={2} title={t('resetPassword.code.title')} />
      <Text size="sm">
        {state.factor === 'email'
          ? t('resetPassword.code.sentByEmail', { destination: state.destination })
          : t('resetPassword.code.sentBySms', { destination: state.destination })}
      </Text>
      <TextInput
        ref={codeInput}
        label={t('resetPassword.code.label')}
        name="oneTimePassword"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={oneTimePasswordLength}
        required
        // Reached by the visitor's own step forward: the one field there is takes the cursor.
        autoFocus
        value={state.code}
        onChange={(event) => dispatch({ type: 'typed', field: 'code', value: event.currentTarget.value })}
        error={failure?.kind === 'refused' || undefined}
      />
      {failure && (
        <FailureAlert failure={failure} id="reset-code-failure" onStartAgain={() => dispatch({ type: 'startAgain' })} />
      )}
      {state.resent && (
        <Text size="sm" role="status">
          {t('resetPassword.code.resent')}
        </Text>
      )}
      <Button type="submit" disabled={!canVerifyCode(state)} loading={state.sending}>
        {t('resetPassword.code.submit')}
      </Button>
      <Group justify="flex-end">
        <Button
          type="button"
          variant="subtle"
          size="compact-sm"
          disabled={secondsLeft > 0 || state.resending}
          onClick={onResend}
        >
          {secondsLeft > 0
            ? t('resetPassword.code.resendIn', { seconds: secondsLeft })
            : t('resetPassword.code.resend')}
        </Button>
      </Group>
    </StepForm>
  );
}

export type NewPasswordStepViewProps = {
  readonly state: NewPasswordStep;
  readonly dispatch: Dispatch;
  readonly onSubmit: () => void;
};

/** Step 3: the new password under the rule verifyResetCode returned, with its live checklist (SPEC §5). */
export function NewPasswordStepView({ state, dispatch, onSubmit }: NewPasswordStepViewProps) {
  const { t } = useTranslation('access');
  const { t: tUsers } = useTranslation('users');
  const form = newPasswordFormState(state);
  const { failure } = state;
  return (
    <StepForm
      busy={state.sending}
      onSubmit={() => {
        if (form.canSubmit) onSubmit();
      }}
    >
      <StepTitle step={3} title={t('resetPassword.newPassword.title')} />
      <PasswordInput
        label={tUsers('changePassword.newPassword')}
        name="newPassword"
        autoComplete="new-password"
        required
        autoFocus
        value={state.newPassword}
        onChange={(event) => dispatch({ type: 'typed', field: 'newPassword', value: event.currentTarget.value })}
        // The checklist is the field's description, below it, so a screen reader reads it with the field.
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        descriptionProps={{ component: 'div' }}
        description={<PasswordRuleChecklist checks={form.checks} />}
      />
      <PasswordInput
        label={tUsers('changePassword.confirmNewPassword')}
        name="confirmNewPassword"
        autoComplete="new-password"
        required
        value={state.confirmNewPassword}
        onChange={(event) => dispatch({ type: 'typed', field: 'confirmNewPassword', value: event.currentTarget.value })}
        error={form.mismatch ? tUsers('changePassword.newPasswordMismatch') : null}
      />
      {failure && (
        <FailureAlert
          failure={failure}
          id="reset-password-failure"
          onStartAgain={() => dispatch({ type: 'startAgain' })}
        />
      )}
      <Button type="submit" disabled={!form.canSubmit} loading={state.sending}>
        {t('resetPassword.newPassword.submit')}
      </Button>
    </StepForm>
  );
}

/** The end: the password is reset; on to sign in with it. */
export function ResetDoneView() {
  const { t } = useTranslation('access');
  return (
    <Stack gap="md" role="status">
      <Title order={2} size="h3">
        {t('resetPassword.done.title')}
      </Title>
      <Text size="sm">{t('resetPassword.done.body')}</Text>
      <Button component={Link} to="/users/login" replace>
        {t('resetPassword.done.signIn')}
      </Button>
    </Stack>
  );
}

/** The way back to the login page, under every step but the last. */
export function BackToSignIn() {
  const { t } = useTranslation('access');
  return (
    <Anchor component={Link} to="/users/login" size="sm">
      {t('resetPassword.backToSignIn')}
    </Anchor>
  );
}
