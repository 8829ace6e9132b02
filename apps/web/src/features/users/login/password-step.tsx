import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import type { LoginSource } from '@portal/contract/brands';
import { useTranslation } from '../../../shared/i18n/use-translation';
import classes from '../login-page.module.css';
import { unsentCallText } from './call-failure';
import { accountCodeOf, canSubmit } from './password-form';
import type { PasswordFormAction, PasswordFormState } from './password-form';
import { submitOnEnter } from './submit-keys';

export type PasswordStepProps = {
  readonly form: PasswordFormState;
  readonly dispatch: (action: PasswordFormAction) => void;
  /** The brand's login sources; a switch between them shows when there are two (SPEC §2 Users area). */
  readonly sources: readonly LoginSource[];
  readonly onSubmit: () => void;
  readonly onRefreshCaptcha: () => void;
  /** Called when the visitor starts on the form, so the calls' code can load while they type. */
  readonly onStart?: () => void;
  /** A note above the form ('You have signed out.'). */
  readonly notice?: ReactNode;
};

/**
 * The password step of signing in: account code (uppercased as typed), password, the captcha when the server asks
 * for one, and the message of the last failure (SPEC §4, §5, §8). Plain elements: this is the first load.
 */
export function PasswordStep({
  form,
  dispatch,
  sources,
  onSubmit,
  onRefreshCaptcha,
  onStart,
  notice,
}: PasswordStepProps) {
  const { t } = useTranslation('login');
  // The result messages load with the login call, when the visitor starts on the form.
  const { t: tUsers } = useTranslation('users');
  const passwordInput = useRef<HTMLInputElement>(null);
  const { failure } = form;

  // After a failure the password is cleared: the cursor waits there for the next try.
  useEffect(() => {
    if (failure) passwordInput.current?.focus();
  }, [failure]);

  return (
    <form
      className={classes.form}
      noValidate
      aria-busy={form.sending}
      onFocus={onStart}
      onKeyDown={submitOnEnter}
      onSubmit={(event) => {
        event.preventDefault();
        if (canSubmit(form)) onSubmit();
      }}
    >
      {notice}
      {sources.length > 1 && (
        <fieldset className={classes.sources}>
          <legend className={classes.visuallyHidden}>{t('login.source.legend')}</legend>
          {sources.map((source) => (
            <label key={source} className={classes.sourceOption} data-checked={form.source === source || undefined}>
              <input
                type="radio"
                className={classes.visuallyHidden}
                name="source"
                value={source}
                checked={form.source === source}
                onChange={() => dispatch({ type: 'sourceChosen', source })}
              />
              {t(`login.source.${source}`)}
            </label>
          ))}
        </fieldset>
      )}
      <div className={classes.field}>
        <label className={classes.label} htmlFor="login-account-code">
          {t('login.accountCode')}
        </label>
        <input
          id="login-account-code"
          className={classes.input}
          name="accountCode"
          autoComplete="username"
          autoCapitalize="characters"
          spellCheck={false}
          aria-required
          value={form.accountCode}
          onChange={(event) => {
            const input = event.currentTarget;
            const uppercased = accountCodeOf(input.value);
            // Uppercasing in place keeps the cursor where the visitor is typing; React would move it to the end.
            if (uppercased !== input.value && uppercased.length === input.value.length) {
              const { selectionStart, selectionEnd } = input;
              input.value = uppercased;
              input.setSelectionRange(selectionStart, selectionEnd);
            }
            dispatch({ type: 'accountCodeTyped', value: input.value });
          }}
        />
      </div>
      <div className={classes.field}>
        <label className={classes.label} htmlFor="login-password">
          {t('login.password')}
        </label>
        <input
          ref={passwordInput}
          id="login-password"
          className={classes.input}
          type="password"
          name="password"
          autoComplete="current-password"
          aria-required
          aria-describedby={failure ? 'login-failure' : undefined}
          value={form.password}
          onChange={(event) => dispatch({ type: 'passwordTyped', value: event.currentTarget.value })}
        />
      </div>
      {form.captcha && (
        <div className={classes.field}>
          <label className={classes.label} htmlFor="login-captcha">
            {t('login.captcha')}
          </label>
          <div className={classes.captchaRow}>
            <input
              id="login-captcha"
              className={classes.input}
              name="captcha"
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              aria-required
              aria-describedby="login-captcha-hint"
              value={form.captchaText}
              onChange={(event) => dispatch({ type: 'captchaTyped', value: event.currentTarget.value })}
            />
            <button
              type="button"
              className={classes.captchaImageButton}
              aria-label={t('login.captchaRefresh')}
              title={t('login.captchaRefresh')}
              onClick={onRefreshCaptcha}
            >
              <img
                className={classes.captchaImage}
                src={form.captcha.captchaImage}
                alt={t('login.captchaImage')}
                data-testid="captcha-image"
              />
            </button>
          </div>
          <p className={classes.hint} id="login-captcha-hint">
            {t('login.captchaHint')}
          </p>
        </div>
      )}
      {failure && (
        <p className={classes.failure} id="login-failure" role="alert">
          {failure.kind === 'refused' ? tUsers(`signIn.result.${failure.key}`) : unsentCallText(failure, tUsers)}
        </p>
      )}
      <button type="submit" className={classes.submit} disabled={!canSubmit(form)}>
        {t('login.submit')}
      </button>
    </form>
  );
}
