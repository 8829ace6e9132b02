import type { FeatureModule } from '../../app/feature-module';
import { comingPage, flag, hiddenForAdmins } from '../../app/routing/route-conditions';

/** Plans (SPEC §2 Plans): its routes only, each showing "not available yet" until the area lands. */
export const plansModule: FeatureModule<Record<never, never>> = {
  texts: {},
  pages: {},
  routes: [
    {
      id: 'plans',
      path: 'plans',
      guard: { enabled: flag('planEnabled'), access: 'signedIn' },
      nav: { labelKey: 'areaNav:plans.title', hiddenFor: hiddenForAdmins },
      children: [
        { id: 'plans.index', index: true, redirect: ['/plans/search'] },
        comingPage('plans.search', 'search', { nav: { labelKey: 'areaNav:plans.search' } }),
        comingPage('plans.suggestsSearch', 'suggests/search', { nav: { labelKey: 'areaNav:plans.suggests' } }),
        comingPage('plans.subscriptions', 'subscriptions', { nav: { labelKey: 'areaNav:plans.subscriptions' } }),
        comingPage('plans.redeems', 'redeems', { nav: { labelKey: 'areaNav:plans.redeems' } }),
        comingPage('plans.statistic', 'statistic', { nav: { labelKey: 'areaNav:plans.statistic' } }),
        comingPage('plans.questionnaire', 'questionnaire', { nav: { labelKey: 'areaNav:plans.questionnaire' } }),
        comingPage('plans.talk', 'talk', { nav: { labelKey: 'areaNav:plans.talk' } }),
        comingPage('plans.suggestsResult', 'suggests/result'),
        comingPage('plans.detail', 'detail/:planId'),
        comingPage('plans.subscribe', 'subscribes/:planId'),
      ],
    },
  ],
};
