import { rankOf } from '@portal/contract/domain/roles';
import type { FeatureModule } from '../../app/feature-module';
import { comingPage, flag } from '../../app/routing/route-conditions';
import { withLazyTexts } from '../../shared/i18n/lazy-texts';
import { namespaceTexts } from '../../shared/i18n/namespace-texts';
import type { advisorsEnglish } from './i18n';

const texts = {
  advisors: namespaceTexts<typeof advisorsEnglish>('features/advisors/i18n'),
};

const pages = {
  estimatedCompletion: withLazyTexts(['advisors'], () =>
    import('./estimated-completion-page').then((module) => module.EstimatedCompletionPage),
  ),
};

/** The advisor desk (SPEC §2 Advisor area): its Estimated Completion Date placeholder until it lands. */
export const advisorsModule: FeatureModule<typeof texts> = {
  texts,
  pages,
  routes: [
    {
      id: 'advisors',
      path: 'advisors',
      guard: { access: 'signedIn', minimumRank: rankOf.advisor },
      placeholder: { enabled: flag('advisorEnabled'), page: pages.estimatedCompletion },
      nav: { labelKey: 'areaNav:advisors.title' },
      children: [
        { id: 'advisors.index', index: true, redirect: ['/advisors/dashboard'] },
        comingPage('advisors.dashboard', 'dashboard', { nav: { labelKey: 'areaNav:advisors.dashboard' } }),
        comingPage('advisors.advancedSearch', 'advancedSearch', {
          nav: { labelKey: 'areaNav:advisors.advancedSearch' },
        }),
        comingPage('advisors.details', 'details', { nav: { labelKey: 'areaNav:advisors.details' } }),
        comingPage('advisors.holdingsDashboard', 'holdingsDashboard', {
          nav: { labelKey: 'areaNav:advisors.holdingsDashboard' },
        }),
      ],
    },
  ],
};
