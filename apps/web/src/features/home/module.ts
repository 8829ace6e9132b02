import type { FeatureModule } from '../../app/feature-module';
import { landingPath } from '../../app/routing/guards';
import { signedIn } from '../../app/routing/route-conditions';
import { withLazyTexts } from '../../shared/i18n/lazy-texts';
import { namespaceTexts } from '../../shared/i18n/namespace-texts';
import type { homeEnglish } from './i18n';

const texts = {
  home: namespaceTexts<typeof homeEnglish>('features/home/i18n'),
};

const pages = {
  none: withLazyTexts(['home'], () => import('./none-page').then((module) => module.NonePage)),
};

/** The site root, which sends each visitor to their landing page, and the page of an account with no area open. */
export const homeModule: FeatureModule<typeof texts> = {
  texts,
  pages,
  routes: [
    { id: 'home', index: true, redirect: landingPath },
    { id: 'none', path: 'none', guard: signedIn, page: pages.none },
  ],
};
