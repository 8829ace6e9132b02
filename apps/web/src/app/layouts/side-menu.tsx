// In the order Mantine's docs give: ModalBase must come after Paper, whose shadow it sets for the drawer.
import { Drawer, Stack } from '@mantine/core';
import { useTranslation } from '../../shared/i18n/use-translation';
import type { Navigation } from '../routing/navigation';
import { NavLinks } from './nav-links';
import { DarkModeSwitch, LanguageSelect } from './shell-controls';
import classes from './portal-layout.module.css';

/**
 * The side menu below 1200 px: the same navigation as the desktop header, then the language and colour-mode
 * controls. It is its own chunk, so desktop visitors never load the drawer.
 */
export function SideMenu({
  navigation,
  opened,
  onClose,
}: {
  navigation: Navigation;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={t('header.menuTitle')}
      closeButtonProps={{ 'aria-label': t('header.closeMenu') }}
      size={320}
    >
      <Stack gap="lg">
        <nav aria-label={t('header.mainNavigation')}>
          <NavLinks items={navigation.main} nested onNavigate={onClose} />
        </nav>
        {navigation.user.length > 0 && (
          <nav aria-label={t('header.userNavigation')}>
            <NavLinks items={navigation.user} nested onNavigate={onClose} />
          </nav>
        )}
        <Stack gap="md" className={classes.menuControls}>
          <LanguageSelect />
          <DarkModeSwitch />
        </Stack>
      </Stack>
    </Drawer>
  );
}
