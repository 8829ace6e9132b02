/* The notifications list: loading, failed, empty, or the notifications (each with mark as read and delete), then
 * load more or the end. */
import { Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Notification } from '@portal/contract';
import { useTranslation } from '../../shared/i18n/use-translation';
import { RetryAlert } from '../../shared/ui/retry-alert';
import { rowActionName } from '../../shared/ui/row-action';
import { NotificationSummary, useNotificationText } from './notification-text';
import classes from './notifications.module.css';

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

/** What the list is given: its state and what its buttons do. */
export type NotificationListProps = {
  readonly list: NotificationListState;
  readonly onRetry: () => void;
  readonly onLoadMore: () => void;
  readonly onMarkRead: (notification: Notification) => void;
  readonly onDelete: (notification: Notification) => void;
  readonly markingId?: string;
};

export function NotificationList({
  list,
  onRetry,
  onLoadMore,
  onMarkRead,
  onDelete,
  markingId,
}: NotificationListProps) {
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
