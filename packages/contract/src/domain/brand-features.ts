/*
 * The brand features of SPEC §3's flags, each a named rule over the flags, declared once: contract operations name
 * the feature they need (the server refuses them where the brand lacks it), the web's route table and pages read the
 * same rules. Plain values free of zod, so the browser's first load may import them.
 */
import type { BrandFlags } from '../brands/brand';

/** The flags that are a plain on/off switch. */
export type BooleanBrandFlag = { [K in keyof BrandFlags]: BrandFlags[K] extends boolean ? K : never }[keyof BrandFlags];

/** A feature: on when every flag of `on` is on, every flag of `off` is off and, if `anyOn` lists flags, one of them. */
export type BrandFeature = {
  readonly name: string;
  readonly on: readonly BooleanBrandFlag[];
  readonly off: readonly BooleanBrandFlag[];
  readonly anyOn: readonly BooleanBrandFlag[];
};

function feature(
  name: string,
  on: readonly BooleanBrandFlag[],
  { off = [], anyOn = [] }: { off?: readonly BooleanBrandFlag[]; anyOn?: readonly BooleanBrandFlag[] } = {},
): BrandFeature {
  return { name, on, off, anyOn };
}

/** Fund trading: funds on and trading not hidden (SPEC §3 hideFundTrading hides every ticket and trade button). */
const fundTradingFlags = { on: ['fundEnabled'], off: ['hideFundTrading'] } as const;

/** Every feature a contract operation, a route or a page is conditional on; one rule each. */
export const brandFeatures = {
  funds: feature('funds', ['fundEnabled']),
  fundTrading: feature('fundTrading', fundTradingFlags.on, { off: fundTradingFlags.off }),
  /** The switch ticket (one fund into one or more): switching on, with trade documents (SPEC §2 Funds routes). */
  fundSwitching: feature('fundSwitching', [...fundTradingFlags.on, 'tradeDocumentEnabled', 'fundSwitchingEnabled'], {
    off: fundTradingFlags.off,
  }),
  /** The one-to-one switch ticket (switchSingle). */
  oneToOneFundSwitching: feature(
    'oneToOneFundSwitching',
    [...fundTradingFlags.on, 'tradeDocumentEnabled', 'oneToOneFundSwitchingEnabled'],
    { off: fundTradingFlags.off },
  ),
  /**
   * Some kind of switch: what the switch operation needs. A switch into several funds needs `fundSwitching` itself;
   * a switch into one fund is either ticket's.
   */
  anyFundSwitching: feature('anyFundSwitching', [...fundTradingFlags.on, 'tradeDocumentEnabled'], {
    off: fundTradingFlags.off,
    anyOn: ['fundSwitchingEnabled', 'oneToOneFundSwitchingEnabled'],
  }),
  bulkFundSubscribe: feature('bulkFundSubscribe', [...fundTradingFlags.on, 'bulkFundSubscribeEnabled'], {
    off: fundTradingFlags.off,
  }),
  /** The risk questionnaire belongs to fund suitability (SPEC §2 Accounts: raq needs funds and the flag). */
  riskQuestionnaire: feature('riskQuestionnaire', ['fundEnabled', 'riskQuestionnaireEnabled']),
  /** Stocks: the market pages, quotes and the quote stream (issue 15). */
  stocks: feature('stocks', ['stockEnabled']),
  /** Stock trading: stocks on and trading not hidden (SPEC §3 hideStockTrading hides every trade entry point). */
  stockTrading: feature('stockTrading', ['stockEnabled'], { off: ['hideStockTrading'] }),
  ipo: feature('ipo', ['stockEnabled', 'ipoEnabled']),
  /** Applying for an IPO: a trade entry point, so hidden stock trading switches it off (one answer: 404 FEATURE_OFF). */
  ipoApplication: feature('ipoApplication', ['stockEnabled', 'ipoEnabled'], { off: ['hideStockTrading'] }),
  corporateActions: feature('corporateActions', ['stockEnabled', 'corporateActionEnabled']),
  goodTillDate: feature('goodTillDate', ['stockEnabled', 'goodTillDateEnabled']),
  /** Stock contract notes and statements (SPEC §2 Stocks: document, when trade documents are enabled). */
  stockDocuments: feature('stockDocuments', ['stockEnabled', 'tradeDocumentEnabled']),
  /** Cash (SPEC §2 Cashes, issue 16): at least the movements and balances. */
  cash: feature('cash', ['cashEnabled']),
  /** Currency exchange between the cash currencies (SPEC §2 Cashes: exchange; issue 16 part 5). */
  fx: feature('fx', ['cashEnabled', 'fxEnabled']),
  notifications: feature('notifications', ['notificationEnabled']),
  /** Cash top-up: deposit requests, their instructions and history (SPEC §2 Cashes: with top-up). */
  cashTopUp: feature('cashTopUp', ['cashEnabled', 'cashTopUpEnabled']),
  /** eDDA: direct debit authorisations and instant deposits by direct debit (SPEC §2 Cashes: with eDDA). */
  edda: feature('edda', ['cashEnabled', 'cashTopUpEnabled', 'eddaEnabled']),
  sessionLogin: feature('sessionLogin', ['sessionLoginMode']),
  resetPassword: feature('resetPassword', ['resetPasswordEnabled']),
  /** Cash withdrawals go with top-up (SPEC §2: withdraw is a top-up route); FPS withdrawals with eDDA too. */
  cashWithdrawal: feature('cashWithdrawal', ['cashEnabled', 'cashTopUpEnabled']),
  cashFpsWithdrawal: feature('cashFpsWithdrawal', ['cashEnabled', 'cashTopUpEnabled', 'eddaEnabled']),
  /** The client's own account pages (SPEC §2 Accounts, issue 17): the notices sent to it among them. */
  accounts: feature('accounts', ['accountEnabled']),
  /** Changing the knowledge declarations of /accounts/riskCheck online: SPEC §3's riskCheckEditable (issue 17 part 3a). */
  riskCheckEditing: feature('riskCheckEditing', ['accountEnabled', 'riskCheckEditable']),
  /** Adding and removing bank accounts (ADR 039): where the brand lets clients edit them (SPEC §3 bankAccountEditable). */
  bankAccountChanges: feature('bankAccountChanges', ['accountEnabled', 'bankAccountEditable']),
  /** Certifying the tax self-certification: where the brand lets clients edit it (SPEC §3 taxStatusEditable). */
  taxStatusChanges: feature('taxStatusChanges', ['accountEnabled', 'taxStatusEditable']),
  /** The client's own record (SPEC §2 Accounts: information; issue 17 part 1): shown wherever accounts are. */
  accountInformation: feature('accountInformation', ['accountEnabled']),
  /** Change requests to that record (SPEC §3 editable flags: accountInformationEditable). */
  accountInformationEdit: feature('accountInformationEdit', ['accountEnabled', 'accountInformationEditable']),
  /** The trade password's change (SPEC §2 Accounts: changeTradePassword, shown only if a trade password is required). */
  tradePasswordChange: feature('tradePasswordChange', ['accountEnabled', 'tradePasswordRequired']),
  /** Virtual assets (SPEC §2 Cryptos, issue 18): the FOS market data, the crypto portfolio and orders. */
  crypto: feature('crypto', ['cryptoEnabled']),
  /**
   * Other assets and the one portfolio across everything the client holds (SPEC §2 Assets, issue 26): holdings kept
   * elsewhere, valued by the client or by a quoted price, and the net worth, allocation and returns over all of it.
   */
  assets: feature('assets', ['assetEnabled']),
  /** The client's named portfolios (SPEC §2 Portfolios: detail/{key}; issue 26 part 3). */
  namedPortfolios: feature('namedPortfolios', ['portfolioEnabled']),
  /** Investment plans (SPEC §2 Plans, issue 27): definitions, suggestions, subscriptions and the monthly job. */
  plans: feature('plans', ['planEnabled']),
  /** Advisors' virtual-asset order panel (SPEC §2 Cryptos vaOrder, §3 advisorVirtualAssetEnabled; ADR 045). */
  advisorVirtualAssetOrders: feature('advisorVirtualAssetOrders', [
    'cryptoEnabled',
    'advisorEnabled',
    'advisorVirtualAssetEnabled',
  ]),
  /** The advisor desk (SPEC §2 Advisor area, issue 28): an advisor's book, search, details; managers with managerEnabled. */
  advisorDesk: feature('advisorDesk', ['advisorEnabled']),
} as const satisfies Record<string, BrandFeature>;

export type BrandFeatureName = keyof typeof brandFeatures;

/**
 * The code of the server's refusal of an operation whose feature the brand lacks (404: on this portal the operation
 * does not exist, as the web's route for it does not; ADR 018).
 */
export const featureOffCode = 'FEATURE_OFF';

/** Whether a brand with these flags offers the feature. */
export function offers(flags: Pick<BrandFlags, BooleanBrandFlag>, feature: BrandFeature): boolean {
  return (
    feature.on.every((flag) => flags[flag]) &&
    feature.off.every((flag) => !flags[flag]) &&
    (feature.anyOn.length === 0 || feature.anyOn.some((flag) => flags[flag]))
  );
}

/** The brand flags a feature reads, each once. */
export function flagsOf(feature: BrandFeature): readonly BooleanBrandFlag[] {
  return [...new Set([...feature.on, ...feature.off, ...feature.anyOn])];
}
