import type { Area } from './platform/area';
import { platformArea } from './platform/platform-area';
import { accountBankArea } from './services/account-bank/area';
import { accountCredentialArea } from './services/account-credential/area';
import { accountNoticeArea } from './services/account-notice/area';
import { accountProfileArea } from './services/account-profile/area';
import { accountTaxArea } from './services/account-tax/area';
import { advisorClientArea } from './services/advisor-client/area';
import { accountArea } from './services/account/area';
import { advisorBookArea } from './services/advisor-book/area';
import { assetHoldingArea } from './services/asset-holding/area';
import { auditTrailArea } from './services/audit-trail/area';
import { cashDepositArea } from './services/cash-deposit/area';
import { cashEddaArea } from './services/cash-edda/area';
import { cashFxArea } from './services/cash-fx/area';
import { cashMovementArea } from './services/cash-movement/area';
import { cashWithdrawalArea } from './services/cash-withdrawal/area';
import { corporateActionArea } from './services/corporate-action/area';
import { cryptoMarketArea } from './services/crypto-market/area';
import { cryptoOrderArea } from './services/crypto-order/area';
import { cryptoWalletArea } from './services/crypto-wallet/area';
import { cryptoWithdrawalArea } from './services/crypto-withdrawal/area';
import { currencyArea } from './services/currency/area';
import { keepAliveArea } from './services/keep-alive/area';
import { marketValueHistoryArea } from './services/market-value-history/area';
import { planDefinitionArea } from './services/plan-definition/area';
import { planSubscriptionArea } from './services/plan-subscription/area';
import { fundDefinitionArea } from './services/fund-definition/area';
import { fundDocumentArea } from './services/fund-document/area';
import { storedDocumentArea } from './services/stored-document/area';
import { fundHoldingArea } from './services/fund-holding/area';
import { fundOrderArea } from './services/fund-order/area';
import { legalAgreementArea } from './services/legal-agreement/area';
import { notificationArea } from './services/notification/area';
import { preferenceArea } from './services/preference/area';
import { pushArea } from './services/push/area';
import { stepUpArea } from './services/step-up/area';
import { stockDocumentArea } from './services/stock-document/area';
import { stockIpoArea } from './services/stock-ipo/area';
import { stockMarketArea } from './services/stock-market/area';
import { stockOrderArea } from './services/stock-order/area';
import { suitabilityArea } from './services/suitability/area';
import { tradeNoticeArea } from './services/trade-notice/area';

/**
 * THE list of areas (ADR 048): the one place a new area is added. `app.ts`, `start.ts`, `db/migrate.ts` and the seeds
 * compose it; each area's `area.ts` says what it brings. Order matters only for seeds (an area's demo data after the
 * accounts and data it builds on) and subscribers (each event's notification is stored before its trade notice).
 */
export const areas: readonly Area[] = [
  platformArea,
  keepAliveArea,
  currencyArea,
  accountArea,
  preferenceArea,
  legalAgreementArea,
  pushArea,
  notificationArea,
  tradeNoticeArea,
  stepUpArea,
  accountNoticeArea,
  fundDefinitionArea,
  fundOrderArea,
  fundHoldingArea,
  storedDocumentArea,
  fundDocumentArea,
  stockMarketArea,
  stockOrderArea,
  stockIpoArea,
  corporateActionArea,
  stockDocumentArea,
  cashMovementArea,
  cashFxArea,
  cashDepositArea,
  cashEddaArea,
  cashWithdrawalArea,
  accountBankArea,
  suitabilityArea,
  accountTaxArea,
  accountProfileArea,
  accountCredentialArea,
  cryptoMarketArea,
  cryptoOrderArea,
  cryptoWithdrawalArea,
  cryptoWalletArea,
  assetHoldingArea,
  marketValueHistoryArea,
  planDefinitionArea,
  planSubscriptionArea,
  advisorClientArea,
  advisorBookArea,
  auditTrailArea,
];
