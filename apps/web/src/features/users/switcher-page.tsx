import { Alert, Badge, Button, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatDate, formatTime12 } from '@portal/contract/domain/date-format';
import { api } from '../../shared/api/api-client';
import { queryClient } from '../../shared/api/query-client';
import { useBrand } from '../../shared/brand/brand-context';
import { useTranslation } from '../../shared/i18n/use-translation';
import { readRecentUsers } from '../../shared/session/recent-users';
import type { RecentUser } from '../../shared/session/recent-users';
import { useSessions, useSessionStore } from '../../shared/session/session-context';
import { withActiveAccount } from '../../shared/session/session-store';
import type { SessionFacts } from '../../shared/session/session-store';
import { logOutAccount } from './login/log-out';
import type { LogoutOutcome } from './login/log-out';
import { signedOutState } from './login/signed-out-notice';
import { adviseeLandingPath, openAdviseeSession } from '../../shared/session/advisee-login';
import type { AdviseeLoginOutcome } from '../../shared/session/advisee-login';
import { addAccountPath, adviseeSessionOf, switcherModel } from './switcher/switcher-model';
import type { SignedInAccount } from './switcher/switcher-model';

/** The home route lands on the page of the active account's role and source (SPEC §2 Redirect after login). */
const landingPath = '/';

/**
 * /users/switcher (SPEC §2 Users area, §4 Advisee login): the accounts signed in on this browser, gateway and FOS at
 * once, with the active one marked; switching makes another one active without a new login; logout per account;
 * an advisor's advisees to log in as; the accounts that signed in here before and adding another account (where the
 * brand has password login).
 */
export function SwitcherPage() {
  const { t } = useTranslation('users');
  const brand = useBrand();
  // Signing in with a password (another account, a recent user) only where the brand has password login.
  const canSignIn = brand.flags.passwordLoginMode;
  const sessions = useSessionStore();
  const state = useSessions();
  const navigate = useNavigate();
  // Read on every render: a logout or a login here changes which recent users hold no session.
  const model = switcherModel(state, readRecentUsers(sessions.storage));
  const [logouts, setLogouts] = useState<ReadonlyMap<string, LogoutState>>(new Map());

  const switchTo = (accountCode: string) => {
    sessions.update((current) => withActiveAccount(current, accountCode));
    void navigate(landingPath);
  };

  const logOut = async (accountCode: string) => {
    setLogouts((current) => new Map(current).set(accountCode, { kind: 'signingOut' }));
    const outcome = await logOutAccount(sessions, accountCode);
    setLogouts((current) => new Map(current).set(accountCode, outcome));
    if (outcome.kind === 'signedOut' && sessions.getSnapshot().sessions.length === 0) {
      void navigate('/users/login', { replace: true, state: signedOutState });
    }
  };

  return (
    <Container size="sm" py="xl">
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>{t('switcher.heading')}</Title>
          <Text c="dimmed">{t('switcher.intro')}</Text>
        </Stack>
        <Stack gap="sm" component="section" aria-labelledby="switcher-signed-in">
          <Title order={2} size="h4" id="switcher-signed-in">
            {t('switcher.signedInHeading')}
          </Title>
          {model.signedIn.map((account) => (
            <SignedInRow
              key={account.session.accountCode}
              account={account}
              logout={logouts.get(account.session.accountCode)}
              onSwitch={() => switchTo(account.session.accountCode)}
              onLogOut={() => void logOut(account.session.accountCode)}
            />
          ))}
          {canSignIn && (
            <Group>
              <Button component={Link} to={addAccountPath()} variant="light">
                {t('switcher.addAccount')}
              </Button>
            </Group>
          )}
        </Stack>
        {model.advisors.map((advisor) => (
          <AdviseeList key={advisor.accountCode} advisor={advisor} onSwitch={switchTo} />
        ))}
        {canSignIn && model.recent.length > 0 && (
          <Stack gap="sm" component="section" aria-labelledby="switcher-recent">
            <Title order={2} size="h4" id="switcher-recent">
              {t('switcher.recentHeading')}
            </Title>
            {model.recent.map((user) => (
              <RecentUserRow key={`${user.source}:${user.accountCode}`} user={user} />
            ))}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}

type LogoutState = { readonly kind: 'signingOut' } | LogoutOutcome;

/** One account of the switcher: code and badge on the left, what can be done with it on the right (wrapping below on a phone). */
function AccountRow({
  accountCode,
  badge,
  details,
  actions,
  message,
  testId,
}: {
  accountCode: string;
  badge?: ReactNode;
  details: ReactNode;
  actions?: ReactNode;
  message?: ReactNode;
  testId: string;
}) {
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId} data-account-code={accountCode}>
      <Group justify="space-between" align="center" gap="sm">
        <Stack gap={2} miw={0}>
          <Group gap="xs">
            <Text fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {accountCode}
            </Text>
            {badge}
          </Group>
          {details}
        </Stack>
        {actions && <Group gap="xs">{actions}</Group>}
      </Group>
      {message}
    </Paper>
  );
}

function SignedInRow({
  account,
  logout,
  onSwitch,
  onLogOut,
}: {
  account: SignedInAccount;
  logout: LogoutState | undefined;
  onSwitch: () => void;
  onLogOut: () => void;
}) {
  const { t } = useTranslation('users');
  const { session, active, canLogOut } = account;
  const { accountCode } = session;
  return (
    <AccountRow
      testId="signed-in-account"
      accountCode={accountCode}
      badge={
        active && (
          <Badge variant="light" size="sm">
            {t('switcher.active')}
          </Badge>
        )
      }
      details={
        <Text size="sm" c="dimmed">
          {[
            t(`switcher.source.${session.source}`),
            t(`switcher.role.${session.role}`),
            ...(session.advisorAccountCode === undefined
              ? []
              : [t('switcher.adviseeOf', { advisorAccountCode: session.advisorAccountCode })]),
          ].join(' · ')}
        </Text>
      }
      actions={
        <>
          {!active && (
            <Button size="xs" onClick={onSwitch} aria-label={t('switcher.switchTo', { accountCode })}>
              {t('switcher.switch')}
            </Button>
          )}
          {canLogOut && (
            <Button
              size="xs"
              variant="default"
              loading={logout?.kind === 'signingOut'}
              onClick={onLogOut}
              aria-label={t('switcher.logOutOf', { accountCode })}
            >
              {t('switcher.logOut')}
            </Button>
          )}
        </>
      }
      message={
        logout?.kind === 'failed' && (
          <Alert color="danger" variant="light" role="alert" mt="sm" p="xs">
            <Text size="sm">{t('switcher.logoutFailed', { accountCode })}</Text>
            {logout.reason === 'unreachable' && <Text size="sm">{t('switcher.logoutUnreachable')}</Text>}
          </Alert>
        )
      }
    />
  );
}

type AdviseeLoginState = { readonly kind: 'loggingIn' } | AdviseeLoginOutcome;

/** An advisor's advisees (searchAdvisees, acting as the advisor), each to log in as or, once opened, to switch to. */
function AdviseeList({ advisor, onSwitch }: { advisor: SessionFacts; onSwitch: (accountCode: string) => void }) {
  const { t } = useTranslation('users');
  const sessions = useSessionStore();
  const state = useSessions();
  const navigate = useNavigate();
  const advisorAccount = { accountCode: advisor.accountCode, source: advisor.source };
  const advisees = useQuery(
    {
      queryKey: ['account', 'searchAdvisees', advisorAccount],
      queryFn: ({ signal }) => api.account.searchAdvisees({}, { signal, actingFor: advisorAccount }),
    },
    queryClient,
  );
  const [logins, setLogins] = useState<ReadonlyMap<string, AdviseeLoginState>>(new Map());

  const logInAs = async (accountCode: string) => {
    setLogins((current) => new Map(current).set(accountCode, { kind: 'loggingIn' }));
    const outcome = await openAdviseeSession(sessions, advisor, accountCode);
    setLogins((current) => new Map(current).set(accountCode, outcome));
    if (outcome.kind === 'loggedIn') void navigate(adviseeLandingPath);
  };

  const headingId = `advisees-of-${advisor.accountCode}`;
  let content: ReactNode;
  if (advisees.isPending) {
    content = (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text size="sm">{t('switcher.advisees.loading')}</Text>
      </Group>
    );
  } else if (advisees.isError) {
    content = (
      <Alert color="danger" variant="light" role="alert">
        <Group justify="space-between" gap="sm">
          <Text size="sm">{t('switcher.advisees.loadFailed')}</Text>
          <Button size="xs" variant="outline" color="danger" onClick={() => void advisees.refetch()}>
            {t('switcher.advisees.retry')}
          </Button>
        </Group>
      </Alert>
    );
  } else if (advisees.data.advisees.length === 0) {
    content = <Text c="dimmed">{t('switcher.advisees.empty')}</Text>;
  } else {
    content = advisees.data.advisees.map((advisee) => {
      const { accountCode } = advisee;
      const opened = adviseeSessionOf(state, advisor.accountCode, accountCode);
      const active = opened !== undefined && state.activeAccountCode === accountCode;
      const login = logins.get(accountCode);
      return (
        <AccountRow
          key={accountCode}
          testId="advisee"
          accountCode={accountCode}
          badge={
            active && (
              <Badge variant="light" size="sm">
                {t('switcher.active')}
              </Badge>
            )
          }
          details={
            <Text size="sm" c="dimmed">
              {[advisee.displayName, t(`switcher.source.${advisee.source}`)].join(' · ')}
            </Text>
          }
          actions={
            <>
              {login?.kind === 'failed' && (
                <Text size="sm" c="danger" role="alert">
                  {t(login.reason === 'refused' ? 'switcher.advisees.loginFailed' : 'switcher.advisees.errorOccurred')}
                </Text>
              )}
              {opened === undefined ? (
                <Button
                  size="xs"
                  loading={login?.kind === 'loggingIn'}
                  onClick={() => void logInAs(accountCode)}
                  aria-label={t('switcher.advisees.logInAsAccount', { accountCode })}
                >
                  {t('switcher.advisees.logInAs')}
                </Button>
              ) : (
                !active && (
                  <Button
                    size="xs"
                    onClick={() => onSwitch(accountCode)}
                    aria-label={t('switcher.switchTo', { accountCode })}
                  >
                    {t('switcher.switch')}
                  </Button>
                )
              )}
            </>
          }
        />
      );
    });
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId}>
        {t('switcher.advisees.heading', { advisorAccountCode: advisor.accountCode })}
      </Title>
      {content}
    </Stack>
  );
}

/** An account that signed in here before: 'Sign in' opens the login form prefilled with its code and source. */
function RecentUserRow({ user }: { user: RecentUser }) {
  const { t } = useTranslation('users');
  const brand = useBrand();
  const time = `${formatDate(user.lastLoginTime, brand.marketTimeZone)} ${formatTime12(user.lastLoginTime, brand.marketTimeZone)}`;
  return (
    <AccountRow
      testId="recent-user"
      accountCode={user.accountCode}
      details={
        <Text size="sm" c="dimmed">
          {[t(`switcher.source.${user.source}`), t('switcher.lastSignedIn', { time })].join(' · ')}
        </Text>
      }
      actions={
        <Button
          size="xs"
          variant="light"
          component={Link}
          to={addAccountPath({ source: user.source, accountCode: user.accountCode })}
          aria-label={t('switcher.signInAs', { accountCode: user.accountCode })}
        >
          {t('switcher.signIn')}
        </Button>
      }
    />
  );
}
