import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import {
  assetQuantityDecimals,
  ExactDecimal,
  maximumAssetAttachments,
  mayLinkCategory,
  type AssetAttachmentUpload,
  type AssetCategory,
  type AssetHoldingDetail,
  type AssetInstrumentLink,
} from '@portal/contract';
import type { Database } from '../../platform/db/db';
import type { EventPublisher, Publish } from '../../platform/runtime/events';
import { AppError } from '../../platform/http/errors';
import type { AssetHoldingAttachmentTable, AssetHoldingTable } from './asset-holding-tables';
import { checkedAttachment } from './attachments';
import { publishHoldingChange } from './holding-events';
import {
  assertNotDeleted,
  checkFigure,
  fieldRefusal,
  holdingDetail,
  isRealDay,
  knownCurrencyPrecision,
  ownedHoldingOrThrow,
  todayOf,
  type HoldingAccount,
} from './holdings';
import { instrumentPriceAt, type AssetPricingDependencies } from './linked-prices';

/*
 * Changes to a client's other assets (issue 26 part 1). Each checks everything first (a refusal writes nothing), then
 * writes in one transaction with the notifications it raises (holding-events.ts). Another client's holding id is
 * answered as a missing one, 404, before anything is looked at.
 */

export type AssetHoldingDependencies = AssetPricingDependencies & { readonly events: EventPublisher };

type HoldingFields = {
  readonly name: string;
  readonly category: AssetCategory;
  readonly currency: string;
  readonly cost: string | null;
  readonly purchaseDate: string | null;
  readonly notes: string;
};

/** The checked fields: a known currency, figures within its decimals, real days not in the future. */
async function checkedFields(
  deps: AssetHoldingDependencies,
  fields: HoldingFields,
  prefix: string,
): Promise<{ precision: number; cost: string | null }> {
  const precision = await knownCurrencyPrecision(deps.db, fields.currency, `${prefix}currency`);
  const cost = fields.cost === null ? null : checkFigure(fields.cost, precision, `${prefix}cost`);
  if (fields.purchaseDate !== null) {
    if (!isRealDay(fields.purchaseDate)) throw fieldRefusal(`${prefix}purchaseDate`, 'This day does not exist.');
    if (fields.purchaseDate > todayOf(deps)) {
      throw fieldRefusal(`${prefix}purchaseDate`, 'The purchase date cannot be in the future.');
    }
  }
  return { precision, cost };
}

/** A valuation day: real, not in the future, not before the purchase date. */
function checkValuationDay(
  deps: AssetHoldingDependencies,
  day: string,
  purchaseDate: string | null,
  path: string,
): void {
  if (!isRealDay(day)) throw fieldRefusal(path, 'This day does not exist.');
  if (day > todayOf(deps)) throw fieldRefusal(path, 'The valuation date cannot be in the future.');
  if (purchaseDate !== null && day < purchaseDate) {
    throw fieldRefusal(path, 'The valuation date cannot be before the purchase date.');
  }
}

async function inTransaction<T>(
  deps: AssetHoldingDependencies,
  work: (trx: Transaction<Database>, publish: Publish) => Promise<T>,
): Promise<T> {
  return deps.events.inTransaction(deps.db, work);
}

async function reread(deps: AssetHoldingDependencies, account: HoldingAccount, id: string) {
  return holdingDetail(deps, await ownedHoldingOrThrow(deps.db, account, id));
}

export type NewHolding = HoldingFields & {
  readonly quantity: string | null;
  readonly value: string;
  readonly valuationDate: string;
};

/** Adds an active holding with its first valuation and its attachments. */
export async function addHolding(
  deps: AssetHoldingDependencies,
  account: HoldingAccount,
  holding: NewHolding,
  uploads: readonly AssetAttachmentUpload[],
): Promise<AssetHoldingDetail> {
  const { precision, cost } = await checkedFields(deps, holding, 'holding.');
  const value = checkFigure(holding.value, precision, 'holding.value');
  const quantity =
    holding.quantity === null ? null : checkFigure(holding.quantity, assetQuantityDecimals, 'holding.quantity');
  checkValuationDay(deps, holding.valuationDate, holding.purchaseDate, 'holding.valuationDate');
  const now = deps.clock.now();
  const id = `AH-${randomUUID()}`;
  const attachments: AssetHoldingAttachmentTable[] = [];
  for (const [index, upload] of uploads.entries()) {
    attachments.push(await checkedAttachment(upload, id, `attachments.${index}`, now));
  }
  const row: AssetHoldingTable = {
    id,
    account_code: account.accountCode,
    source: account.source,
    name: holding.name,
    category: holding.category,
    currency: holding.currency,
    status: 'active',
    status_before_delete: null,
    quantity,
    value,
    valuation_date: holding.valuationDate,
    cost,
    purchase_date: holding.purchaseDate,
    notes: holding.notes,
    link_kind: null,
    link_instrument_id: null,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
    deleted_at: null,
  };
  await inTransaction(deps, async (trx, publish) => {
    await trx.insertInto('asset_holding').values(row).execute();
    await trx
      .insertInto('asset_holding_valuation')
      .values({
        holding_id: id,
        valuation_date: holding.valuationDate,
        value,
        quantity,
        recorded_at: now.toISOString(),
      })
      .execute();
    for (const attachment of attachments) await trx.insertInto('asset_holding_attachment').values(attachment).execute();
    await publishHoldingChange(publish, row);
  });
  return reread(deps, account, id);
}

/** Edits a holding's fields; a purchase date after a valuation's day, or a new currency of a linked one, is refused. */
export async function updateHolding(
  deps: AssetHoldingDependencies,
  account: HoldingAccount,
  holdingId: string,
  changes: HoldingFields,
): Promise<AssetHoldingDetail> {
  const row = await ownedHoldingOrThrow(deps.db, account, holdingId);
  assertNotDeleted(row);
  const { cost } = await checkedFields(deps, changes, 'changes.');
  if (row.link_kind !== null && changes.currency !== row.currency) {
    throw fieldRefusal('changes.currency', 'A linked holding keeps its instrument’s currency.');
  }
  if (row.link_kind !== null && !mayLinkCategory(row.link_kind as 'stock' | 'crypto', changes.category)) {
    throw fieldRefusal('changes.category', 'Unlink the holding before giving it this category.');
  }
  if (changes.purchaseDate !== null) {
    const earliest = await deps.db
      .selectFrom('asset_holding_valuation')
      .select('valuation_date')
      .where('holding_id', '=', row.id)
      .orderBy('valuation_date')
      .executeTakeFirst();
    if (earliest !== undefined && earliest.valuation_date < changes.purchaseDate) {
      throw fieldRefusal('changes.purchaseDate', 'The purchase date cannot be after a valuation’s date.');
    }
  }
  const now = deps.clock.now().toISOString();
  await deps.db
    .updateTable('asset_holding')
    .set({
      name: changes.name,
      category: changes.category,
      currency: changes.currency,
      cost,
      purchase_date: changes.purchaseDate,
      notes: changes.notes,
      updated_at: now,
    })
    .where('id', '=', row.id)
    .execute();
  return reread(deps, account, holdingId);
}

/** Records a valuation of a day (replacing one of that day); the latest one becomes the holding's value. */
export async function recordValuation(
  deps: AssetHoldingDependencies,
  account: HoldingAccount,
  holdingId: string,
  valuation: { readonly value: string; readonly quantity: string | null; readonly valuationDate: string },
): Promise<AssetHoldingDetail> {
  const row = await ownedHoldingOrThrow(deps.db, account, holdingId);
  assertNotDeleted(row);
  const precision = await knownCurrencyPrecision(deps.db, row.currency, 'value');
  const value = checkFigure(valuation.value, precision, 'value');
  const quantity =
    valuation.quantity === null ? row.quantity : checkFigure(valuation.quantity, assetQuantityDecimals, 'quantity');
  checkValuationDay(deps, valuation.valuationDate, row.purchase_date, 'valuationDate');
  const now = deps.clock.now().toISOString();
  await inTransaction(deps, async (trx, publish) => {
    await trx
      .deleteFrom('asset_holding_valuation')
      .where('holding_id', '=', row.id)
      .where('valuation_date', '=', valuation.valuationDate)
      .execute();
    await trx
      .insertInto('asset_holding_valuation')
      .values({ holding_id: row.id, valuation_date: valuation.valuationDate, value, quantity, recorded_at: now })
      .execute();
    const latest = await trx
      .selectFrom('asset_holding_valuation')
      .select(['valuation_date', 'value', 'quantity'])
      .where('holding_id', '=', row.id)
      .orderBy('valuation_date', 'desc')
      .executeTakeFirstOrThrow();
    const changed: AssetHoldingTable = {
      ...row,
      value: latest.value,
      quantity: latest.quantity,
      valuation_date: latest.valuation_date,
      updated_at: now,
    };
    await trx
      .updateTable('asset_holding')
      .set({
        value: changed.value,
        quantity: changed.quantity,
        valuation_date: changed.valuation_date,
        updated_at: now,
      })
      .where('id', '=', row.id)
      .execute();
    await publishHoldingChange(publish, changed);
  });
  return reread(deps, account, holdingId);
}

/** Makes a holding active or inactive. */
export async function setHoldingStatus(
  deps: AssetHoldingDependencies,
  account: HoldingAccount,
  holdingId: string,
  status: 'active' | 'inactive',
): Promise<AssetHoldingDetail> {
  const row = await ownedHoldingOrThrow(deps.db, account, holdingId);
  assertNotDeleted(row);
  await deps.db
    .updateTable('asset_holding')
    .set({ status, updated_at: deps.clock.now().toISOString() })
    .where('id', '=', row.id)
    .execute();
  return reread(deps, account, holdingId);
}

/** Deletes a holding softly (kept with status deleted, what it was remembered); deleting it again changes nothing. */
export async function deleteHolding(
  deps: AssetHoldingDependencies,
  account: HoldingAccount,
  holdingId: string,
): Promise<AssetHoldingDetail> {
  const row = await ownedHoldingOrThrow(deps.db, account, holdingId);
  if (row.status === 'deleted') return holdingDetail(deps, row);
  const now = deps.clock.now().toISOString();
  const changed: AssetHoldingTable = {
    ...row,
    status: 'deleted',
    status_before_delete: row.status,
    deleted_at: now,
    updated_at: now,
  };
  await inTransaction(deps, async (trx, publish) => {
    await trx
      .updateTable('asset_holding')
      .set({ status: 'deleted', status_before_delete: row.status, deleted_at: now, updated_at: now })
      .where('id', '=', row.id)
      .execute();
    await publishHoldingChange(publish, changed);
  });
  return reread(deps, account, holdingId);
}

/** Undoes a delete: the status it had comes back. */
export async function restoreHolding(
  deps: AssetHoldingDependencies,
  account: HoldingAccount,
  holdingId: string,
): Promise<AssetHoldingDetail> {
  const row = await ownedHoldingOrThrow(deps.db, account, holdingId);
  if (row.status !== 'deleted') throw AppError.conflict('The holding is not deleted.');
  const now = deps.clock.now().toISOString();
  const status = row.status_before_delete ?? 'active';
  const changed: AssetHoldingTable = { ...row, status, status_before_delete: null, deleted_at: null, updated_at: now };
  await inTransaction(deps, async (trx, publish) => {
    await trx
      .updateTable('asset_holding')
      .set({ status, status_before_delete: null, deleted_at: null, updated_at: now })
      .where('id', '=', row.id)
      .execute();
    await publishHoldingChange(publish, changed);
  });
  return reread(deps, account, holdingId);
}

/** Links a holding with a quantity to a quoted instrument (taking its currency), or unlinks it. */
export async function linkHolding(
  deps: AssetHoldingDependencies,
  account: HoldingAccount,
  holdingId: string,
  link: AssetInstrumentLink | null,
): Promise<AssetHoldingDetail> {
  const row = await ownedHoldingOrThrow(deps.db, account, holdingId);
  assertNotDeleted(row);
  const now = deps.clock.now();
  if (link === null) {
    await deps.db
      .updateTable('asset_holding')
      .set({ link_kind: null, link_instrument_id: null, updated_at: now.toISOString() })
      .where('id', '=', row.id)
      .execute();
    return reread(deps, account, holdingId);
  }
  if (!mayLinkCategory(link.kind, row.category as AssetCategory)) {
    throw fieldRefusal('link.kind', 'A holding of this category cannot follow this kind of instrument.');
  }
  if (row.quantity === null || new ExactDecimal(row.quantity).isZero()) {
    throw fieldRefusal('link', 'Record a quantity first: a linked holding is valued as quantity × last price.');
  }
  const price = await instrumentPriceAt(deps, link.kind, link.instrumentId, now);
  if (price === undefined) throw fieldRefusal('link.instrumentId', 'This portal does not quote this instrument.');
  await knownCurrencyPrecision(deps.db, price.currency, 'link.instrumentId');
  await deps.db
    .updateTable('asset_holding')
    .set({
      link_kind: link.kind,
      link_instrument_id: link.instrumentId,
      currency: price.currency,
      updated_at: now.toISOString(),
    })
    .where('id', '=', row.id)
    .execute();
  return reread(deps, account, holdingId);
}

/** Adds an attachment (at most 10 per holding). */
export async function addAttachment(
  deps: AssetHoldingDependencies,
  account: HoldingAccount,
  holdingId: string,
  upload: AssetAttachmentUpload,
): Promise<AssetHoldingDetail> {
  const row = await ownedHoldingOrThrow(deps.db, account, holdingId);
  assertNotDeleted(row);
  const { count } = await deps.db
    .selectFrom('asset_holding_attachment')
    .select(deps.db.fn.countAll<string | number>().as('count'))
    .where('holding_id', '=', row.id)
    .executeTakeFirstOrThrow();
  if (Number(count) >= maximumAssetAttachments) {
    throw fieldRefusal('attachment', `A holding keeps at most ${maximumAssetAttachments} attachments.`);
  }
  const attachment = await checkedAttachment(upload, row.id, 'attachment', deps.clock.now());
  await deps.db.transaction().execute(async (trx) => {
    await trx.insertInto('asset_holding_attachment').values(attachment).execute();
    await trx
      .updateTable('asset_holding')
      .set({ updated_at: attachment.uploaded_at })
      .where('id', '=', row.id)
      .execute();
  });
  return reread(deps, account, holdingId);
}

/** Removes an attachment of the account's holding; another holding's attachment reads as missing. */
export async function removeAttachment(
  deps: AssetHoldingDependencies,
  account: HoldingAccount,
  holdingId: string,
  attachmentId: string,
): Promise<AssetHoldingDetail> {
  const row = await ownedHoldingOrThrow(deps.db, account, holdingId);
  assertNotDeleted(row);
  const removed = await deps.db
    .deleteFrom('asset_holding_attachment')
    .where('id', '=', attachmentId)
    .where('holding_id', '=', row.id)
    .executeTakeFirst();
  if (Number(removed.numDeletedRows) === 0) throw AppError.notFound('There is no such attachment.');
  return reread(deps, account, holdingId);
}
