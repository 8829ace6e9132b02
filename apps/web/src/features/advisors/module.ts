import { rankOf } from '@portal/contract/domain/roles';
import type { FeatureModule } from '../../app/feature-module';
import { flag } from '../../app/routing/route-conditions';
import { withLazyTexts } from '../../shared/i18n/lazy-texts';
import { namespaceTexts } from '../../shared/i18n/namespace-texts';
import type { advisorBookEnglish } from './book/i18n';
import type { advisorClientsEnglish } from './clients/i18n';
import type { advisorsEnglish } from './i18n';

const texts = {
  advisors: namespaceTexts<typeof advisorsEnglish>('features/advisors/i18n'),
  advisorBook: namespaceTexts<typeof advisorBookEnglish>('features/advisors/book/i18n'),
  advisorClients: namespaceTexts<typeof advisorClientsEnglish>('features/advisors/clients/i18n'),
};

// Through one small module per sub-area, whose chunk holds the pages' preload lists (ADR 009).
const pages = {
  estimatedCompletion: withLazyTexts(['advisors'], () =>
    import('./estimated-completion-page').then((module) => module.EstimatedCompletionPage),
  ),
  dashboard: withLazyTexts(['advisorBook', 'wealthPortfolio', 'fundResearch'], () =>
    import('./book/page-loaders').then((module) => module.loadAdvisorDashboardPage()),
  ),
  holdingsDashboard: withLazyTexts(['advisorBook', 'wealthPortfolio', 'fundResearch'], () =>
    import('./book/page-loaders').then((module) => module.loadHoldingsDashboardPage()),
  ),
  advancedSearch: withLazyTexts(['advisorClients', 'fundResearch', 'fundTrading', 'ticket', 'wealthPortfolio'], () =>
    import('./clients/page-loaders').then((module) => module.loadAdvancedSearchPage()),
  ),
  details: withLazyTexts(['advisorClients', 'fundResearch', 'fundTrading', 'ticket', 'wealthPortfolio'], () =>
    import('./clients/page-loaders').then((module) => module.loadClientDetailsPage()),
  ),
};

/**
 * The advisor desk (SPEC §2 Advisor area, issue 28): an advisor's book at a glance, search across it, one client's
 * details, holdings across the book; a manager (managerEnabled) sees the books of the advisors under them. Every path
 * is the Estimated Completion Date placeholder where advisorEnabled is off.
 */
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
        {
          id: 'advisors.dashboard',
          path: 'dashboard',
          page: pages.dashboard,
          nav: { labelKey: 'areaNav:advisors.dashboard' },
        },
        {
          id: 'advisors.advancedSearch',
          path: 'advancedSearch',
          page: pages.advancedSearch,
          nav: { labelKey: 'areaNav:advisors.advancedSearch' },
        },
        { id: 'advisors.details', path: 'details', page: pages.details, nav: { labelKey: 'areaNav:advisors.details' } },
        {
          id: 'advisors.holdingsDashboard',
          path: 'holdingsDashboard',
          page: pages.holdingsDashboard,
          nav: { labelKey: 'areaNav:advisors.holdingsDashboard' },
        },
      ],
    },
  ],
};
