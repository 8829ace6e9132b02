import { Badge, Button, Group, Loader, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import type { LiveSession } from '@portal/contract';
import { formatDate, formatTime12 } from '@portal/contract/domain/date-format';
import { api } from '../../shared/api/api-client';
import type { ActingAccount } from '../../shared/api/acting-account';
import { queryClient } from '../../shared/api/query-client';
import { useBrand } from '../../shared/brand/brand-context';
import { useTranslation } from '../../shared/i18n/use-translation';
import { retryUnlessRefused } from '../../shared/password/use-sign-in-again';
import { RetryAlert } from '../../shared/ui/retry-alert';

/** The sessions list as the section shows it. */
export type LiveSessionsState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed' }
  | { readonly kind: 'loaded'; readonly sessions: readonly LiveSession[] };

/** The cache key of one account's live sessions: the list is the account's, whichever session is active later. */
export function liveSessionsKey(account: ActingAccount) {
  return ['account', 'searchSessions', { accountCode: account.accountCode, source: account.source }] as const;
}

/**
 * Settings' 'Signed-in devices' (issue 4 part 10): the live sessions of the active account (browser, address, start,
 * last seen, in Hong Kong time; this browser's marked) and 'Log out other sessions' after a confirmation, after which
 * the list is read again.
 */
export function SessionsSection({ account }: { account: ActingAccount }) {
  const live = useQuery(
    {
      queryKey: liveSessionsKey(account),
      queryFn: ({ signal }) => api.account.searchSessions({}, { signal, actingFor: account }),
      retry: retryUnlessRefused,
    },
    queryClient,
  );
  const endOthers = useMutation(
    {
      mutationFn: () => api.account.endOtherSessions({}, { actingFor: account }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: liveSessionsKey(account) }),
    },
    queryClient,
  );
  const [confirming, setConfirming] = useState(false);
  const state: LiveSessionsState = live.isPending
    ? { kind: 'loading' }
    : live.isError
      ? { kind: 'failed' }
      : { kind: 'loaded', sessions: live.data.sessions };

  return (
    <SessionsView
      accountCode={account.accountCode}
      state={state}
      onRetry={() => void live.refetch()}
      ended={endOthers.data?.ended}
      confirm={{
        opened: confirming,
        ending: endOthers.isPending,
        failed: endOthers.isError,
        onOpen: () => {
          endOthers.reset();
          setConfirming(true);
        },
        onClose: () => setConfirming(false),
        onConfirm: () => endOthers.mutate(undefined, { onSuccess: () => setConfirming(false) }),
      }}
    />
  );
}

export type SessionsViewProps = {
  readonly accountCode: string;
  readonly state: LiveSessionsState;
  readonly onRetry: () => void;
  /** How many sessions the last 'Log out other sessions' ended. */
  readonly ended?: number;
  readonly confirm: {
    readonly opened: boolean;
    readonly ending: boolean;
    readonly failed: boolean;
    readonly onOpen: () => void;
    readonly onClose: () => void;
    readonly onConfirm: () => void;
  };
};

export function SessionsView({ accountCode, state, onRetry, ended, confirm }: SessionsViewProps) {
  const { t } = useTranslation('users');
  const hasOthers = state.kind === 'loaded' && state.sessions.some((session) => !session.current);
  let content: ReactNode;
  switch (state.kind) {
    case 'loading':
      content = (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text size="sm">{t('sessions.loading')}</Text>
        </Group>
      );
      break;
    case 'failed':
      content = <RetryAlert message={t('sessions.loadFailed')} retryLabel={t('sessions.retry')} onRetry={onRetry} />;
      break;
    case 'loaded':
      content =
        state.sessions.length === 0 ? (
          <Text c="dimmed">{t('sessions.empty')}</Text>
        ) : (
          <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {state.sessions.map((session) => (
              <LiveSessionItem key={session.sessionId} session={session} />
            ))}
          </Stack>
        );
      break;
  }
  return (
    <Stack gap="sm" component="section" aria-labelledby="sessions-heading" data-testid="live-sessions">
      <Stack gap={4}>
        <Title order={2} size="h4" id="sessions-heading">
          {t('sessions.heading')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('sessions.intro', { accountCode })}
        </Text>
      </Stack>
      {content}
      {ended !== undefined && (
        <Text size="sm" role="status">
          {t('sessions.ended', { count: ended })}
        </Text>
      )}
      <Group>
        <Button variant="default" color="danger" disabled={!hasOthers} onClick={confirm.onOpen}>
          {t('sessions.endOthers')}
        </Button>
      </Group>
      <Modal
        opened={confirm.opened}
        onClose={confirm.onClose}
        title={t('sessions.confirmTitle')}
        centered
        styles={{ title: { fontWeight: 600 } }}
      >
        <Stack gap="md">
          <Text size="sm">{t('sessions.confirmBody', { accountCode })}</Text>
          {confirm.failed && (
            <Text size="sm" c="danger" role="alert">
              {t('sessions.endFailed')}
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={confirm.onClose} disabled={confirm.ending}>
              {t('sessions.cancel')}
            </Button>
            <Button color="danger" loading={confirm.ending} onClick={confirm.onConfirm}>
              {t('sessions.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

function LiveSessionItem({ session }: { session: LiveSession }) {
  const { t } = useTranslation('users');
  const brand = useBrand();
  const at = (instant: string) =>
    `${formatDate(instant, brand.marketTimeZone)} ${formatTime12(instant, brand.marketTimeZone)}`;
  // The server names browser and system apart (product names, not translated); the label is composed in the language.
  const device =
    session.browserName === null
      ? t('sessions.unknownBrowser')
      : session.systemName === null
        ? session.browserName
        : t('sessions.browserOnSystem', { browser: session.browserName, system: session.systemName });
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid="live-session" data-current={session.current}>
      <Stack gap={2}>
        <Group gap="xs">
          <Text fw={600}>{device}</Text>
          {session.current && (
            <Badge variant="light" size="sm">
              {t('sessions.current')}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {t('sessions.address', { address: session.address })}
        </Text>
        <Text size="sm" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {t('sessions.started', { time: at(session.startTime) })}
        </Text>
        <Text size="sm" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {t('sessions.lastSeen', { time: at(session.lastSeenTime) })}
        </Text>
        {session.isSessionLogin && (
          <Text size="sm" c="dimmed">
            {t('sessions.sessionLogin')}
          </Text>
        )}
        {session.advisorAccountCode !== undefined && (
          <Text size="sm" c="dimmed">
            {t('sessions.openedByAdvisor', { advisorAccountCode: session.advisorAccountCode })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
