import { lazy, Suspense, useReducer, useState } from 'react';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { FactorRequired, LoggedIn } from '@portal/contract';
import { useBrand } from '../../shared/brand/brand-context';
import { LegalAgreementLink } from '../../shared/legal/legal-agreement-link';
import { withLazyTexts } from '../../shared/i18n/lazy-texts';
import { useTranslation } from '../../shared/i18n/use-translation';
import { usePreferences, usePreferencesStore } from '../../shared/preferences/preferences-context';
import { useSessions, useSessionStore } from '../../shared/session/session-context';
import { activeSession, withSessionFacts } from '../../shared/session/session-store';
import type { SessionFacts, SessionStore } from '../../shared/session/session-store';
import type { LoginSource } from '@portal/contract/brands';
import { pendingGate } from '@portal/contract/domain/sign-in-gates';
import { Spinner } from '../../shared/ui/spinner';
import classes from './login-page.module.css';
import { initialPasswordForm, passwordFormReducer } from './login/password-form';
import type { PasswordLoginOutcome } from './login/password-login';
import { PasswordStep } from './login/password-step';
import { isAddingAccount, prefillFromSearch, readRememberedLogin, rememberLogin } from './login/remembered-login';
import type { LoginPrefill } from './login/remembered-login';
import { isSignedOutState } from './login/signed-out-notice';

/*
 * The login page is the first load (ARCHITECTURE §9): it holds plain elements and the form's state only. The calls
 * (api client, contract schemas) load when the visitor starts on the form; the later steps load when reached.
 */
// The call's result messages ('users' texts) arrive with it.
const loadPasswordLogin = withLazyTexts(['users'], () => import('./login/password-login'));
const OtpStep = lazy(
  withLazyTexts(['users'], () => import('./login/otp-step').then((module) => ({ default: module.OtpStep }))),
);
// Their texts are in the 'users' namespace, outside the first load: fetched with the step.
const ForcedPasswordChange = lazy(
  withLazyTexts(['users'], () =>
    import('./forced-password-change').then((module) => ({ default: module.ForcedPasswordChange })),
  ),
);
const FirstLoginAgreement = lazy(
  withLazyTexts(['users'], () =>
    import('./first-login-agreement').then((module) => ({ default: module.FirstLoginAgreement })),
  ),
);

/**
 * /users/login (SPEC §2 Users area, §4 Login): the password step, then the one-time password when the login asks
 * for a second factor. Once a session is active the same page shows the forced password change, then the first-login
 * agreement, while either is pending; otherwise it hands over to the home route, which lands on the page of the
 * role and source (SPEC §2 Redirect after login). With `?add=1` (the switcher's 'Add another account') the sign-in
 * form shows even while a session is active: a login on the other source adds a session, one on the same source
 * replaces that source's (SPEC §4).
 */
export function LoginPage() {
  const session = activeSession(useSessions());
  const [search] = useSearchParams();
  const adding = isAddingAccount(search);
  const brand = useBrand();
  // A brand in session login mode only (embedded in a host app) signs people in from the host app's hand-off.
  if (!session && !brand.flags.passwordLoginMode) return <SessionLoginOnly />;
  return session && !adding ? (
    <SignedInStep session={session} />
  ) : (
    <SignInSteps adding={session !== undefined && adding} search={search} />
  );
}

function SignedInStep({ session }: { session: SessionFacts }) {
  const sessions = useSessionStore();
  const { accountCode, source } = session;
  // The contract's rule, the one the server refuses calls by (ADR 020).
  const gate = pendingGate(session);
  if (gate === 'forcedPasswordChange') {
    return (
      <Suspense fallback={<StepLoading />}>
        <ForcedPasswordChange
          onChanged={(lastChangePasswordDate) =>
            sessions.update((state) =>
              withSessionFacts(state, accountCode, {
                forceChangePassword: false,
                lastChangePasswordAt: Date.parse(lastChangePasswordDate),
              }),
            )
          }
        />
      </Suspense>
    );
  }
  // Only the plain client role is held to the first-login agreement (SPEC §4).
  if (gate === 'firstLoginAgreement') {
    return (
      <Suspense fallback={<StepLoading />}>
        <FirstLoginAgreement
          accountCode={accountCode}
          source={source}
          onConfirmed={() =>
            sessions.update((state) => withSessionFacts(state, accountCode, { agreementConfirmed: true }))
          }
        />
      </Suspense>
    );
  }
  return <Navigate to="/" replace />;
}

/**
 * The brand, the heading, the current step and the links to the privacy policy and the terms, in the look of
 * Mantine's Container, Stack, Image and Title.
 */
function LoginFrame({ heading, children }: { heading: string; children: ReactNode }) {
  const brand = useBrand();
  const { language } = usePreferences();
  return (
    <div className={classes.page}>
      <div className={classes.stack}>
        <div className={classes.brand}>
          {/* Decorative: the brand's name is written right below it (the header's logo carries the name). */}
          <img src={brand.logo} alt="" className={classes.logo} />
          <p className={classes.brandName}>{brand.name[language]}</p>
        </div>
        <h1 className={classes.heading}>{heading}</h1>
        {children}
        <div className={classes.legalLinks}>
          <LegalAgreementLink type="privacyPolicy" />
          <LegalAgreementLink type="termsAndConditions" />
        </div>
      </div>
    </div>
  );
}

function SessionLoginOnly() {
  const { t } = useTranslation('login');
  return (
    <LoginFrame heading={t('login.heading')}>
      <p className={classes.notice} role="status">
        {t('login.sessionLoginOnly')}
      </p>
    </LoginFrame>
  );
}

function StepLoading() {
  const { t } = useTranslation();
  return <Spinner label={t('loading')} />;
}

/**
 * What the form opens with: what the link asks for; else, adding an account, the source this browser holds no
 * session of (the account code is left empty: the remembered one is likely signed in already); else the last login's
 * source and account code.
 */
function prefillOf(sessions: SessionStore, sources: readonly LoginSource[], adding: boolean, search: URLSearchParams) {
  const linked = prefillFromSearch(search);
  if (linked.source !== undefined || linked.accountCode !== undefined) return linked;
  if (!adding) return readRememberedLogin(sessions.storage);
  const held = sessions.getSnapshot().sessions.map((session) => session.source);
  const other = sources.find((source) => !held.includes(source));
  return other === undefined ? {} : ({ source: other } satisfies LoginPrefill);
}

function SignInSteps({ adding, search }: { adding: boolean; search: URLSearchParams }) {
  const { t } = useTranslation('login');
  const brand = useBrand();
  const sessions = useSessionStore();
  const preferencesStore = usePreferencesStore();
  const location = useLocation();
  const navigate = useNavigate();
  const [form, dispatch] = useReducer(passwordFormReducer, null, () =>
    initialPasswordForm(brand.sources, prefillOf(sessions, brand.sources, adding, search)),
  );
  const [challenge, setChallenge] = useState<FactorRequired | undefined>(undefined);
  // The logout page's 'You have signed out.' stays until the next attempt.
  const [signedOut, setSignedOut] = useState(() => isSignedOutState(location.state));

  const loggedIn = async (login: LoggedIn) => {
    // The account's saved language and reporting currency apply before its first page (SPEC §7 loadPreference); a
    // failure to load them leaves the device's and does not stop the login.
    await import('../../shared/preferences/account-preferences')
      .then(({ loadAccountPreferences }) => loadAccountPreferences(preferencesStore, login))
      .catch(() => undefined);
    // The page re-renders with the new active session: the gates, or on to the landing page. Recording it (recent
    // users, the other tabs told) and the facts kept of it are chunks of their own, outside the first load.
    const [{ recordLogin }, { sessionFactsOf }] = await Promise.all([
      import('../../shared/session/record-login'),
      import('../../shared/session/session-facts'),
    ]);
    rememberLogin(sessions.storage, login);
    recordLogin(sessions, sessionFactsOf(login));
    // The added session is the active one now: on to its gates or its landing page.
    if (adding) void navigate('/users/login', { replace: true });
  };

  const submit = async () => {
    dispatch({ type: 'sent' });
    setSignedOut(false);
    const { captcha } = form;
    const outcome: PasswordLoginOutcome = await loadPasswordLogin().then(
      ({ submitPasswordLogin }) =>
        submitPasswordLogin({
          source: form.source,
          accountCode: form.accountCode,
          password: form.password,
          ...(captcha ? { captcha: { captchaId: captcha.captchaId, captchaText: form.captchaText } } : {}),
        }),
      // The calls' chunk did not arrive: the server cannot be reached (or was just redeployed).
      () => ({ kind: 'failed', failure: { kind: 'unreachable' } }),
    );
    switch (outcome.kind) {
      case 'loggedIn':
        dispatch({ type: 'passed' });
        await loggedIn(outcome.login);
        return;
      case 'factorRequired':
        dispatch({ type: 'passed' });
        setChallenge(outcome.challenge);
        return;
      case 'failed':
        dispatch(
          outcome.captcha
            ? { type: 'failed', failure: outcome.failure, captcha: outcome.captcha }
            : { type: 'failed', failure: outcome.failure },
        );
        return;
    }
  };

  const refreshCaptcha = async () => {
    const captcha = await loadPasswordLogin().then(
      (module) => module.refreshCaptcha(form.captcha?.captchaId),
      () => undefined,
    );
    if (captcha) dispatch({ type: 'captchaRefreshed', captcha });
  };

  return (
    <LoginFrame heading={t(adding ? 'login.addAccountHeading' : 'login.heading')}>
      {challenge ? (
        <Suspense fallback={<StepLoading />}>
          <OtpStep challenge={challenge} onLoggedIn={loggedIn} onBack={() => setChallenge(undefined)} />
        </Suspense>
      ) : (
        <PasswordStep
          form={form}
          dispatch={dispatch}
          sources={brand.sources}
          onStart={() => void loadPasswordLogin().catch(() => undefined)}
          onSubmit={() => void submit()}
          onRefreshCaptcha={() => void refreshCaptcha()}
          notice={
            signedOut && (
              <p className={classes.notice} role="status">
                {t('login.signedOut')}
              </p>
            )
          }
        />
      )}
      {!challenge && (brand.flags.resetPasswordEnabled || adding) && (
        <div className={classes.row}>
          {brand.flags.resetPasswordEnabled && (
            <Link to="/users/resetPassword" className={classes.link}>
              {t('login.forgotPassword')}
            </Link>
          )}
          {adding && (
            <Link to="/users/switcher" className={classes.link}>
              {t('login.backToAccounts')}
            </Link>
          )}
        </div>
      )}
    </LoginFrame>
  );
}
