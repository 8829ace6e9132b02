import type { FeatureModule } from '../../app/feature-module';
import { brandFeatures } from '@portal/contract/domain/brand-features';
import { hiddenForAdmins, offered } from '../../app/routing/route-conditions';
import type { Guard } from '../../app/routing/route-model';
import { withLazyTexts } from '../../shared/i18n/lazy-texts';
import { namespaceTexts } from '../../shared/i18n/namespace-texts';
import type { planResearchEnglish } from './research/i18n';
import type { planTradingEnglish } from './trading/i18n';

const texts = {
  planResearch: namespaceTexts<typeof planResearchEnglish>('features/plans/research/i18n'),
  planTrading: namespaceTexts<typeof planTradingEnglish>('features/plans/trading/i18n'),
};

// Through one small module per sub-area (the risk level badge speaks fundResearch's words), whose chunk holds the pages' preload lists (ADR 009).
const pages = {
  planSearch: withLazyTexts(['planResearch', 'fundResearch', 'riskProfileReminder'], () =>
    import('./research/page-loaders').then((module) => module.loadPlanSearchPage()),
  ),
  planDetail: withLazyTexts(['planResearch', 'fundResearch', 'riskProfileReminder'], () =>
    import('./research/page-loaders').then((module) => module.loadPlanDetailPage()),
  ),
  planQuestionnaire: withLazyTexts(['planResearch', 'fundResearch', 'riskProfileReminder'], () =>
    import('./research/page-loaders').then((module) => module.loadGoalQuestionnairePage()),
  ),
  planSuggestions: withLazyTexts(['planResearch', 'fundResearch', 'riskProfileReminder'], () =>
    import('./research/page-loaders').then((module) => module.loadSuggestedPlansPage()),
  ),
  planSubscribe: withLazyTexts(['planResearch', 'planTrading', 'fundResearch', 'ticket'], () =>
    import('./trading/page-loaders').then((module) => module.loadPlanSubscribePage()),
  ),
  planSubscriptions: withLazyTexts(['planResearch', 'planTrading', 'fundResearch', 'ticket'], () =>
    import('./trading/page-loaders').then((module) => module.loadPlanSubscriptionsPage()),
  ),
  planRedeem: withLazyTexts(['planResearch', 'planTrading', 'fundResearch', 'ticket'], () =>
    import('./trading/page-loaders').then((module) => module.loadPlanRedeemPage()),
  ),
  planStatistic: withLazyTexts(['planResearch', 'planTrading', 'fundResearch', 'ticket'], () =>
    import('./trading/page-loaders').then((module) => module.loadPlanStatisticPage()),
  ),
  planTalk: withLazyTexts(['planResearch', 'planTrading', 'fundResearch', 'ticket'], () =>
    import('./trading/page-loaders').then((module) => module.loadPlanTalkPage()),
  ),
};

/** Money moves on these pages: behind the first-login agreement and forced-password gates, as fund trading is. */
const gated: Guard = { gates: true };

/**
 * Plans (SPEC §2 Plans, issue 27): finding a model portfolio, being matched to one by a goal questionnaire,
 * subscribing with a lump sum and a monthly amount, managing and redeeming it, its performance, and a call with an
 * advisor. Every path is the not-found page where planEnabled is off.
 */
export const plansModule: FeatureModule<typeof texts> = {
  texts,
  pages,
  routes: [
    {
      id: 'plans',
      path: 'plans',
      guard: { enabled: offered(brandFeatures.plans), access: 'signedIn', ...gated },
      nav: { labelKey: 'areaNav:plans.title', hiddenFor: hiddenForAdmins },
      children: [
        { id: 'plans.index', index: true, redirect: ['/plans/search'] },
        { id: 'plans.search', path: 'search', page: pages.planSearch, nav: { labelKey: 'areaNav:plans.search' } },
        {
          id: 'plans.suggestsSearch',
          path: 'suggests/search',
          page: pages.planQuestionnaire,
          nav: { labelKey: 'areaNav:plans.suggests' },
        },
        {
          id: 'plans.subscriptions',
          path: 'subscriptions',
          page: pages.planSubscriptions,
          nav: { labelKey: 'areaNav:plans.subscriptions' },
        },
        { id: 'plans.redeems', path: 'redeems', page: pages.planRedeem, nav: { labelKey: 'areaNav:plans.redeems' } },
        {
          id: 'plans.statistic',
          path: 'statistic',
          page: pages.planStatistic,
          nav: { labelKey: 'areaNav:plans.statistic' },
        },
        {
          id: 'plans.questionnaire',
          path: 'questionnaire',
          page: pages.planQuestionnaire,
          nav: { labelKey: 'areaNav:plans.questionnaire' },
        },
        { id: 'plans.talk', path: 'talk', page: pages.planTalk, nav: { labelKey: 'areaNav:plans.talk' } },
        { id: 'plans.suggestsResult', path: 'suggests/result', page: pages.planSuggestions },
        { id: 'plans.detail', path: 'detail/:planId', page: pages.planDetail },
        { id: 'plans.subscribe', path: 'subscribes/:planId', page: pages.planSubscribe },
      ],
    },
  ],
};
