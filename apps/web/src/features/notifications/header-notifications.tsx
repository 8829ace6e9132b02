/*
 * The bell's place in the headers (SPEC §2 Navigation, §6). This module is part of the first load, so it holds only
 * the decision and two lazy components: the bell, its list, the unread count and the push subscription load once a
 * client is signed in (ARCHITECTURE §9: the login page's first load goes without them), with the texts outside the
 * first load.
 */
import { lazy, Suspense } from 'react';
import { useBrand } from '../../shared/brand/brand-context';
import { withLazyTexts } from '../../shared/i18n/lazy-texts';
import { useSessions } from '../../shared/session/session-context';
import { activeSession } from '../../shared/session/session-store';
import { bellPlacement } from './bell-visibility';

/** One chunk for both layouts. */
const loadBell = withLazyTexts(['notifications'], () => import('./notification-bell'));
const NotificationBell = lazy(() => loadBell().then((module) => ({ default: module.NotificationBell })));
const MobileNotificationSlot = lazy(() => loadBell().then((module) => ({ default: module.MobileNotificationSlot })));

/**
 * Desktop: the bell with its dropdown, for users below advisor rank. Mobile: the bell as a link to the notifications
 * page, or an advisor's 'Advisor' tag. Nothing for anyone else, or signed out.
 */
export function HeaderNotifications({ layout, className }: { layout: 'desktop' | 'mobile'; className?: string }) {
  const placement = bellPlacement(useBrand(), activeSession(useSessions()));
  if (placement === 'none' || (layout === 'desktop' && placement !== 'bell')) return null;
  return (
    <div className={className} data-tour="notifications">
      <Suspense fallback={null}>
        {layout === 'desktop' ? <NotificationBell /> : <MobileNotificationSlot placement={placement} />}
      </Suspense>
    </div>
  );
}
