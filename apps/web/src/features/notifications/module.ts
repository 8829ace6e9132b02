import { brandFeatures } from '@portal/contract/domain/brand-features';
import type { FeatureModule } from '../../app/feature-module';
import { offered } from '../../app/routing/route-conditions';
import { withLazyTexts } from '../../shared/i18n/lazy-texts';
import { namespaceTexts } from '../../shared/i18n/namespace-texts';
import type { notificationsEnglish } from './i18n';

const texts = {
  notifications: namespaceTexts<typeof notificationsEnglish>('features/notifications/i18n'),
};

const pages = {
  notifications: withLazyTexts(['notifications'], () =>
    import('./page-loaders').then((module) => module.loadNotificationsPage()),
  ),
};

/** The notifications page (the header's bell is part of the layout). */
export const notificationsModule: FeatureModule<typeof texts> = {
  texts,
  pages,
  routes: [
    {
      id: 'notifications',
      path: 'notifications',
      page: pages.notifications,
      guard: { enabled: offered(brandFeatures.notifications), access: 'signedIn' },
      titleKey: 'areaNav:notifications.title',
    },
  ],
};
