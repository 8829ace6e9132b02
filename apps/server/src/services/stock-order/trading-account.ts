import type { LoginSource } from '@portal/contract/brands';
import {
  isProgramOrderType,
  isStockOrderType,
  type ProgramOrderType,
  type StockOrderType,
  type StockTradingPermissions,
} from '@portal/contract/domain/stock/order-types';
import { sql, type Kysely } from 'kysely';
import type { Database, DatabaseDialect } from '../../platform/db/db';
import { compiledOnce } from '../../platform/db/compiled-query';
import { usedReferenceOf, usedReferenceSelections, type UsedReference } from '../../platform/orders/place-order';
import type { PasswordHasher } from '../../platform/identity/passwords';
import type { Executor } from './stock-order-dependencies';
import type { StockTradingAccountTable } from './stock-order-tables';

/*
 * An account's stock trading settings (SPEC §3 Stock trading permissions, its BCANs, trade password and the order
 * confirmation reminder of SPEC §7). An account without a row trades as a normal client with no BCAN on file, no
 * trade password and the confirm step on (defaultTradingAccount).
 */

export type AccountKey = { readonly accountCode: string; readonly source: LoginSource };

/** The order types a normal client may place (SPEC §5), limit first. */
export const normalClientOrderTypes: readonly StockOrderType[] = [
  'limit',
  'enhancedLimit',
  'market',
  'atAuction',
  'atAuctionLimit',
  'stopLimit',
];

export type TradingAccount = {
  readonly permissions: StockTradingPermissions;
  readonly hongKongBcan: string | null;
  readonly chinaBcan: string | null;
  readonly tradePasswordHash: string | null;
  readonly skipConfirmation: boolean;
};

export const defaultTradingAccount: TradingAccount = {
  permissions: {
    allowHongKongBcanOverride: false,
    allowChinaBcanOverride: false,
    auctionOrderSellOnly: false,
    validOrderTypes: normalClientOrderTypes,
    defaultOrderType: 'limit',
    tradePasswordRequired: false,
    validProgramOrderTypes: [],
    allowPrePostMarketExchangeIds: [],
  },
  hongKongBcan: null,
  chinaBcan: null,
  tradePasswordHash: null,
  skipConfirmation: false,
};

const listOf = (text: string) => text.split(',').filter((item) => item !== '');

function fromRow(row: StockTradingAccountTable): TradingAccount {
  const validOrderTypes = listOf(row.valid_order_types).filter(isStockOrderType);
  return {
    permissions: {
      allowHongKongBcanOverride: row.allow_hong_kong_bcan_override === 1,
      allowChinaBcanOverride: row.allow_china_bcan_override === 1,
      auctionOrderSellOnly: row.auction_order_sell_only === 1,
      validOrderTypes,
      defaultOrderType: isStockOrderType(row.default_order_type) ? row.default_order_type : 'limit',
      tradePasswordRequired: row.trade_password_required === 1,
      validProgramOrderTypes: listOf(row.valid_program_order_types).filter(isProgramOrderType),
      allowPrePostMarketExchangeIds: listOf(row.allow_pre_post_market_exchange_ids),
    },
    hongKongBcan: row.hong_kong_bcan,
    chinaBcan: row.china_bcan,
    tradePasswordHash: row.trade_password_hash,
    skipConfirmation: row.skip_confirmation === 1,
  };
}

export async function tradingAccountOf(db: Executor, account: AccountKey): Promise<TradingAccount> {
  const row = await db
    .selectFrom('stock_trading_account')
    .selectAll()
    .where('account_code', '=', account.accountCode)
    .where('source', '=', account.source)
    .executeTakeFirst();
  return row === undefined ? defaultTradingAccount : fromRow(row);
}

/** A row of the placement's read: the account's settings when it has a row (every column of the table set). */
function isStoredRow(row: {
  readonly [column in keyof StockTradingAccountTable]: StockTradingAccountTable[column] | null;
}): row is StockTradingAccountTable {
  return row.account_code !== null;
}

type PlacementRow = { readonly [column in keyof StockTradingAccountTable]: StockTradingAccountTable[column] | null } & {
  readonly trade_password_saved: unknown;
  readonly risk_profile_expires_at: string | null;
  readonly used_reference_area: string | null;
  readonly used_reference_order_id: string | null;
  readonly used_reference_fingerprint: string | null;
};

/** What a placement reads before its checks: the account's settings, the saved trade password, the risk profile's expiry, the used reference. */
export type PlacementReads = {
  readonly trading: TradingAccount;
  readonly tradePasswordSaved: boolean;
  /** When the account's risk profile stops being valid (platform/identity/account-directory riskProfileExpired); null: never. */
  readonly riskProfileExpiresAt: string | null;
  readonly usedReference: UsedReference | undefined;
};

/**
 * The placement's reads in one query (ADR 028): the trading account (the normal client's settings without a row),
 * whether this session saved its trade password, when the account's risk profile expires, and the client reference's
 * earlier use (platform/orders).
 */
type PlacementKey = AccountKey & { readonly sessionId: string; readonly clientReference: string };

const placementReads = compiledOnce<PlacementKey, PlacementRow>((db, param) =>
  db
    .selectFrom(sql<{ one: number }>`(select 1 as one)`.as('one'))
    .leftJoin('stock_trading_account as t', (join) =>
      join.on('t.account_code', '=', param('accountCode')).on('t.source', '=', param('source')),
    )
    .selectAll('t')
    .select((eb) => [
      eb
        .exists(
          eb
            .selectFrom('stock_trade_password_session as p')
            .select('p.session_id')
            .where('p.session_id', '=', param('sessionId'))
            .where('p.account_code', '=', param('accountCode'))
            .where('p.source', '=', param('source')),
        )
        .as('trade_password_saved'),
      eb
        .selectFrom('account as a')
        .select('a.risk_profile_expires_at')
        .where('a.account_code', '=', param('accountCode'))
        .where('a.source', '=', param('source'))
        .as('risk_profile_expires_at'),
      ...usedReferenceSelections(db, {
        accountCode: param('accountCode'),
        source: param('source'),
        clientReference: param('clientReference'),
      }),
    ]),
);

export async function placementReadsOf(
  db: Kysely<Database>,
  dialect: DatabaseDialect,
  account: AccountKey,
  sessionId: string,
  clientReference: string,
): Promise<PlacementReads> {
  const [row] = (await placementReads(db, dialect, { ...account, sessionId, clientReference })).rows;
  if (row === undefined) throw new Error('The placement read answers one row');
  return {
    trading: isStoredRow(row) ? fromRow(row) : defaultTradingAccount,
    tradePasswordSaved: Boolean(row.trade_password_saved),
    riskProfileExpiresAt: row.risk_profile_expires_at,
    usedReference: usedReferenceOf(row),
  };
}

/** Settings to store for an account (the seed, tests). */
export type TradingAccountSettings = Partial<StockTradingPermissions> & {
  readonly hongKongBcan?: string | null;
  readonly chinaBcan?: string | null;
  /** Plain text: stored as its argon2id hash. */
  readonly tradePassword?: string | null;
  readonly skipConfirmation?: boolean;
};

const flag = (value: boolean) => (value ? 1 : 0);

/** Writes an account's settings (every field not given takes the normal client's value); idempotent. */
export async function saveTradingAccount(
  db: Kysely<Database>,
  passwords: PasswordHasher,
  account: AccountKey,
  settings: TradingAccountSettings,
  at: Date,
  { replace = true }: { readonly replace?: boolean } = {},
): Promise<void> {
  const permissions = { ...defaultTradingAccount.permissions, ...settings };
  const row: StockTradingAccountTable = {
    account_code: account.accountCode.toUpperCase(),
    source: account.source,
    allow_hong_kong_bcan_override: flag(permissions.allowHongKongBcanOverride),
    allow_china_bcan_override: flag(permissions.allowChinaBcanOverride),
    auction_order_sell_only: flag(permissions.auctionOrderSellOnly),
    valid_order_types: permissions.validOrderTypes.join(','),
    default_order_type: permissions.defaultOrderType,
    trade_password_required: flag(permissions.tradePasswordRequired),
    valid_program_order_types: permissions.validProgramOrderTypes.join(','),
    allow_pre_post_market_exchange_ids: permissions.allowPrePostMarketExchangeIds.join(','),
    hong_kong_bcan: settings.hongKongBcan ?? null,
    china_bcan: settings.chinaBcan ?? null,
    trade_password_hash:
      settings.tradePassword === undefined || settings.tradePassword === null
        ? null
        : await passwords.hash(settings.tradePassword),
    skip_confirmation: flag(settings.skipConfirmation ?? false),
    updated_at: at.toISOString(),
  };
  await db
    .insertInto('stock_trading_account')
    .values(row)
    .onConflict((conflict) => {
      const columns = conflict.columns(['account_code', 'source']);
      if (!replace) return columns.doNothing();
      const { account_code: _code, source: _source, ...rest } = row;
      return columns.doUpdateSet(rest);
    })
    .execute();
}

export async function setSkipConfirmation(
  db: Kysely<Database>,
  account: AccountKey,
  skipConfirmation: boolean,
  at: Date,
): Promise<void> {
  const updated = await db
    .updateTable('stock_trading_account')
    .set({ skip_confirmation: flag(skipConfirmation), updated_at: at.toISOString() })
    .where('account_code', '=', account.accountCode)
    .where('source', '=', account.source)
    .executeTakeFirst();
  if (updated.numUpdatedRows > 0n) return;
  const permissions = defaultTradingAccount.permissions;
  await db
    .insertInto('stock_trading_account')
    .values({
      account_code: account.accountCode,
      source: account.source,
      allow_hong_kong_bcan_override: 0,
      allow_china_bcan_override: 0,
      auction_order_sell_only: 0,
      valid_order_types: permissions.validOrderTypes.join(','),
      default_order_type: permissions.defaultOrderType,
      trade_password_required: 0,
      valid_program_order_types: '',
      allow_pre_post_market_exchange_ids: '',
      hong_kong_bcan: null,
      china_bcan: null,
      trade_password_hash: null,
      skip_confirmation: flag(skipConfirmation),
      updated_at: at.toISOString(),
    })
    .onConflict((conflict) =>
      conflict.columns(['account_code', 'source']).doUpdateSet({ skip_confirmation: flag(skipConfirmation) }),
    )
    .execute();
}

/** Whether this session saved the account's trade password (SPEC §7 checkSavedTradePassword). */
export async function tradePasswordSaved(db: Executor, sessionId: string, account: AccountKey): Promise<boolean> {
  const row = await db
    .selectFrom('stock_trade_password_session')
    .select('session_id')
    .where('session_id', '=', sessionId)
    .where('account_code', '=', account.accountCode)
    .where('source', '=', account.source)
    .executeTakeFirst();
  return row !== undefined;
}

export async function saveTradePasswordForSession(
  db: Kysely<Database>,
  sessionId: string,
  account: AccountKey,
  at: Date,
): Promise<void> {
  await db
    .insertInto('stock_trade_password_session')
    .values({
      session_id: sessionId,
      account_code: account.accountCode,
      source: account.source,
      saved_at: at.toISOString(),
    })
    .onConflict((conflict) => conflict.column('session_id').doNothing())
    .execute();
}

/** The program order types an account's permissions allow besides none and goodTillDate. */
export function permittedProgramOrderTypes(permissions: StockTradingPermissions): readonly ProgramOrderType[] {
  return permissions.validProgramOrderTypes;
}

/** The demo trade password of the README's demo clients. */
export const demoTradePassword = 'Trade#2026';

/**
 * The demo accounts' stock trading settings (README "Demo accounts"): C10001 a normal client with a trade password
 * and both BCANs; C10002 at-auction orders for sells only and no China BCAN; C10003 trading suspended (no order
 * types); C10004 without a Hong Kong BCAN but the broker's override; C10005 a normal client without a trade password.
 */
export const demoTradingAccounts: readonly (AccountKey & { readonly settings: TradingAccountSettings })[] = [
  {
    accountCode: 'C10001',
    source: 'gateway',
    settings: {
      tradePasswordRequired: true,
      tradePassword: demoTradePassword,
      hongKongBcan: 'HKBCAN0010001',
      chinaBcan: 'CNBCAN0010001',
      allowPrePostMarketExchangeIds: ['NASDAQ', 'NYSE'],
    },
  },
  {
    accountCode: 'C10002',
    source: 'gateway',
    settings: { auctionOrderSellOnly: true, hongKongBcan: 'HKBCAN0010002', tradePassword: demoTradePassword },
  },
  { accountCode: 'C10003', source: 'gateway', settings: { validOrderTypes: [], hongKongBcan: 'HKBCAN0010003' } },
  {
    accountCode: 'C10004',
    source: 'gateway',
    settings: { allowHongKongBcanOverride: true, chinaBcan: 'CNBCAN0010004' },
  },
  {
    accountCode: 'C10005',
    source: 'gateway',
    settings: { hongKongBcan: 'HKBCAN0010005', chinaBcan: 'CNBCAN0010005', skipConfirmation: true },
  },
];

/** Seeds the demo accounts' settings; a row that exists is left as it is (the client may have changed it). */
export async function seedDemoTradingAccounts(
  db: Kysely<Database>,
  passwords: PasswordHasher,
  at: Date,
): Promise<void> {
  for (const demo of demoTradingAccounts) {
    await saveTradingAccount(db, passwords, demo, demo.settings, at, { replace: false });
  }
}

/** An account's trade password as the trade password change (account-credential, ADR 040) reads it. */
export type TradePasswordState = {
  readonly tradePasswordRequired: boolean;
  /** argon2id hash; null when the account has none. */
  readonly tradePasswordHash: string | null;
};

export async function tradePasswordStateOf(db: Executor, account: AccountKey): Promise<TradePasswordState> {
  const trading = await tradingAccountOf(db, account);
  return {
    tradePasswordRequired: trading.permissions.tradePasswordRequired,
    tradePasswordHash: trading.tradePasswordHash,
  };
}

/**
 * Puts a new trade password hash in place (the caller's transaction), only if the hash is still the one the caller
 * checked the old password against (a change racing another changes once), and forgets the sessions that saved the
 * old one (checkSavedTradePassword): the next order asks for the new one. Answers whether it replaced it.
 */
export async function replaceTradePassword(
  db: Executor,
  account: AccountKey,
  expectedHash: string,
  newHash: string,
  at: Date,
): Promise<boolean> {
  const updated = await db
    .updateTable('stock_trading_account')
    .set({ trade_password_hash: newHash, updated_at: at.toISOString() })
    .where('account_code', '=', account.accountCode)
    .where('source', '=', account.source)
    .where('trade_password_hash', '=', expectedHash)
    .executeTakeFirst();
  if (updated.numUpdatedRows !== 1n) return false;
  await db
    .deleteFrom('stock_trade_password_session')
    .where('account_code', '=', account.accountCode)
    .where('source', '=', account.source)
    .execute();
  return true;
}
