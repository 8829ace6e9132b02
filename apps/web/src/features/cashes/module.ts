import { brandFeatures } from '@portal/contract/domain/brand-features';
import type { FeatureModule } from '../../app/feature-module';
import { isStaff } from '../../app/routing/guards';
import { flag, offered } from '../../app/routing/route-conditions';
import { withLazyTexts } from '../../shared/i18n/lazy-texts';
import { namespaceTexts } from '../../shared/i18n/namespace-texts';
import type { cashMovementEnglish } from './movement/i18n';
import type { cashFxEnglish } from './fx/i18n';
import type { cashDepositEnglish } from './deposit/i18n';
import type { cashEddaEnglish } from './edda/i18n';
import type { cashWithdrawEnglish } from './withdraw/i18n';

const texts = {
  cashMovement: namespaceTexts<typeof cashMovementEnglish>('features/cashes/movement/i18n'),
  cashFx: namespaceTexts<typeof cashFxEnglish>('features/cashes/fx/i18n'),
  cashDeposit: namespaceTexts<typeof cashDepositEnglish>('features/cashes/deposit/i18n'),
  cashEdda: namespaceTexts<typeof cashEddaEnglish>('features/cashes/edda/i18n'),
  cashWithdraw: namespaceTexts<typeof cashWithdrawEnglish>('features/cashes/withdraw/i18n'),
};

// Through one small module per sub-area, whose chunk holds the pages' preload lists (ADR 009).
const pages = {
  cashDepositRequest: withLazyTexts(['cashDeposit', 'cashWithdraw', 'ticket'], () =>
    import('./deposit/page-loaders').then((module) => module.loadDepositRequestPage()),
  ),
  cashDepositInstruction: withLazyTexts(['cashDeposit', 'cashWithdraw', 'ticket'], () =>
    import('./deposit/page-loaders').then((module) => module.loadDepositInstructionPage()),
  ),
  cashHistory: withLazyTexts(['cashDeposit', 'cashWithdraw', 'ticket'], () =>
    import('./deposit/page-loaders').then((module) => module.loadCashHistoryPage()),
  ),
  cashEddaSetup: withLazyTexts(['cashEdda', 'ticket'], () =>
    import('./edda/page-loaders').then((module) => module.loadEddaSetupPage()),
  ),
  cashEddaDebit: withLazyTexts(['cashEdda', 'ticket'], () =>
    import('./edda/page-loaders').then((module) => module.loadEddaDebitPage()),
  ),
  cashMovement: withLazyTexts(['cashMovement'], () =>
    import('./movement/page-loaders').then((module) => module.loadCashMovementPage()),
  ),
  cashExchange: withLazyTexts(['cashFx', 'ticket'], () =>
    import('./fx/page-loaders').then((module) => module.loadFxExchangePage()),
  ),
  cashWithdraw: withLazyTexts(['cashWithdraw', 'ticket', 'stepUp'], () =>
    import('./withdraw/page-loaders').then((module) => module.loadWithdrawPage()),
  ),
  cashWithdrawFps: withLazyTexts(['cashWithdraw', 'ticket', 'stepUp'], () =>
    import('./withdraw/page-loaders').then((module) => module.loadFpsWithdrawPage()),
  ),
  cashWithdrawInstruction: withLazyTexts(['cashWithdraw', 'ticket', 'stepUp'], () =>
    import('./withdraw/page-loaders').then((module) => module.loadWithdrawInstructionPage()),
  ),
};

/** Cash (SPEC §2): deposits, eDDA, withdrawals, movements and currency exchange. */
export const cashesModule: FeatureModule<typeof texts> = {
  texts,
  pages,
  routes: [
    {
      id: 'cashes',
      path: 'cashes',
      guard: { enabled: flag('cashEnabled'), access: 'signedIn' },
      nav: { labelKey: 'areaNav:cashes.title', hiddenFor: isStaff },
      children: [
        // The deposit request when top-up is enabled, else the movements (SPEC §2).
        { id: 'cashes.index', index: true, redirect: ['/cashes/request', '/cashes/movement'] },
        {
          id: 'cashes.request',
          path: 'request',
          page: pages.cashDepositRequest,
          guard: { enabled: offered(brandFeatures.cashTopUp) },
          nav: { labelKey: 'areaNav:cashes.request' },
        },
        {
          id: 'cashes.withdraw',
          path: 'withdraw',
          page: pages.cashWithdraw,
          guard: { enabled: offered(brandFeatures.cashWithdrawal) },
          nav: { labelKey: 'areaNav:cashes.withdraw' },
        },
        {
          id: 'cashes.history',
          path: 'history',
          page: pages.cashHistory,
          guard: { enabled: offered(brandFeatures.cashTopUp) },
          nav: { labelKey: 'areaNav:cashes.history' },
        },
        {
          id: 'cashes.movement',
          path: 'movement',
          page: pages.cashMovement,
          nav: { labelKey: 'areaNav:cashes.movement' },
        },
        {
          id: 'cashes.exchange',
          path: 'exchange',
          page: pages.cashExchange,
          guard: { enabled: offered(brandFeatures.fx) },
          nav: { labelKey: 'areaNav:cashes.exchange' },
        },
        {
          id: 'cashes.sdda',
          path: 'sdda',
          page: pages.cashEddaSetup,
          guard: { enabled: offered(brandFeatures.edda) },
          nav: { labelKey: 'areaNav:cashes.sdda' },
        },
        {
          id: 'cashes.requestInstruction',
          path: 'requests/instruction',
          page: pages.cashDepositInstruction,
          guard: { enabled: offered(brandFeatures.cashTopUp) },
        },
        {
          id: 'cashes.withdrawInstruction',
          path: 'withdraws/instruction',
          page: pages.cashWithdrawInstruction,
          guard: { enabled: offered(brandFeatures.cashWithdrawal) },
        },
        {
          id: 'cashes.ddi',
          path: 'requests/ddi/:ddaReference?',
          page: pages.cashEddaDebit,
          guard: { enabled: offered(brandFeatures.edda) },
        },
        {
          id: 'cashes.fps',
          path: 'withdraws/fps',
          page: pages.cashWithdrawFps,
          guard: { enabled: offered(brandFeatures.cashFpsWithdrawal) },
        },
      ],
    },
  ],
};
