import { accountService } from './account';
import { currencyService } from './currency';
import { keepAliveService } from './keep-alive';
import { fundDefinitionService } from './fund-definition';
import { fundDocumentService } from './fund-document';
import { fundHoldingService } from './fund-holding';
import { fundOrderService } from './fund-order';
import { legalAgreementService } from './legal-agreement';
import { notificationService } from './notification';
import { preferenceService } from './preference';
import { pushService } from './push';
import { stockMarketService } from './stock-market';
import { stockIpoService } from './stock-ipo';
import { corporateActionService } from './corporate-action';
import { stockOrderService } from './stock-order';
import { stockDocumentService } from './stock-document';
import { cashMovementService } from './cash-movement';
import { cashFxService } from './cash-fx';
import { cashDepositService } from './cash-deposit';
import { cashEddaService } from './cash-edda';
import { cashWithdrawalService } from './cash-withdrawal';
import { stepUpService } from './step-up';
import { accountNoticeService } from './account-notice';
import { suitabilityService } from './suitability';
import { accountBankService } from './account-bank';
import { accountTaxService } from './account-tax';
import { accountProfileService } from './account-profile';
import { accountCredentialService } from './account-credential';
import { cryptoMarketService } from './crypto-market';
import { cryptoOrderService } from './crypto-order';
import { cryptoWithdrawalService } from './crypto-withdrawal';
import { cryptoWalletService } from './crypto-wallet';
import { assetHoldingService } from './asset-holding';
import { marketValueHistoryService } from './market-value-history';
import { planDefinitionService } from './plan-definition';
import { planSubscriptionService } from './plan-subscription';
import { advisorClientService } from './advisor-client';
import { advisorBookService } from './advisor-book';
import { auditTrailService } from './audit-trail';

/** Every service the portal exposes. The server binds, the web client derives and OpenAPI documents this list. */
export const services = [
  keepAliveService,
  currencyService,
  accountService,
  preferenceService,
  legalAgreementService,
  notificationService,
  pushService,
  fundDefinitionService,
  fundOrderService,
  fundHoldingService,
  fundDocumentService,
  stockMarketService,
  stockIpoService,
  corporateActionService,
  stockOrderService,
  stockDocumentService,
  cashMovementService,
  cashFxService,
  cashDepositService,
  cashEddaService,
  cashWithdrawalService,
  stepUpService,
  accountNoticeService,
  suitabilityService,
  accountBankService,
  accountTaxService,
  accountProfileService,
  accountCredentialService,
  cryptoMarketService,
  cryptoOrderService,
  cryptoWithdrawalService,
  cryptoWalletService,
  assetHoldingService,
  marketValueHistoryService,
  planDefinitionService,
  planSubscriptionService,
  advisorClientService,
  advisorBookService,
  auditTrailService,
] as const;
export type Services = typeof services;
