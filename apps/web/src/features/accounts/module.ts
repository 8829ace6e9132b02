import { brandFeatures } from '@portal/contract/domain/brand-features';
import type { FeatureModule } from '../../app/feature-module';
import { isAdmin, isStaff } from '../../app/routing/guards';
import { flag, offered } from '../../app/routing/route-conditions';
import { withLazyTexts } from '../../shared/i18n/lazy-texts';
import { namespaceTexts } from '../../shared/i18n/namespace-texts';
import type { accountBankEnglish } from './bank/i18n';
import type { accountTaxEnglish } from './tax/i18n';
import type { accountInformationEnglish } from './information/i18n';
import type { accountCredentialsEnglish } from './credentials/i18n';
import type { accountSuitabilityEnglish } from './suitability/i18n';
import type { accountSettingsEnglish } from './settings/i18n';
import type { accountTourEnglish } from './tour/i18n';

const texts = {
  accountBank: namespaceTexts<typeof accountBankEnglish>('features/accounts/bank/i18n'),
  accountTax: namespaceTexts<typeof accountTaxEnglish>('features/accounts/tax/i18n'),
  accountInformation: namespaceTexts<typeof accountInformationEnglish>('features/accounts/information/i18n'),
  accountCredentials: namespaceTexts<typeof accountCredentialsEnglish>('features/accounts/credentials/i18n'),
  accountSuitability: namespaceTexts<typeof accountSuitabilityEnglish>('features/accounts/suitability/i18n'),
  accountSettings: namespaceTexts<typeof accountSettingsEnglish>('features/accounts/settings/i18n'),
  accountTour: namespaceTexts<typeof accountTourEnglish>('features/accounts/tour/i18n'),
};

// Through one small module per sub-area, whose chunk holds the pages' preload lists (ADR 009).
const pages = {
  riskQuestionnaire: withLazyTexts(['accountSuitability', 'riskProfileReminder', 'ticket'], () =>
    import('./suitability/page-loaders').then((module) => module.loadRiskQuestionnairePage()),
  ),
  riskCheck: withLazyTexts(['accountSuitability', 'riskProfileReminder', 'ticket'], () =>
    import('./suitability/page-loaders').then((module) => module.loadRiskCheckPage()),
  ),
  accountBank: withLazyTexts(['accountBank', 'stepUp', 'ticket'], () =>
    import('./bank/page-loaders').then((module) => module.loadBankAccountPage()),
  ),
  accountTaxStatus: withLazyTexts(['accountTax', 'ticket'], () =>
    import('./tax/page-loaders').then((module) => module.loadTaxStatusPage()),
  ),
  accountInformation: withLazyTexts(['accountInformation', 'stepUp', 'ticket'], () =>
    import('./information/page-loaders').then((module) => module.loadAccountInformationPage()),
  ),
  accountTour: withLazyTexts(['accountTour'], () =>
    import('./tour/page-loaders').then((module) => module.loadTourPage()),
  ),
  accountUserSettings: withLazyTexts(['accountSettings'], () =>
    import('./settings/page-loaders').then((module) => module.loadUserSettingsPage()),
  ),
  changePassword: withLazyTexts(['users', 'accountCredentials', 'stepUp'], () =>
    import('./credentials/page-loaders').then((module) => module.loadChangePasswordPage()),
  ),
  changeTradePassword: withLazyTexts(['users', 'accountCredentials', 'stepUp'], () =>
    import('./credentials/page-loaders').then((module) => module.loadChangeTradePasswordPage()),
  ),
};

/** The account (SPEC §2 Accounts): information, suitability, tax, bank, tour, passwords and user settings. */
export const accountsModule: FeatureModule<typeof texts> = {
  texts,
  pages,
  routes: [
    {
      id: 'accounts',
      path: 'accounts',
      guard: { enabled: flag('accountEnabled'), access: 'signedIn' },
      nav: {
        labelKey: 'areaNav:accounts.title',
        // FOS-source advisors do not see the account items (SPEC §6); admins manage accounts under Admin.
        hiddenFor: (context) => isAdmin(context) || (isStaff(context) && context.session?.source === 'fos'),
      },
      children: [
        {
          id: 'accounts.index',
          index: true,
          redirect: [
            '/accounts/information',
            '/accounts/raq',
            '/accounts/riskCheck',
            '/accounts/taxStatus',
            '/accounts/bank',
            '/accounts/tour',
            '/accounts/userSettings',
          ],
        },
        {
          id: 'accounts.information',
          path: 'information',
          page: pages.accountInformation,
          guard: { enabled: offered(brandFeatures.accountInformation) },
          nav: { labelKey: 'areaNav:accounts.information' },
        },
        {
          id: 'accounts.raq',
          path: 'raq',
          page: pages.riskQuestionnaire,
          guard: { enabled: offered(brandFeatures.riskQuestionnaire) },
          nav: { labelKey: 'areaNav:accounts.raq' },
        },
        {
          id: 'accounts.riskCheck',
          path: 'riskCheck',
          page: pages.riskCheck,
          guard: { enabled: offered(brandFeatures.accounts) },
          nav: { labelKey: 'areaNav:accounts.riskCheck' },
        },
        {
          id: 'accounts.taxStatus',
          path: 'taxStatus',
          page: pages.accountTaxStatus,
          guard: { enabled: offered(brandFeatures.accounts) },
          nav: { labelKey: 'areaNav:accounts.taxStatus' },
        },
        {
          id: 'accounts.bank',
          path: 'bank',
          page: pages.accountBank,
          guard: { enabled: offered(brandFeatures.accounts) },
          nav: { labelKey: 'areaNav:accounts.bank' },
        },
        {
          id: 'accounts.tour',
          path: 'tour',
          page: pages.accountTour,
          guard: { enabled: flag('tourEnabled') },
          nav: { labelKey: 'areaNav:accounts.tour' },
        },
        {
          id: 'accounts.changePassword',
          path: 'changePassword',
          page: pages.changePassword,
          nav: { labelKey: 'areaNav:accounts.changePassword' },
        },
        {
          id: 'accounts.changeTradePassword',
          path: 'changeTradePassword',
          page: pages.changeTradePassword,
          guard: { enabled: offered(brandFeatures.tradePasswordChange) },
          nav: { labelKey: 'areaNav:accounts.changeTradePassword' },
        },
        {
          id: 'accounts.userSettings',
          path: 'userSettings',
          page: pages.accountUserSettings,
          nav: { labelKey: 'areaNav:accounts.userSettings' },
        },
      ],
    },
  ],
};
