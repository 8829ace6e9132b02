/* SPEC §2 Notifications page. The page holds the session's list query, the mark-read and delete requests, the filter
 * and the push control's state; what it shows is NotificationsPageView (notifications-page-view.tsx). */
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { Notification } from '@portal/contract';
import { api } from '../../shared/api/api-client';
import { queryClient } from '../../shared/api/query-client';
import { useBrand } from '../../shared/brand/brand-context';
import { useSessions, useSessionStore } from '../../shared/session/session-context';
import { activeSession } from '../../shared/session/session-store';
import type { SessionFacts } from '../../shared/session/session-store';
import { statusesOf, type NotificationFilter } from './notification-filters';
import {
  markReadInLists,
  notificationsOf,
  pageListQuery,
  removeFromLists,
  setNotificationStatus,
} from './notification-queries';
import type { NotificationAccount } from './notification-queries';
import { NotificationsPageView, type NotificationListState } from './notifications-page-view';
import { browserPushEnvironment, pushEligible } from './push-manager';
import { pushControlFor, type PushControlState } from './push-control';
import { checkActivePushSubscription } from './push-supervision';
import { unreadCountStore } from './use-unread-count';

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
