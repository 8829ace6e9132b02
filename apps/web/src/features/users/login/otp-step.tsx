import { useEffect, useReducer, useRef } from 'react';
import type { FactorRequired, LoggedIn } from '@portal/contract';
import type { LoginFactor } from '@portal/contract/domain/codes/login-result';
import { useTranslation } from '../../../shared/i18n/use-translation';
import classes from '../login-page.module.css';
import { unsentCallText } from './call-failure';
import { canVerify, initialOtpForm, oneTimePasswordLength, otpFormReducer } from './otp-form';
import type { OtpFormAction, OtpFormState } from './otp-form';
import { resendOneTimePassword, verifyOneTimePassword } from './otp-login';
import { useResendCountdown } from './resend-countdown';
import { submitOnEnter } from './submit-keys';

export type OtpStepProps = {
  /** The answer of the password step that asked for a second factor (login result 2). */
  readonly challenge: FactorRequired;
  readonly onLoggedIn: (login: LoggedIn) => void;
  /** Back to the password step. */
  readonly onBack: () => void;
};

/**
 * The second step of signing in (SPEC §4 Login): the code from an authenticator app, or sent by SMS or e-mail, which
 * may be sent again once the 60 s cooldown is over (SPEC §9). Loaded only when a login asks for it.
 */
export function OtpStep({ challenge, onLoggedIn, onBack }: OtpStepProps) {
  const { factor } = challenge;
  const [form, dispatch] = useReducer(otpFormReducer, challenge, initialOtpForm);
  const secondsLeft = useResendCountdown(form.resendAvailableAt);

  const verify = async () => {
    dispatch({ type: 'sent' });
    const outcome = await verifyOneTimePassword(form.code, factor);
    if (outcome.kind === 'loggedIn') onLoggedIn(outcome.login);
    else dispatch({ type: 'failed', failure: outcome.failure });
  };

  const resend = async () => {
    dispatch({ type: 'resendAsked' });
    const outcome = await resendOneTimePassword(factor);
    dispatch(
      outcome.kind === 'sent'
        ? { type: 'resendSent', destination: outcome.destination, resendAvailableAt: outcome.resendAvailableAt }
        : { type: 'resendFailed', failure: outcome.failure, now: Date.now() },
    );
  };

  return (
    <OtpStepView
      factor={factor}
      form={form}
      secondsLeft={secondsLeft}
      dispatch={dispatch}
      onVerify={() => void verify()}
      onResend={() => void resend()}
      onBack={onBack}
    />
  );
}

export type OtpStepViewProps = {
  readonly factor: LoginFactor;
  readonly form: OtpFormState;
  /** Seconds until a new code may be asked for. */
  readonly secondsLeft: number;
  readonly dispatch: (action: OtpFormAction) => void;
  readonly onVerify: () => void;
  readonly onResend: () => void;
  readonly onBack: () => void;
};

export function OtpStepView({ factor, form, secondsLeft, dispatch, onVerify, onResend, onBack }: OtpStepViewProps) {
  const { t } = useTranslation('users');
  const codeInput = useRef<HTMLInputElement>(null);
  const { failure } = form;
  // Only codes sent by SMS or e-mail can be sent again; an authenticator app makes its own.
  const canResend = factor === 'sms' || factor === 'email';

  // After a failure the code is cleared: the cursor waits there for the next try.
  useEffect(() => {
    if (failure) codeInput.current?.focus();
  }, [failure]);

  const instruction =
    factor === 'token'
      ? t('otp.instruction.token')
      : factor === 'push'
        ? t('otp.instruction.push')
        : form.destination
          ? t('otp.instruction.sentTo', { destination: form.destination })
          : t('otp.instruction.sent');

  return (
    <form
      className={classes.form}
      noValidate
      aria-busy={form.sending}
      onKeyDown={submitOnEnter}
      onSubmit={(event) => {
        event.preventDefault();
        if (canVerify(form)) onVerify();
      }}
    >
      <p className={classes.text}>{instruction}</p>
      <div className={classes.field}>
        <label className={classes.label} htmlFor="login-one-time-password">
          {t('otp.label')}
        </label>
        <input
          ref={codeInput}
          id="login-one-time-password"
          className={`${classes.input} ${classes.code}`}
          name="oneTimePassword"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={oneTimePasswordLength}
          aria-required
          aria-invalid={failure?.kind === 'refused' || undefined}
          aria-describedby={failure ? 'login-otp-failure' : undefined}
          // The step opens on a visitor's action (signing in): the one field there is takes the cursor.
          autoFocus
          value={form.code}
          onChange={(event) => dispatch({ type: 'codeTyped', value: event.currentTarget.value })}
        />
      </div>
      {failure && (
        <p className={classes.failure} id="login-otp-failure" role="alert">
          {failure.kind === 'refused' ? t(`otp.error.${failure.key}`) : unsentCallText(failure, t)}
        </p>
      )}
      {form.resent && (
        <p className={classes.text} role="status">
          {t('otp.resent')}
        </p>
      )}
      <button type="submit" className={classes.submit} disabled={!canVerify(form)}>
        {t('otp.verify')}
      </button>
      <div className={classes.row}>
        <button type="button" className={classes.linkButton} onClick={onBack}>
          {t('otp.back')}
        </button>
        {canResend && (
          <button
            type="button"
            className={classes.linkButton}
            disabled={secondsLeft > 0 || form.resending}
            onClick={onResend}
          >
            {secondsLeft > 0 ? t('otp.resendIn', { seconds: secondsLeft }) : t('otp.resend')}
          </button>
        )}
      </div>
    </form>
  );
}
