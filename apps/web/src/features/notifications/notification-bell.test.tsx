import { afterEach, describe, expect, it } from 'vitest';
import type { Notification } from '@portal/contract';
import { notificationTypes } from '@portal/contract/domain/notification';
import { getBrand } from '@portal/contract/brands';
import { brandWith, session } from '../../app/routing/routing-fixtures';
import { queryClient } from '../../shared/api/query-client';
import { bellPlacement } from './bell-visibility';
import { HeaderNotifications } from './header-notifications';
import { client, notificationOf, render, textOf } from './notification-fixtures';
import {
  acceptsListClick,
  BellListView,
  MobileBellLink,
  MobileNotificationSlot,
  NotificationBell,
} from './notification-bell';
import type { BellListState } from './notification-bell';
import { unreadCountStore } from './use-unread-count';

const account = { accountCode: client.accountCode, source: client.source };

/** The unread count the tab knows, as the service worker's messages would set it. */
function unreadIs(count: number) {
  const store = unreadCountStore(account);
  store.reset();
  for (let step = 0; step < count; step += 1) store.increment();
}

/** The bell button's accessible name and badge. */
function bellOf(markup: string) {
  const bell = /<(?:button|a)[^>]*data-testid="notification-bell"[^>]*>.*?<\/(?:button|a)>/s.exec(markup)?.[0] ?? '';
  return {
    label: /aria-label="([^"]*)"/.exec(bell)?.[1],
    badge: /data-testid="unread-badge"[^>]*>([^<]*)</.exec(bell)?.[1],
    href: /href="([^"]*)"/.exec(bell)?.[1],
  };
}

const listView = (state: BellListState, language: 'en' | 'zh-HK' = 'en') =>
  render(
    <BellListView state={state} onRetry={() => undefined} onItemClick={() => undefined} onShowMore={() => undefined} />,
    { language },
  );

afterEach(() => {
  unreadIs(0);
  queryClient.clear();
});

describe('the bell', () => {
  it('shows the unread count in its badge and its name, “99+” above 99, nothing at 0', async () => {
    unreadIs(3);
    expect(bellOf(await render(<NotificationBell />))).toEqual({
      label: 'Notifications, 3 unread',
      badge: '3',
      href: undefined,
    });
    expect(bellOf(await render(<NotificationBell />, { language: 'zh-HK' })).label).toBe('通知，3 則未讀');
    unreadIs(150);
    expect(bellOf(await render(<NotificationBell />)).badge).toBe('99+');
    expect(bellOf(await render(<NotificationBell />)).label).toBe('Notifications, 99+ unread');
    unreadIs(0);
    expect(bellOf(await render(<NotificationBell />))).toEqual({
      label: 'Notifications',
      badge: undefined,
      href: undefined,
    });
  });

  it('lists the newest notifications with the unread ones marked, and “Show More” to the page', async () => {
    const notifications: Notification[] = notificationTypes.map((type, index) =>
      notificationOf(type, { _id: `n-${index}`, status: index < 2 ? 'unread' : 'read' }),
    );
    const markup = await listView({ kind: 'loaded', notifications });
    const items = [...markup.matchAll(/data-testid="bell-notification" data-status="(\w+)"/g)];
    expect(items).toHaveLength(notificationTypes.length);
    expect(markup.match(/data-testid="unread-dot"/g)).toHaveLength(2);
    expect(textOf(markup)).toContain(
      'Cash balance Your HKD cash balance is now 125,000.50. 2026-11-20 3:05pm Cash movement HKD 12,500.00 was credited',
    );
    expect(markup).toMatch(/<a[^>]*href="\/notifications"[^>]*>Show More<\/a>/);
    expect(await listView({ kind: 'loaded', notifications }, 'zh-HK')).toMatch(/href="\/notifications"[^>]*>顯示更多</);
  });

  it('has loading, empty and error states', async () => {
    expect(await listView({ kind: 'loading' })).toMatch(/role="status"[^>]*>Loading notifications…/);
    const empty = await listView({ kind: 'loaded', notifications: [] });
    expect(textOf(empty)).toBe('Notifications No Notification Show More');
    expect(await listView({ kind: 'failed' })).toMatch(/role="alert".*could not be loaded.*Try again/s);
  });

  it('ignores clicks in the list’s first 500 ms and while it lingers after a click', () => {
    expect(acceptsListClick(1_000, 1_499, false)).toBe(false);
    expect(acceptsListClick(1_000, 1_500, false)).toBe(true);
    expect(acceptsListClick(1_000, 9_000, true)).toBe(false);
  });

  it('is a link to the notifications page on mobile, with the badge', async () => {
    unreadIs(7);
    expect(bellOf(await render(<MobileNotificationSlot placement="bell" />))).toEqual({
      label: 'Notifications, 7 unread',
      badge: '7',
      href: '/notifications',
    });
    expect(bellOf(await render(<MobileBellLink unread={0} />))).toEqual({
      label: 'Notifications',
      badge: undefined,
      href: '/notifications',
    });
  });

  it('gives an advisor on mobile an “Advisor” tag instead', async () => {
    const advisor = session('advisor', { accountCode: 'A30001' });
    const markup = await render(<MobileNotificationSlot placement="advisorTag" />, { session: advisor });
    expect(markup).toMatch(/data-testid="advisor-tag"[^>]*>Advisor</);
    expect(markup).not.toContain('notification-bell');
    expect(
      await render(<MobileNotificationSlot placement="advisorTag" />, { session: advisor, language: 'zh-HK' }),
    ).toContain('>顧問<');
  });

  it('loads nothing in the header for a visitor who is signed out, or for an advisor on desktop', async () => {
    const header = async (...args: Parameters<typeof render>) =>
      (await render(...args)).replace(/<style.*?<\/style>/gs, '');
    expect(await header(<HeaderNotifications layout="desktop" />, { session: null })).toBe('');
    expect(await header(<HeaderNotifications layout="mobile" />, { session: null })).toBe('');
    expect(await header(<HeaderNotifications layout="desktop" />, { session: session('advisor') })).toBe('');
  });
});

describe('who sees the bell', () => {
  const demo = getBrand('demo');
  it('is every client below advisor rank, on either source, where the brand has notifications', () => {
    expect(bellPlacement(demo, session('user'))).toBe('bell');
    expect(bellPlacement(demo, session('user', { source: 'fos' }))).toBe('bell');
    expect(bellPlacement(demo, session('user', { advisorAccountCode: 'A30001' }))).toBe('bell');
    expect(bellPlacement(brandWith('demo', { notificationEnabled: false }), session('user'))).toBe('none');
    expect(bellPlacement(demo, undefined)).toBe('none');
  });

  it('is no advisor (a tag on mobile instead) and nobody above', () => {
    expect(bellPlacement(demo, session('advisor'))).toBe('advisorTag');
    expect(bellPlacement(demo, session('manager'))).toBe('none');
    expect(bellPlacement(demo, session('admin'))).toBe('none');
  });

  it('waits while the first-login agreement or a forced password change holds every page', () => {
    expect(bellPlacement(demo, session('user', { agreementConfirmed: false }))).toBe('none');
    expect(bellPlacement(demo, session('user', { forceChangePassword: true }))).toBe('none');
  });
});
