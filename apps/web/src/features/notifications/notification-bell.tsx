import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Notification } from '@portal/contract';
import { bellPopupReloadMs, unreadBadgeText } from '@portal/contract/domain/notification';
import { notificationBellLingerMs, popupClickIgnoreMs } from '@portal/contract/domain/storage-lifetimes';
import { api } from '../../shared/api/api-client';
import { queryClient } from '../../shared/api/query-client';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useSessions } from '../../shared/session/session-context';
import { activeSession } from '../../shared/session/session-store';
import type { BellPlacement } from './bell-visibility';
import { bellListQuery, markReadInLists, setNotificationStatus } from './notification-queries';
import type { NotificationAccount } from './notification-queries';
import { NotificationSummary } from './notification-text';
import { PushSupervision } from './push-supervision';
import { unreadCountStore, useUnreadCount } from './use-unread-count';
import classes from './notifications.module.css';

/** The notifications page, where 'Show More' and a click on an item lead. */
export const notificationsPath = '/notifications';

/** The bell's drawing (outline, in the header's text colour). */
export function BellIcon() {
  return (
    <svg
      className={classes.bellIcon}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M10 5a2 2 0 1 1 4 0a7 7 0 0 1 4 6v3a4 4 0 0 0 2 3h-16a4 4 0 0 0 2 -3v-3a7 7 0 0 1 4 -6" />
      <path d="M9 17v1a3 3 0 0 0 6 0v-1" />
    </svg>
  );
}

/** The unread badge ('99+' above 99); nothing at 0. */
export function UnreadBadge({ unread }: { unread: number }) {
  const text = unreadBadgeText(unread);
  if (text === '') return null;
  return (
    <span className={classes.badge} aria-hidden="true" data-testid="unread-badge">
      {text}
    </span>
  );
}

/** The bell's accessible name: with the unread count when there is one. */
export function useBellLabel(unread: number): string {
  const { t } = useTranslation('notifications');
  const text = unreadBadgeText(unread);
  return text === '' ? t('bell.label') : t('bell.labelUnread', { unread: text });
}

/** What the bell's list shows. */
export type BellListState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed' }
  | { readonly kind: 'loaded'; readonly notifications: readonly Notification[] };

export type BellListViewProps = {
  readonly state: BellListState;
  readonly onRetry: () => void;
  readonly onItemClick: (notification: Notification) => void;
  readonly onShowMore: () => void;
};

/** The bell's dropdown: the newest 20 with the unread ones marked, loading / empty / error states, 'Show More'. */
export function BellListView({ state, onRetry, onItemClick, onShowMore }: BellListViewProps) {
  const { t } = useTranslation('notifications');
  let content: ReactNode;
  switch (state.kind) {
    case 'loading':
      content = (
        <p className={classes.listState} role="status">
          {t('list.loading')}
        </p>
      );
      break;
    case 'failed':
      content = (
        <div className={classes.listState} role="alert">
          <p className={classes.stateText}>{t('list.loadFailed')}</p>
          <button type="button" className={classes.textButton} onClick={onRetry}>
            {t('list.retry')}
          </button>
        </div>
      );
      break;
    case 'loaded':
      content =
        state.notifications.length === 0 ? (
          <p className={classes.listState}>{t('list.empty')}</p>
        ) : (
          <ul className={classes.bellList}>
            {state.notifications.map((notification) => (
              <li key={notification._id} data-testid="bell-notification" data-status={notification.status}>
                <button type="button" className={classes.bellItem} onClick={() => onItemClick(notification)}>
                  <NotificationSummary notification={notification} />
                </button>
              </li>
            ))}
          </ul>
        );
      break;
  }
  return (
    <div className={classes.bellDropdown} data-testid="bell-dropdown">
      <h2 className={classes.bellHeading}>{t('bell.heading')}</h2>
      {content}
      <div className={classes.bellFooter}>
        <Link to={notificationsPath} className={classes.showMore} onClick={onShowMore}>
          {t('bell.showMore')}
        </Link>
      </div>
    </div>
  );
}

/**
 * Whether a click in the open list counts: not in the list's first `popupClickIgnoreMs` (SPEC §9, a double click on
 * the bell would otherwise pick an item), nor while it lingers after a click.
 */
export function acceptsListClick(openedAt: number, now: number, lingering: boolean): boolean {
  return !lingering && now - openedAt >= popupClickIgnoreMs;
}

/**
 * The desktop header's bell (SPEC §2 Navigation): the unread badge; a click opens the newest 20, read again every
 * `bellPopupReloadMs` while open (each read sets the count to 0). A click on an item marks it read, keeps the list up
 * for `notificationBellLingerMs`, then closes it and opens the notifications page. Loaded only for signed-in clients.
 */
export function NotificationBell() {
  const session = activeSession(useSessions());
  if (!session) return null;
  return (
    <>
      <DesktopBell account={{ accountCode: session.accountCode, source: session.source }} />
      <PushSupervision />
    </>
  );
}

/** The mobile bar's 'Advisor' tag (SPEC §6: advisors have no bell). */
export function AdvisorTag() {
  const { t } = useTranslation('notifications');
  return (
    <span className={classes.advisorTag} data-testid="advisor-tag">
      {t('advisorTag')}
    </span>
  );
}

/** The mobile bar's bell: a link to the notifications page with the unread badge. */
export function MobileBellLink({ unread }: { unread: number }) {
  const label = useBellLabel(unread);
  return (
    <Link to={notificationsPath} className={classes.bellButton} aria-label={label} data-testid="notification-bell">
      <BellIcon />
      <UnreadBadge unread={unread} />
    </Link>
  );
}

function CountedBellLink({ account }: { account: NotificationAccount }) {
  return <MobileBellLink unread={useUnreadCount(account)} />;
}

/** What the mobile bar shows in the bell's place (SPEC §2 Navigation, §6): a client's bell, an advisor's tag. */
export function MobileNotificationSlot({ placement }: { placement: BellPlacement }) {
  const session = activeSession(useSessions());
  if (!session || placement === 'none') return null;
  if (placement === 'advisorTag') return <AdvisorTag />;
  return (
    <>
      <CountedBellLink account={{ accountCode: session.accountCode, source: session.source }} />
      <PushSupervision />
    </>
  );
}

function DesktopBell({ account }: { account: NotificationAccount }) {
  const { t } = useTranslation('notifications');
  const navigate = useNavigate();
  const unread = useUnreadCount(account);
  const label = useBellLabel(unread);
  const dropdownId = useId();
  const [opened, setOpened] = useState(false);
  const [lingering, setLingering] = useState(false);
  const openedAt = useRef(0);
  const lingerTimer = useRef<number | undefined>(undefined);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => {
    window.clearTimeout(lingerTimer.current);
    setLingering(false);
    setOpened(false);
  }, []);
  useEffect(() => () => window.clearTimeout(lingerTimer.current), []);
  // A click elsewhere or Escape closes the list (Escape gives the focus back to the bell).
  useEffect(() => {
    if (!opened) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && wrapper.current?.contains(event.target)) return;
      close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [opened, close]);

  const list = useQuery(
    {
      ...bellListQuery(api, account, () => unreadCountStore(account).reset()),
      enabled: opened,
      refetchInterval: opened ? bellPopupReloadMs : false,
    },
    queryClient,
  );

  const toggle = () => {
    if (opened) {
      close();
      return;
    }
    openedAt.current = Date.now();
    setOpened(true);
  };
  const onItemClick = (notification: Notification) => {
    if (!acceptsListClick(openedAt.current, Date.now(), lingering)) return;
    if (notification.status === 'unread') {
      setNotificationStatus(api, account, notification._id, 'read').then(
        (done) => {
          if (done) markReadInLists(queryClient, account, notification._id);
        },
        // The page shows it unread still; it can be marked there.
        () => undefined,
      );
    }
    setLingering(true);
    lingerTimer.current = window.setTimeout(() => {
      close();
      void navigate(notificationsPath);
    }, notificationBellLingerMs);
  };

  // A failed reload keeps the list it had.
  const state: BellListState = list.isPending
    ? { kind: 'loading' }
    : list.data === undefined
      ? { kind: 'failed' }
      : { kind: 'loaded', notifications: list.data.notifications };
  return (
    <div className={classes.bellAnchor} ref={wrapper}>
      <button
        ref={button}
        type="button"
        className={classes.bellButton}
        onClick={toggle}
        aria-label={label}
        aria-expanded={opened}
        aria-controls={opened ? dropdownId : undefined}
        title={t('bell.label')}
        data-testid="notification-bell"
      >
        <BellIcon />
        <UnreadBadge unread={unread} />
      </button>
      {opened && (
        <div id={dropdownId} role="dialog" aria-label={t('bell.heading')} className={classes.bellPopup}>
          <BellListView
            state={state}
            onRetry={() => void list.refetch()}
            onItemClick={onItemClick}
            onShowMore={close}
          />
        </div>
      )}
    </div>
  );
}
