import { lazy, Suspense, useEffect, useState } from 'react';
import { HeaderNotifications } from '../../features/notifications/header-notifications';
import { useTranslation } from '../../shared/i18n/use-translation';
import type { Navigation } from '../routing/navigation';
import { BrandMark } from './brand-mark';
import classes from './portal-layout.module.css';

const loadSideMenu = () => import('./side-menu');
const SideMenu = lazy(() => loadSideMenu().then((module) => ({ default: module.SideMenu })));

/**
 * Below 1200 px: a compact bar with a menu button, the brand and a client's bell (an advisor's tag); the side menu
 * holds the navigation and the shell controls.
 */
export function MobileHeader({ navigation }: { navigation: Navigation }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    // Fetch the side menu while the visitor reads the page, so it opens at once.
    void loadSideMenu();
  }, []);
  return (
    <>
      <header className={classes.header} data-testid="mobile-header">
        <div className={classes.headerRow}>
          {/* A native button drawn like Mantine's Burger, which would bring its button machinery into the first load. */}
          <button
            type="button"
            className={classes.burger}
            onClick={() => setOpened(true)}
            aria-label={t('header.openMenu')}
            aria-expanded={opened}
            data-tour="menu"
          >
            <span className={classes.burgerLines} />
          </button>
          <BrandMark />
          <HeaderNotifications layout="mobile" className={classes.headerEnd} />
        </div>
      </header>
      <Suspense fallback={null}>
        <SideMenu navigation={navigation} opened={opened} onClose={() => setOpened(false)} />
      </Suspense>
    </>
  );
}
