import { Outlet } from 'react-router';
import { useTranslation } from '../../shared/i18n/use-translation';
import { usePreferences } from '../../shared/preferences/preferences-context';
import { desktopBreakpointPx } from '@portal/contract';
import { DesktopHeader } from './desktop-header';
import { PortalFooter } from './footer';
import { MobileHeader } from './mobile-header';
import { useMediaQuery } from './use-media-query';
import { usePortalNavigation } from './use-portal-navigation';
import classes from './portal-layout.module.css';

/** SPEC §9: the desktop layout from 1200 px wide. */
const desktopQuery = `(min-width: ${desktopBreakpointPx}px)`;

/**
 * The layout around every page: the desktop header at 1200 px and wider, the compact bar with a side menu below
 * it, none in the simple layout; the page; the footer.
 */
export function PortalLayout() {
  const { t } = useTranslation();
  const { layout } = usePreferences();
  const navigation = usePortalNavigation();
  const isDesktop = useMediaQuery(desktopQuery);
  return (
    <div className={classes.shell}>
      <a href="#main" className={classes.skipLink}>
        {t('header.skipToContent')}
      </a>
      {layout !== 'simple' &&
        (isDesktop ? <DesktopHeader navigation={navigation} /> : <MobileHeader navigation={navigation} />)}
      <main id="main" className={classes.main}>
        <Outlet />
      </main>
      <PortalFooter />
    </div>
  );
}
