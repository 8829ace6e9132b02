import type { FeatureModule } from '../../app/feature-module';
import { comingPage, flag } from '../../app/routing/route-conditions';

/** News (SPEC §2): "not available yet" until the area lands. */
export const newsModule: FeatureModule<Record<never, never>> = {
  texts: {},
  pages: {},
  routes: [
    comingPage('news', 'news', {
      guard: { enabled: flag('newsEnabled'), access: 'signedIn' },
      nav: { labelKey: 'areaNav:news.title' },
    }),
  ],
};
