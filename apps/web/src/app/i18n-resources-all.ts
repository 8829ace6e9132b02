import { advisorsEnglish } from '../features/advisors/i18n';
import { fundResearchEnglish } from '../features/funds/research/i18n';
import { fundTradingEnglish } from '../features/funds/trading/i18n';
import { homeEnglish } from '../features/home/i18n';
import { stocksEnglish } from '../features/stocks/market/i18n';
import { stockTradingEnglish } from '../features/stocks/trading/i18n';
import { stockIpoEnglish } from '../features/stocks/ipo/i18n';
import { cashMovementEnglish } from '../features/cashes/movement/i18n';
import { cashFxEnglish } from '../features/cashes/fx/i18n';
import { cashDepositEnglish } from '../features/cashes/deposit/i18n';
import { cashEddaEnglish } from '../features/cashes/edda/i18n';
import { cashWithdrawEnglish } from '../features/cashes/withdraw/i18n';
import { accountBankEnglish } from '../features/accounts/bank/i18n';
import { accountTaxEnglish } from '../features/accounts/tax/i18n';
import { accountInformationEnglish } from '../features/accounts/information/i18n';
import { accountCredentialsEnglish } from '../features/accounts/credentials/i18n';
import { cryptoMarketEnglish } from '../features/cryptos/market/i18n';
import { cryptoTradingEnglish } from '../features/cryptos/trading/i18n';
import { cryptoWithdrawalEnglish } from '../features/cryptos/withdrawal/i18n';
import { cryptoAdvisorEnglish } from '../features/cryptos/advisor/i18n';
import { cryptoWalletEnglish } from '../features/cryptos/wallet/i18n';
import { notificationsEnglish } from '../features/notifications/i18n';
import { usersEnglish } from '../features/users/i18n';
import { accessEnglish } from '../features/users/i18n-access';
import { englishTexts } from './i18n-resources';
import type { AllEnglishTexts } from './i18n-resources';
import { areaNavEnglish } from '../shared/navigation/i18n';
import { ticketEnglish } from '../shared/ticket/i18n';
import { stepUpEnglish } from '../shared/step-up/i18n';
import { sessionEnglish } from './session/i18n';
import { accountSuitabilityEnglish } from '../features/accounts/suitability/i18n';
import { riskProfileReminderEnglish } from '../shared/risk-profile/i18n';
import { accountSettingsEnglish } from '../features/accounts/settings/i18n';
import { accountTourEnglish } from '../features/accounts/tour/i18n';

/**
 * Every namespace's English at once, for tests that render a page without fetching its texts first (the resource
 * test proves it is what the app's chunks hold).
 */
export const allEnglishTexts: AllEnglishTexts = {
  ...englishTexts,
  users: usersEnglish,
  access: accessEnglish,
  session: sessionEnglish,
  home: homeEnglish,
  advisors: advisorsEnglish,
  notifications: notificationsEnglish,
  fundResearch: fundResearchEnglish,
  fundTrading: fundTradingEnglish,
  ticket: ticketEnglish,
  stocks: stocksEnglish,
  stockTrading: stockTradingEnglish,
  stockIpo: stockIpoEnglish,
  cashMovement: cashMovementEnglish,
  cashFx: cashFxEnglish,
  cashDeposit: cashDepositEnglish,
  cashEdda: cashEddaEnglish,
  cashWithdraw: cashWithdrawEnglish,
  accountBank: accountBankEnglish,
  accountTax: accountTaxEnglish,
  accountInformation: accountInformationEnglish,
  accountCredentials: accountCredentialsEnglish,
  cryptoMarket: cryptoMarketEnglish,
  cryptoTrading: cryptoTradingEnglish,
  cryptoWithdrawal: cryptoWithdrawalEnglish,
  cryptoAdvisor: cryptoAdvisorEnglish,
  cryptoWallet: cryptoWalletEnglish,
  areaNav: areaNavEnglish,
  stepUp: stepUpEnglish,
  accountSuitability: accountSuitabilityEnglish,
  riskProfileReminder: riskProfileReminderEnglish,
  accountSettings: accountSettingsEnglish,
  accountTour: accountTourEnglish,
};
