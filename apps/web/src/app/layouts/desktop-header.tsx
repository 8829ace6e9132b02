import { useLocation } from 'react-router';
import { HeaderNotifications } from '../../features/notifications/header-notifications';
import { useTranslation } from '../../shared/i18n/use-translation';
import { isWithin } from '../routing/navigation';
import type { Navigation } from '../routing/navigation';
import { BrandMark } from './brand-mark';
import { NavLinks } from './nav-links';
import { DarkModeSwitch, LanguageSelect } from './shell-controls';
import classes from './portal-layout.module.css';

/**
 * The header at 1200 px and wider: the brand, the bell, the user's links, language and colour mode on top; the areas
 * below; then the pages of the area the visitor is in.
 */
export function DesktopHeader({ navigation }: { navigation: Navigation }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const area = navigation.main.find((item) => item.children.length > 0 && isWithin(pathname, item.path));
  return (
    <header className={classes.header} data-testid="desktop-header">
      <div className={classes.headerRow}>
        <BrandMark />
        <div className={classes.headerEnd}>
          <HeaderNotifications layout="desktop" />
          {navigation.user.length > 0 && (
            <nav aria-label={t('header.userNavigation')} data-tour="user-navigation">
              <NavLinks items={navigation.user} />
            </nav>
          )}
          <LanguageSelect />
          <DarkModeSwitch />
        </div>
      </div>
      {navigation.main.length > 0 && (
        <nav aria-label={t('header.mainNavigation')} className={classes.mainNav} data-tour="main-navigation">
          <NavLinks items={navigation.main} />
        </nav>
      )}
      {area && (
        <nav
          aria-label={t('header.areaNavigation', { area: t(area.labelKey) })}
          className={classes.areaNav}
          data-tour="area-navigation"
        >
          <NavLinks items={area.children} />
        </nav>
      )}
    </header>
  );
}
