import {
  Alert,
  Button,
  Container,
  Group,
  Loader,
  Modal,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import type { ListedNotificationStatus, Notification } from '@portal/contract';
import { api } from '../../shared/api/api-client';
import { queryClient } from '../../shared/api/query-client';
import { useBrand } from '../../shared/brand/brand-context';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useSessions, useSessionStore } from '../../shared/session/session-context';
import { activeSession } from '../../shared/session/session-store';
import type { SessionFacts } from '../../shared/session/session-store';
import {
  markReadInLists,
  notificationsOf,
  pageListQuery,
  removeFromLists,
  setNotificationStatus,
} from './notification-queries';
import type { NotificationAccount } from './notification-queries';
import { NotificationSummary, useNotificationText } from './notification-text';
import { browserPushEnvironment, pushEligible } from './push-manager';
import type { PushPermission } from './push-manager';
import { checkActivePushSubscription } from './push-supervision';
import { unreadCountStore } from './use-unread-count';
import classes from './notifications.module.css';
import { RetryAlert } from '../../shared/ui/retry-alert';
import { rowActionName } from '../../shared/ui/row-action';

/** The page's filter (All / Unread / Read) and the statuses each asks for. */
export const notificationFilters = ['all', 'unread', 'read'] as const;
export type NotificationFilter = (typeof notificationFilters)[number];
export const statusesOf: Readonly<Record<NotificationFilter, readonly ListedNotificationStatus[]>> = {
  all: ['unread', 'read'],
  unread: ['unread'],
  read: ['read'],
};

function isNotificationFilter(value: string): value is NotificationFilter {
  return (notificationFilters as readonly string[]).includes(value);
}

/** What the list shows. */
export type NotificationListState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed' }
  | {
      readonly kind: 'loaded';
      readonly notifications: readonly Notification[];
      readonly hasMore: boolean;
      readonly loadingMore: boolean;
      readonly loadMoreFailed: boolean;
    };

/**
 * The 'Turn on browser notifications' control (SPEC §4): offered where pushes are possible and the browser has not
 * been asked yet; help where the browser blocks them; the outcome of turning them on.
 */
export type PushControlState =
  | { readonly kind: 'hidden' }
  | { readonly kind: 'offer'; readonly busy: boolean }
  | { readonly kind: 'blocked' }
  | { readonly kind: 'on' }
  | { readonly kind: 'failed' };

export type NotificationsPageViewProps = {
  readonly filter: NotificationFilter;
  readonly onFilter: (filter: NotificationFilter) => void;
  readonly list: NotificationListState;
  readonly onRetry: () => void;
  readonly onLoadMore: () => void;
  readonly onMarkRead: (notification: Notification) => void;
  readonly markingId?: string;
  readonly actionFailed?: 'markFailed';
  readonly onDelete: (notification: Notification) => void;
  readonly deleteDialog: {
    readonly opened: boolean;
    readonly deleting: boolean;
    readonly failed: boolean;
    readonly onClose: () => void;
    readonly onConfirm: () => void;
  };
  readonly push: PushControlState;
  readonly onTurnOnPush: () => void;
};

export function NotificationsPageView(props: NotificationsPageViewProps) {
  const { t } = useTranslation('notifications');
  const { filter, onFilter, deleteDialog } = props;
  return (
    <Container size="md" py="lg">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('page.title')}
        </Title>
        <PushControl state={props.push} onTurnOn={props.onTurnOnPush} />
        <SegmentedControl
          aria-label={t('page.filterLabel')}
          value={filter}
          onChange={(value) => {
            if (isNotificationFilter(value)) onFilter(value);
          }}
          data={notificationFilters.map((value) => ({ value, label: t(`page.filter.${value}`) }))}
          style={{ alignSelf: 'flex-start' }}
        />
        {props.actionFailed && (
          <Alert color="danger" variant="light" role="alert">
            {t(`page.${props.actionFailed}`)}
          </Alert>
        )}
        <NotificationList {...props} />
      </Stack>
      <Modal
        opened={deleteDialog.opened}
        onClose={deleteDialog.onClose}
        title={t('page.deleteTitle')}
        // The close button is an icon: its name is said in words, in the page's language.
        closeButtonProps={{ 'aria-label': t('page.closeDialog') }}
        centered
        styles={{ title: { fontWeight: 600 } }}
      >
        <DeleteConfirmation
          deleting={deleteDialog.deleting}
          failed={deleteDialog.failed}
          onCancel={deleteDialog.onClose}
          onConfirm={deleteDialog.onConfirm}
        />
      </Modal>
    </Container>
  );
}

/** The delete dialog's question (SPEC §5) and its answers. */
export function DeleteConfirmation({
  deleting,
  failed,
  onCancel,
  onConfirm,
}: {
  deleting: boolean;
  failed: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('notifications');
  return (
    <Stack gap="md" data-testid="delete-confirmation">
      <Text size="sm">{t('page.deleteConfirm')}</Text>
      {failed && (
        <Text size="sm" c="danger" role="alert">
          {t('page.deleteFailed')}
        </Text>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={deleting}>
          {t('page.cancel')}
        </Button>
        <Button color="danger" loading={deleting} onClick={onConfirm}>
          {t('page.delete')}
        </Button>
      </Group>
    </Stack>
  );
}

/** A notification's own buttons, named by its title and time so that a screen reader tells the items apart. */
function NotificationActions({
  notification,
  marking,
  onMarkRead,
  onDelete,
}: {
  readonly notification: Notification;
  readonly marking: boolean;
  readonly onMarkRead: (notification: Notification) => void;
  readonly onDelete: (notification: Notification) => void;
}) {
  const { t } = useTranslation('notifications');
  const { title, time } = useNotificationText(notification);
  const item = `${title} ${time}`;
  return (
    <Group gap="xs" wrap="nowrap" className={classes.itemActions}>
      {notification.status === 'unread' && (
        <Button
          size="xs"
          variant="subtle"
          loading={marking}
          onClick={() => onMarkRead(notification)}
          aria-label={rowActionName(t('page.markAsRead'), item)}
        >
          {t('page.markAsRead')}
        </Button>
      )}
      <Button
        size="xs"
        variant="subtle"
        color="danger"
        onClick={() => onDelete(notification)}
        aria-label={rowActionName(t('page.delete'), item)}
      >
        {t('page.delete')}
      </Button>
    </Group>
  );
}

function NotificationList({ list, onRetry, onLoadMore, onMarkRead, onDelete, markingId }: NotificationsPageViewProps) {
  const { t } = useTranslation('notifications');
  switch (list.kind) {
    case 'loading':
      return (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text size="sm">{t('list.loading')}</Text>
        </Group>
      );
    case 'failed':
      return <RetryAlert message={t('list.loadFailed')} retryLabel={t('list.retry')} onRetry={onRetry} />;
    case 'loaded':
      break;
  }
  if (list.notifications.length === 0) {
    return (
      <Text c="dimmed" data-testid="notifications-empty">
        {t('list.empty')}
      </Text>
    );
  }
  let end: ReactNode;
  if (list.hasMore) {
    end = (
      <Stack gap="xs" align="center">
        {list.loadMoreFailed && (
          <Text size="sm" c="danger" role="alert">
            {t('list.loadFailed')}
          </Text>
        )}
        <Button variant="default" onClick={onLoadMore} loading={list.loadingMore}>
          {t('page.loadMore')}
        </Button>
      </Stack>
    );
  } else {
    end = (
      <Text size="sm" c="dimmed" ta="center" data-testid="notifications-end">
        {t('list.end')}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {list.notifications.map((notification) => (
          <Paper
            key={notification._id}
            component="li"
            withBorder
            radius="md"
            p="sm"
            data-testid="notification"
            data-status={notification.status}
            data-id={notification._id}
            className={notification.status === 'unread' ? classes.unreadItem : undefined}
          >
            <div className={classes.itemRow}>
              <NotificationSummary notification={notification} />
              <NotificationActions
                notification={notification}
                marking={markingId === notification._id}
                onMarkRead={onMarkRead}
                onDelete={onDelete}
              />
            </div>
          </Paper>
        ))}
      </Stack>
      {end}
    </Stack>
  );
}

function PushControl({ state, onTurnOn }: { state: PushControlState; onTurnOn: () => void }) {
  const { t } = useTranslation('notifications');
  if (state.kind === 'hidden') return null;
  return (
    <Paper withBorder radius="md" p="sm" data-testid="push-control">
      <Stack gap="xs">
        <Text fw={600}>{t('push.heading')}</Text>
        {state.kind === 'offer' && (
          <>
            <Text size="sm" c="dimmed">
              {t('push.intro')}
            </Text>
            <Group>
              <Button size="sm" onClick={onTurnOn} loading={state.busy}>
                {t('push.turnOn')}
              </Button>
            </Group>
          </>
        )}
        {state.kind === 'blocked' && (
          <Text size="sm" c="dimmed">
            {t('push.blocked')}
          </Text>
        )}
        {state.kind === 'on' && (
          <Text size="sm" role="status">
            {t('push.on')}
          </Text>
        )}
        {state.kind === 'failed' && (
          <Text size="sm" c="danger" role="alert">
            {t('push.failed')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** The control's state from the browser's permission, where pushes are for this session. */
export function pushControlFor(eligible: boolean, permission: PushPermission): PushControlState {
  if (!eligible) return { kind: 'hidden' };
  switch (permission) {
    case 'default':
      return { kind: 'offer', busy: false };
    case 'denied':
      return { kind: 'blocked' };
    default:
      return { kind: 'hidden' };
  }
}

/** SPEC §2 Notifications page: the full list with load-more, a filter, mark as read, delete, browser notifications. */
export function NotificationsPage() {
  const session = activeSession(useSessions());
  if (!session) return null;
  return <SignedInNotificationsPage key={`${session.source}:${session.accountCode}`} session={session} />;
}

function SignedInNotificationsPage({ session }: { session: SessionFacts }) {
  const account: NotificationAccount = { accountCode: session.accountCode, source: session.source };
  const brand = useBrand();
  const sessions = useSessionStore();
  const [filter, setFilter] = useState<NotificationFilter>('all');
  const list = useInfiniteQuery(
    pageListQuery(api, account, statusesOf[filter], () => unreadCountStore(account).reset()),
    queryClient,
  );
  const markRead = useMutation(
    {
      mutationFn: (notificationId: string) => setNotificationStatus(api, account, notificationId, 'read'),
      onSuccess: (done, notificationId) => {
        if (done) markReadInLists(queryClient, account, notificationId);
      },
    },
    queryClient,
  );
  const [deleting, setDeleting] = useState<Notification | undefined>(undefined);
  const remove = useMutation(
    {
      mutationFn: async (notificationId: string) => {
        const done = await setNotificationStatus(api, account, notificationId, 'deleted');
        if (!done) throw new Error('The notification was not deleted');
        return notificationId;
      },
      onSuccess: (notificationId) => {
        removeFromLists(queryClient, account, notificationId);
        setDeleting(undefined);
      },
    },
    queryClient,
  );

  const eligible = pushEligible(brand, session);
  const [push, setPush] = useState<PushControlState>(() =>
    pushControlFor(eligible, browserPushEnvironment.permission()),
  );
  const turnOnPush = async () => {
    setPush({ kind: 'offer', busy: true });
    let permission: NotificationPermission;
    try {
      permission = await Notification.requestPermission();
    } catch {
      setPush({ kind: 'failed' });
      return;
    }
    if (permission !== 'granted') {
      setPush(pushControlFor(eligible, permission));
      return;
    }
    const outcome = await checkActivePushSubscription(brand, sessions);
    setPush(outcome === 'subscribed' || outcome === 'reused' ? { kind: 'on' } : { kind: 'failed' });
  };

  const state: NotificationListState = list.isPending
    ? { kind: 'loading' }
    : list.isError && list.data === undefined
      ? { kind: 'failed' }
      : {
          kind: 'loaded',
          notifications: notificationsOf(list.data),
          hasMore: list.hasNextPage,
          loadingMore: list.isFetchingNextPage,
          loadMoreFailed: list.isFetchNextPageError,
        };
  return (
    <NotificationsPageView
      filter={filter}
      onFilter={setFilter}
      list={state}
      onRetry={() => void list.refetch()}
      onLoadMore={() => void list.fetchNextPage()}
      onMarkRead={(notification) => markRead.mutate(notification._id)}
      {...(markRead.isPending && markRead.variables !== undefined ? { markingId: markRead.variables } : {})}
      {...(markRead.isError ? { actionFailed: 'markFailed' as const } : {})}
      onDelete={(notification) => {
        remove.reset();
        setDeleting(notification);
      }}
      deleteDialog={{
        opened: deleting !== undefined,
        deleting: remove.isPending,
        failed: remove.isError,
        onClose: () => setDeleting(undefined),
        onConfirm: () => {
          if (deleting) remove.mutate(deleting._id);
        },
      }}
      push={push}
      onTurnOnPush={() => void turnOnPush()}
    />
  );
}
