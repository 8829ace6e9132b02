import { rankOf } from '@portal/contract/domain/roles';
import type { FeatureModule } from '../../app/feature-module';
import { adminFlag, comingPage } from '../../app/routing/route-conditions';

/** The admin console (SPEC §2 Admin): its routes only, each showing "not available yet" until the area lands. */
export const adminsModule: FeatureModule<Record<never, never>> = {
  texts: {},
  pages: {},
  routes: [
    {
      id: 'admins',
      path: 'admins',
      guard: { access: 'signedIn', minimumRank: rankOf.admin },
      nav: { labelKey: 'areaNav:admins.title' },
      children: [
        // SPEC §2: the admin index goes to account; where the brand has no admin account pages, to the funds admin,
        // else to the banners (the order of SPEC §2 Redirect after login).
        { id: 'admins.index', index: true, redirect: ['/admins/account', '/admins/funds', '/admins/banner'] },
        // In the order of SPEC §2 Navigation's admin entries.
        comingPage('admins.account', 'account', {
          guard: { enabled: adminFlag('adminAccountEnabled') },
          nav: { labelKey: 'areaNav:admins.account' },
        }),
        comingPage('admins.funds', 'funds', {
          guard: { enabled: adminFlag('adminEditFundEnabled') },
          nav: { labelKey: 'areaNav:admins.funds' },
        }),
        comingPage('admins.plans', 'plans', { nav: { labelKey: 'areaNav:admins.plans' } }),
        comingPage('admins.news', 'news', {
          guard: { enabled: adminFlag('adminNewsEnabled') },
          nav: { labelKey: 'areaNav:admins.news' },
        }),
        comingPage('admins.banner', 'banner', { nav: { labelKey: 'areaNav:admins.banner' } }),
        comingPage('admins.raq', 'raq', {
          guard: { enabled: adminFlag('adminRaqEnabled') },
          nav: { labelKey: 'areaNav:admins.raq' },
        }),
        comingPage('admins.document', 'document', {
          guard: { enabled: adminFlag('adminDocumentEnabled') },
          nav: { labelKey: 'areaNav:admins.document' },
        }),
        comingPage('admins.fundPick', 'funds/pick', {
          guard: { enabled: adminFlag('adminFundPickEnabled') },
          nav: { labelKey: 'areaNav:admins.fundPick' },
        }),
        comingPage('admins.stockPick', 'stocks/pick', {
          guard: { enabled: adminFlag('adminStockPickEnabled') },
          nav: { labelKey: 'areaNav:admins.stockPick' },
        }),
        comingPage('admins.legalAgreement', 'legalAgreement', {
          nav: { labelKey: 'areaNav:admins.legalAgreement' },
        }),
        comingPage('admins.disclaimerNote', 'disclaimerNote', {
          nav: { labelKey: 'areaNav:admins.disclaimerNote' },
        }),
        comingPage('admins.theme', 'theme', { nav: { labelKey: 'areaNav:admins.theme' } }),
        comingPage('admins.accountAdd', 'account/add', { guard: { enabled: adminFlag('adminAccountEnabled') } }),
        comingPage('admins.accountDetail', 'account/:id', { guard: { enabled: adminFlag('adminAccountEnabled') } }),
        comingPage('admins.bannerAdd', 'banner/add'),
        comingPage('admins.bannerType', 'banner/:type'),
        comingPage('admins.legalAgreementType', 'legalAgreement/:type'),
        comingPage('admins.disclaimerNoteType', 'disclaimerNote/:type'),
        comingPage('admins.planEdit', 'plans/edit/:planId'),
        comingPage('admins.planSubscriptions', 'plans/subscriptions/:planCode'),
        comingPage('admins.newsAdd', 'news/add', { guard: { enabled: adminFlag('adminNewsEnabled') } }),
        comingPage('admins.newsDetail', 'news/:id', { guard: { enabled: adminFlag('adminNewsEnabled') } }),
        comingPage('admins.fundEdit', 'funds/edit/:fundId', {
          guard: { enabled: adminFlag('adminEditFundEnabled') },
        }),
        comingPage('admins.fundPrices', 'funds/prices/:fundId', {
          guard: { enabled: adminFlag('adminEditFundEnabled') },
        }),
      ],
    },
  ],
};
