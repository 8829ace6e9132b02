import { Container, Stack, Title } from '@mantine/core';
import { useReducer } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useResendCountdown } from './login/resend-countdown';
import { resendResetCode, resetPassword, verifyClientCode, verifyResetCode } from './reset-password/reset-calls';
import { initialResetState, resetReducer } from './reset-password/reset-flow';
import type { ResetAction, ResetState } from './reset-password/reset-flow';
import {
  BackToSignIn,
  CodeStepView,
  IdentifyStepView,
  NewPasswordStepView,
  ResetDoneView,
} from './reset-password/reset-steps';

export type ResetPasswordViewProps = {
  readonly state: ResetState;
  readonly dispatch: (action: ResetAction) => void;
  /** Seconds until a new one-time code may be asked for (step 2). */
  readonly secondsLeft: number;
  readonly onIdentify: () => void;
  readonly onVerifyCode: () => void;
  readonly onResend: () => void;
  readonly onReset: () => void;
};

/** The page in any state of the reset: its heading, the current step, and the way back to sign in. */
export function ResetPasswordView({
  state,
  dispatch,
  secondsLeft,
  onIdentify,
  onVerifyCode,
  onResend,
  onReset,
}: ResetPasswordViewProps) {
  const { t } = useTranslation('access');
  return (
    <Container size="xs" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('resetPassword.heading')}</Title>
        {state.step === 'identify' && <IdentifyStepView state={state} dispatch={dispatch} onSubmit={onIdentify} />}
        {state.step === 'code' && (
          <CodeStepView
            state={state}
            secondsLeft={secondsLeft}
            dispatch={dispatch}
            onSubmit={onVerifyCode}
            onResend={onResend}
          />
        )}
        {state.step === 'newPassword' && <NewPasswordStepView state={state} dispatch={dispatch} onSubmit={onReset} />}
        {state.step === 'done' ? <ResetDoneView /> : <BackToSignIn />}
      </Stack>
    </Container>
  );
}

/**
 * /users/resetPassword (brands with resetPasswordEnabled; issue 4 part 8): the client code and verification key,
 * then the one-time code sent to the registered channel, then a new password under the password rule. The server
 * keeps the reset in progress (a cookie names it); this page keeps only what is typed.
 */
export function ResetPasswordPage() {
  const [state, dispatch] = useReducer(resetReducer, initialResetState);
  const secondsLeft = useResendCountdown(state.step === 'code' ? state.resendAvailableAt : 0);

  const identify = async () => {
    if (state.step !== 'identify') return;
    dispatch({ type: 'sent' });
    const outcome = await verifyClientCode(state.clientCode.trim(), state.verificationKey.trim());
    dispatch(
      outcome.kind === 'done'
        ? { type: 'codeSent', sent: outcome.value }
        : { type: 'failed', failure: outcome.failure },
    );
  };

  const verifyCode = async () => {
    if (state.step !== 'code') return;
    dispatch({ type: 'sent' });
    const outcome = await verifyResetCode(state.code);
    dispatch(
      outcome.kind === 'done'
        ? { type: 'codeVerified', rule: outcome.value }
        : { type: 'failed', failure: outcome.failure },
    );
  };

  const resend = async () => {
    dispatch({ type: 'resendAsked' });
    const outcome = await resendResetCode();
    dispatch(
      outcome.kind === 'done'
        ? { type: 'resendSent', sent: outcome.value }
        : { type: 'resendFailed', failure: outcome.failure, now: Date.now() },
    );
  };

  const reset = async () => {
    if (state.step !== 'newPassword') return;
    dispatch({ type: 'sent' });
    const outcome = await resetPassword(state.newPassword);
    dispatch(outcome.kind === 'done' ? { type: 'passwordReset' } : { type: 'failed', failure: outcome.failure });
  };

  return (
    <ResetPasswordView
      state={state}
      dispatch={dispatch}
      secondsLeft={secondsLeft}
      onIdentify={() => void identify()}
      onVerifyCode={() => void verifyCode()}
      onResend={() => void resend()}
      onReset={() => void reset()}
    />
  );
}
