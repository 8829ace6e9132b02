import type { Kysely, Transaction } from 'kysely';
import {
  assetAttachmentUrl,
  wireErrorCodes,
  type AssetAttachment,
  type AssetCategory,
  type AssetHolding,
  type AssetHoldingDetail,
  type AssetInstrumentKind,
  type AssetStatus,
  ExactDecimal,
} from '@portal/contract';
import type { LoginSource } from '@portal/contract/brands';
import type { allowedDocumentTypes } from '@portal/contract/domain/file-type';
import { marketDayOf } from '../../platform/market/market-calendar';
import { currencyPrecisions } from '../../platform/money/currency-rates';
import type { Database } from '../../platform/db/db';
import { AppError } from '../../platform/http/errors';
import type { AssetHoldingTable } from './asset-holding-tables';
import { instrumentPriceAt, type AssetPricingDependencies, type InstrumentPrice } from './linked-prices';

/** The account a holding belongs to (its owner's code and login source). */
export type HoldingAccount = { readonly accountCode: string; readonly source: LoginSource };

type Executor = Kysely<Database> | Transaction<Database>;

/** The refusal of a field, as the contract's schema refusals are worded (400 VALIDATION_FAILED, one field error). */
export function fieldRefusal(path: string, message: string): AppError {
  return new AppError(400, wireErrorCodes.validation, `The holding is invalid: ${path}: ${message}`, {
    fieldErrors: [{ path, message }],
  });
}

/** Another client's holding answers as a missing one: ids cannot be probed. */
export function noSuchHolding(): AppError {
  return AppError.notFound('There is no such holding.');
}

/** The holding of this id that belongs to the account, or undefined (another's reads as missing). */
export async function findOwnedHolding(
  db: Executor,
  account: HoldingAccount,
  holdingId: string,
): Promise<AssetHoldingTable | undefined> {
  return db
    .selectFrom('asset_holding')
    .selectAll()
    .where('id', '=', holdingId)
    .where('account_code', '=', account.accountCode)
    .where('source', '=', account.source)
    .executeTakeFirst();
}

/** The account's holding, or 404. */
export async function ownedHoldingOrThrow(
  db: Executor,
  account: HoldingAccount,
  holdingId: string,
): Promise<AssetHoldingTable> {
  const found = await findOwnedHolding(db, account, holdingId);
  if (found === undefined) throw noSuchHolding();
  return found;
}

/** A holding a change may touch: not deleted (restore it first). */
export function assertNotDeleted(row: AssetHoldingTable): void {
  if (row.status === 'deleted') throw AppError.conflict('The holding is deleted; restore it first.');
}

/** Whether a yyyy-mm-dd text is a real day of the calendar. */
export function isRealDay(day: string): boolean {
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day;
}

/** Today in the brand's market time zone: the latest day a valuation or purchase may be of. */
export function todayOf(deps: Pick<AssetPricingDependencies, 'clock' | 'brand'>): string {
  return marketDayOf(deps.clock.now(), deps.brand.marketTimeZone);
}

/** The precision of a currency the portal knows, or a refusal of the field naming it. */
export async function knownCurrencyPrecision(db: Executor, currency: string, path: string): Promise<number> {
  const precision = (await currencyPrecisions(db)).get(currency);
  if (precision === undefined) throw fieldRefusal(path, `${currency} is not a currency this portal knows.`);
  return precision;
}

/** Refuses a figure with more decimals than allowed or at or above the figure ceiling. */
export function checkFigure(written: string, decimals: number, path: string): string {
  const value = new ExactDecimal(written);
  if (value.decimalPlaces() > decimals) throw fieldRefusal(path, `Use at most ${decimals} decimals.`);
  if (value.gte('1000000000000')) throw fieldRefusal(path, 'The figure is too large.');
  return value.toFixed();
}

function linkedValue(row: AssetHoldingTable, price: InstrumentPrice, precision: number): string {
  return new ExactDecimal(row.quantity ?? '0')
    .times(price.lastPrice)
    .toDecimalPlaces(precision, ExactDecimal.ROUND_HALF_UP)
    .toFixed();
}

/** A holding as the wire carries it; a linked one valued at `at` from its instrument's last price. */
export async function holdingView(
  deps: AssetPricingDependencies,
  row: AssetHoldingTable,
  attachmentCount: number,
  at: Date = deps.clock.now(),
  precisions?: ReadonlyMap<string, number>,
): Promise<AssetHolding> {
  const price =
    row.link_kind === null || row.link_instrument_id === null
      ? undefined
      : await instrumentPriceAt(deps, row.link_kind as AssetInstrumentKind, row.link_instrument_id, at);
  const precision = (precisions ?? (await currencyPrecisions(deps.db))).get(row.currency) ?? 2;
  return {
    holdingId: row.id,
    name: row.name,
    category: row.category as AssetCategory, // written from the contract's categories
    currency: row.currency,
    status: row.status as AssetStatus, // written from the contract's statuses
    quantity: row.quantity === null ? null : new ExactDecimal(row.quantity).toFixed(),
    value: price === undefined ? new ExactDecimal(row.value).toFixed() : linkedValue(row, price, precision),
    valuationDate:
      price === undefined ? row.valuation_date : marketDayOf(new Date(price.priceAt), deps.brand.marketTimeZone),
    valuedAt: price === undefined ? null : price.priceAt,
    cost: row.cost === null ? null : new ExactDecimal(row.cost).toFixed(),
    purchaseDate: row.purchase_date,
    notes: row.notes,
    link:
      price === undefined
        ? null
        : {
            kind: price.kind,
            instrumentId: price.instrumentId,
            name: price.name,
            code: price.code,
            lastPrice: price.lastPrice,
            priceAt: price.priceAt,
          },
    attachmentCount,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    deletedAt: row.deleted_at,
  };
}

/** The account's holdings, newest first: not deleted ones unless a status is asked; of one category if asked. */
export async function holdingsOf(
  deps: AssetPricingDependencies,
  account: HoldingAccount,
  filter: { readonly status?: AssetStatus | undefined; readonly category?: AssetCategory | undefined },
): Promise<AssetHolding[]> {
  let query = deps.db
    .selectFrom('asset_holding')
    .selectAll()
    .where('account_code', '=', account.accountCode)
    .where('source', '=', account.source);
  query =
    filter.status === undefined ? query.where('status', '!=', 'deleted') : query.where('status', '=', filter.status);
  if (filter.category !== undefined) query = query.where('category', '=', filter.category);
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  const counts = await attachmentCounts(
    deps.db,
    rows.map((row) => row.id),
  );
  const precisions = await currencyPrecisions(deps.db);
  const now = deps.clock.now();
  return Promise.all(rows.map((row) => holdingView(deps, row, counts.get(row.id) ?? 0, now, precisions)));
}

async function attachmentCounts(db: Executor, holdingIds: readonly string[]): Promise<Map<string, number>> {
  if (holdingIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('asset_holding_attachment')
    .select(['holding_id', db.fn.countAll<string | number>().as('count')])
    .where('holding_id', 'in', [...holdingIds])
    .groupBy('holding_id')
    .execute();
  return new Map(rows.map((row) => [row.holding_id, Number(row.count)]));
}

/** One holding with its valuations (oldest first) and attachments (oldest first). */
export async function holdingDetail(
  deps: AssetPricingDependencies,
  row: AssetHoldingTable,
  db: Executor = deps.db,
): Promise<AssetHoldingDetail> {
  const valuations = await db
    .selectFrom('asset_holding_valuation')
    .select(['valuation_date', 'value', 'quantity', 'recorded_at'])
    .where('holding_id', '=', row.id)
    .orderBy('valuation_date')
    .execute();
  const attachments = await db
    .selectFrom('asset_holding_attachment')
    .select(['id', 'file_name', 'file_type', 'size_bytes', 'uploaded_at'])
    .where('holding_id', '=', row.id)
    .orderBy('uploaded_at')
    .orderBy('id')
    .execute();
  return {
    holding: await holdingView(deps, row, attachments.length),
    valuations: valuations.map((valuation) => ({
      valuationDate: valuation.valuation_date,
      value: new ExactDecimal(valuation.value).toFixed(),
      quantity: valuation.quantity === null ? null : new ExactDecimal(valuation.quantity).toFixed(),
      recordedAt: valuation.recorded_at,
    })),
    attachments: attachments.map((attachment): AssetAttachment => ({
      attachmentId: attachment.id,
      fileName: attachment.file_name,
      fileType: attachment.file_type as (typeof allowedDocumentTypes)[number], // recognised as one when stored
      sizeBytes: Number(attachment.size_bytes),
      uploadedAt: attachment.uploaded_at,
      downloadUrl: assetAttachmentUrl(attachment.id),
    })),
  };
}
