import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { withLazyTexts } from '../../shared/i18n/lazy-texts';
import { useTranslation } from '../../shared/i18n/use-translation';
import { usePreferences } from '../../shared/preferences/preferences-context';
import { useBrand } from '../../shared/brand/brand-context';
import { desktopBreakpointPx } from '@portal/contract/domain/storage-lifetimes';
import { DemonstrationBanner } from './demonstration-banner';
import { DesktopHeader } from './desktop-header';
import { PortalFooter } from './footer';
import { MobileHeader } from './mobile-header';
import { activeSession } from '../../shared/session/session-store';
import { useSessions } from '../../shared/session/session-context';
import { useMediaQuery } from './use-media-query';
import { usePortalNavigation } from './use-portal-navigation';
import classes from './portal-layout.module.css';

/** Only a signed-in visitor has a password to be reminded of: the login page's first load goes without it. */
const PasswordReminder = lazy(
  withLazyTexts(['session'], () =>
    import('./password-reminder').then((module) => ({ default: module.PasswordReminder })),
  ),
);

/**
 * The signed-in supervision (refresh, inactivity, single session, their notices): loaded once a session exists, so
 * the signed-out login page goes without it (ARCHITECTURE §9); the keep-alive, which runs for everyone, is main.tsx's.
 */
const SessionSupervision = lazy(
  withLazyTexts(['session'], () =>
    import('../session/session-supervision').then((module) => ({ default: module.SessionSupervision })),
  ),
);

/**
 * The first visit's offer of the guided tour (issue 17 part 6): loaded once a session exists on a brand with the
 * tour, so the login page's first load goes without it; whom it is for is decided in its chunk. Through the area's
 * page-loaders module, which carries the chunk's preload list (ADR 009).
 */
const FirstVisitTour = lazy(
  withLazyTexts(['accountTour'], () =>
    import('../../features/accounts/tour/page-loaders')
      .then((module) => module.loadFirstVisitTour())
      .then((FirstVisitTour) => ({ default: FirstVisitTour })),
  ),
);

/** SPEC §9: the desktop layout from 1200 px wide. */
const desktopQuery = `(min-width: ${desktopBreakpointPx}px)`;

/**
 * The layout around every page: the demonstration marker in a demonstration, the desktop header at 1200 px and wider,
 * the compact bar with a side menu below it, none in the simple layout; the page; the footer.
 */
export function PortalLayout() {
  const { t } = useTranslation();
  const { layout } = usePreferences();
  const navigation = usePortalNavigation();
  const isDesktop = useMediaQuery(desktopQuery);
  const signedIn = activeSession(useSessions()) !== undefined;
  const { tourEnabled } = useBrand().flags;
  // Once started, the supervision stays: its notices ('your session expired') outlive the session.
  const [supervising, setSupervising] = useState(signedIn);
  if (signedIn && !supervising) setSupervising(true);
  return (
    <div className={classes.shell}>
      <a href="#main" className={classes.skipLink}>
        {t('header.skipToContent')}
      </a>
      <DemonstrationBanner />
      {layout !== 'simple' &&
        (isDesktop ? <DesktopHeader navigation={navigation} /> : <MobileHeader navigation={navigation} />)}
      {supervising && (
        <Suspense fallback={null}>
          <SessionSupervision />
        </Suspense>
      )}
      {signedIn && (
        <Suspense fallback={null}>
          <PasswordReminder />
        </Suspense>
      )}
      {signedIn && tourEnabled && (
        <Suspense fallback={null}>
          <FirstVisitTour />
        </Suspense>
      )}
      <main id="main" className={classes.main}>
        <Outlet />
      </main>
      <PortalFooter />
    </div>
  );
}
