import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  clientSearchCriteriaSchema,
  wireErrorCodes,
  type ClientSearchCriteria,
  type SavedClientSearch,
} from '@portal/contract';
import { maximumSavedSearches } from '@portal/contract/domain/advisor-client';
import type { Database } from '../../platform/db/db';
import { AppError } from '../../platform/http/errors';
import type { Actor } from '../../platform/identity/sessions';
import type { AdvisorSavedSearchTable } from './advisor-client-tables';

/*
 * Named searches (issue 28 part 2): each advisor's, or manager's, own; a name is unique per owner without regard to
 * case (a unique key in the database, so two saves at once cannot both take it). Another owner's search answers 404,
 * as one that does not exist.
 */

type Owner = Pick<Actor, 'accountCode' | 'source'>;

const nameTakenMessage = 'You have a saved search of that name already.';

function nameTaken(): AppError {
  return new AppError(409, wireErrorCodes.conflict, nameTakenMessage, {
    fieldErrors: [{ path: 'name', message: nameTakenMessage }],
  });
}

/** The criteria a row keeps; a row written by an older contract reads as its criteria parsed again, or the defaults. */
function criteriaOf(row: AdvisorSavedSearchTable): ClientSearchCriteria {
  let stored: unknown;
  try {
    stored = JSON.parse(row.criteria);
  } catch {
    stored = {};
  }
  const parsed = clientSearchCriteriaSchema.safeParse(stored);
  return parsed.success ? parsed.data : clientSearchCriteriaSchema.parse({});
}

function savedSearchOf(row: AdvisorSavedSearchTable): SavedClientSearch {
  return {
    searchId: row.id,
    name: row.name,
    criteria: criteriaOf(row),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function ownedBy(db: Kysely<Database>, owner: Owner) {
  return db
    .selectFrom('advisor_saved_search')
    .selectAll()
    .where('owner_account_code', '=', owner.accountCode)
    .where('owner_source', '=', owner.source);
}

/** The owner's saved searches by name (without regard to case). */
export async function savedSearchesOf(db: Kysely<Database>, owner: Owner): Promise<SavedClientSearch[]> {
  const rows = await ownedBy(db, owner).orderBy('name_key').orderBy('id').execute();
  return rows.map(savedSearchOf);
}

/** Saves a named search for the owner: 409 for a name in use, or beyond the most one owner keeps. */
export async function saveSearch(
  db: Kysely<Database>,
  owner: Owner,
  search: { readonly name: string; readonly criteria: ClientSearchCriteria },
  now: Date,
): Promise<SavedClientSearch> {
  const count = await db
    .selectFrom('advisor_saved_search')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('owner_account_code', '=', owner.accountCode)
    .where('owner_source', '=', owner.source)
    .executeTakeFirstOrThrow();
  if (Number(count.count) >= maximumSavedSearches) {
    throw AppError.conflict(`You keep at most ${maximumSavedSearches} saved searches; delete one first.`);
  }
  const row: AdvisorSavedSearchTable = {
    id: randomUUID().replaceAll('-', ''),
    owner_account_code: owner.accountCode,
    owner_source: owner.source,
    name: search.name,
    name_key: search.name.toLowerCase(),
    criteria: JSON.stringify(search.criteria),
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  };
  const inserted = await db
    .insertInto('advisor_saved_search')
    .values(row)
    .onConflict((conflict) => conflict.columns(['owner_account_code', 'owner_source', 'name_key']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) throw nameTaken();
  return savedSearchOf(row);
}

async function ownSearch(db: Kysely<Database>, owner: Owner, searchId: string): Promise<AdvisorSavedSearchTable> {
  const row = await ownedBy(db, owner).where('id', '=', searchId).executeTakeFirst();
  if (row === undefined) throw AppError.notFound('There is no saved search of that id.');
  return row;
}

/** Renames one of the owner's searches: 404 for another's, 409 for a name in use by another of its searches. */
export async function renameSearch(
  db: Kysely<Database>,
  owner: Owner,
  searchId: string,
  name: string,
  now: Date,
): Promise<SavedClientSearch> {
  const row = await ownSearch(db, owner, searchId);
  const nameKey = name.toLowerCase();
  const clash = await ownedBy(db, owner).where('name_key', '=', nameKey).where('id', '!=', row.id).executeTakeFirst();
  if (clash !== undefined) throw nameTaken();
  const renamed = { ...row, name, name_key: nameKey, updated_at: now.toISOString() };
  await db
    .updateTable('advisor_saved_search')
    .set({ name, name_key: nameKey, updated_at: renamed.updated_at })
    .where('id', '=', row.id)
    .execute();
  return savedSearchOf(renamed);
}

/** Deletes one of the owner's searches: 404 for another's or a missing one. */
export async function deleteSearch(db: Kysely<Database>, owner: Owner, searchId: string): Promise<void> {
  const deleted = await db
    .deleteFrom('advisor_saved_search')
    .where('id', '=', searchId)
    .where('owner_account_code', '=', owner.accountCode)
    .where('owner_source', '=', owner.source)
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw AppError.notFound('There is no saved search of that id.');
}
