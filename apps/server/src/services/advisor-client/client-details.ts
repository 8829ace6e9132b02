import type { ClientActivity, ClientDetails, ClientOrder, NetWorth } from '@portal/contract';
import { recentClientOrders } from '@portal/contract/domain/advisor-client';
import { brandFeatures, offers } from '@portal/contract/domain/brand-features';
import { isRiskLevel } from '@portal/contract/domain/fund';
import { AppError } from '../../platform/http/errors';
import { lastSignInOf } from '../../platform/identity/last-sign-in';
import { marketDayOf } from '../../platform/market/market-calendar';
import { loadCurrencyBook } from '../../platform/money/valuation';
import { profileSummaryOf } from '../account-profile/public';
import { cashBalancesOf } from '../cash-movement/public';
import { recentCryptoOrdersOf } from '../crypto-order/public';
import { recentFundOrdersOf } from '../fund-order/public';
import { netWorthOf } from '../market-value-history/public';
import { recentStockOrdersOf } from '../stock-order/public';
import { questionnaireHistoryOf, riskProfileExpiryAt } from '../suitability/public';
import type { DeskRequest } from './desk-scope';
import type { BookClient } from '../../platform/identity/book';

/*
 * One client of the book as the advisor sees it (issue 28 part 3): the record and the risk profile with every
 * questionnaire; the holdings across areas as the wealth area's one portfolio values them now (never the stored
 * positions, which are as of the latest valuation); the newest orders of each area and the cash. Each read goes
 * through the owning area's public entry.
 */

type ClientRequest = DeskRequest & { readonly client: BookClient };

/** How many questionnaires the details list: a client redoes one every two years or so. */
const questionnairesShown = 20;

export async function clientDetailsOf(request: ClientRequest): Promise<ClientDetails> {
  const { context, client, scope, brand } = request;
  const { db, clock } = context;
  const key = { accountCode: client.accountCode, source: client.source };
  const account = await db
    .selectFrom('account as a')
    .select([
      'a.account_code',
      'a.source',
      'a.display_name',
      'a.client_type',
      'a.is_professional_investor',
      'a.status',
      'a.email',
      'a.phone',
      'a.created_at',
      'a.risk_level',
      'a.risk_profile_expires_at',
      lastSignInOf(db, { accountCode: 'a.account_code', source: 'a.source' }).as('last_login_at'),
    ])
    .where('a.account_code', '=', key.accountCode)
    .where('a.source', '=', key.source)
    .executeTakeFirst();
  // The book found the client a moment ago; an account that went since reads as missing.
  if (account === undefined) throw AppError.notFound('No such client in your book.');
  const record = await profileSummaryOf(db, key);
  const now = clock.now();
  const end = account.risk_profile_expires_at === null ? null : new Date(account.risk_profile_expires_at);
  const advisor = scope.advisors.find((candidate) => candidate.accountCode === client.advisorAccountCode);
  return {
    profile: {
      accountCode: account.account_code,
      source: account.source,
      displayName: account.display_name,
      names: { english: record?.nameEnglish ?? account.display_name, chinese: record?.nameChinese ?? null },
      accountType: record?.accountType ?? account.client_type,
      professionalInvestor: account.is_professional_investor === 1,
      status: account.status,
      email: record?.email ?? account.email,
      phone: record?.phone ?? account.phone,
      createdAt: account.created_at,
      lastLoginAt: account.last_login_at ?? null,
      advisor: { accountCode: client.advisorAccountCode, displayName: advisor?.displayName ?? '' },
    },
    riskLevel: isRiskLevel(account.risk_level) ? account.risk_level : 'None',
    questionnaire: riskProfileExpiryAt(end, now, brand.marketTimeZone),
    questionnaires: await questionnaireHistoryOf(db, key, questionnairesShown),
    // Only the client's own advisor opens its session (SPEC §4); a manager reads the book, it does not act in it.
    canActForClient: scope.viewer.role === 'advisor' && client.advisorAccountCode === scope.viewer.accountCode,
  };
}

/** The client's holdings across areas now, in the brand's first reporting currency (the one portfolio, ADR 056). */
export async function clientPortfolioOf(request: ClientRequest): Promise<NetWorth> {
  const { context, brand, client } = request;
  return netWorthOf(
    { config: context.config, db: context.db, clock: context.clock, events: context.events, brand },
    { accountCode: client.accountCode, source: client.source },
    undefined,
  );
}

/** The client's newest orders of each area it trades in (newest first) and its cash in each currency it has. */
export async function clientActivityOf(request: ClientRequest): Promise<ClientActivity> {
  const { context, brand, client } = request;
  const { db, clock } = context;
  const key = { accountCode: client.accountCode, source: client.source };
  const gateway = client.source === 'gateway';
  const orders: ClientOrder[] = [
    ...(gateway && offers(brand.flags, brandFeatures.funds)
      ? await recentFundOrdersOf(db, key, recentClientOrders)
      : []),
    ...(gateway && offers(brand.flags, brandFeatures.stocks)
      ? await recentStockOrdersOf(db, key, recentClientOrders)
      : []),
    ...(!gateway && offers(brand.flags, brandFeatures.crypto)
      ? await recentCryptoOrdersOf(db, key, recentClientOrders)
      : []),
  ];
  orders.sort((a, b) =>
    a.placedAt === b.placedAt ? a.orderId.localeCompare(b.orderId) : a.placedAt < b.placedAt ? 1 : -1,
  );
  const now = clock.now();
  const book = await loadCurrencyBook(db, now);
  const balances = await cashBalancesOf(db, key, book.currencies, marketDayOf(now, brand.marketTimeZone));
  return {
    orders,
    cash: balances
      .filter((balance) => !balance.available.isZero() || !balance.onHold.isZero())
      .map((balance) => ({
        currency: balance.currency,
        available: book.format(balance.available, balance.currency),
        onHold: book.format(balance.onHold, balance.currency),
      })),
  };
}
