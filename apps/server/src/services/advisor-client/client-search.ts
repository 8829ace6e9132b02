import { sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { ClientSearchCriteria, ClientSearchRow } from '@portal/contract';
import type { LoginSource } from '@portal/contract/brands';
import type { QuestionnaireStatus } from '@portal/contract/domain/advisor-client';
import { isRiskLevel, riskLevels } from '@portal/contract/domain/fund';
import { dialectOf } from '../../platform/db/compiled-query';
import type { Database, DatabaseDialect } from '../../platform/db/db';
import { sumOperand, sumToDecimal } from '../../platform/db/decimal-sum';
import { containingLowercase, startingWith } from '../../platform/db/like-pattern';
import { bookClientsQuery, type BookScope } from '../../platform/identity/book';
import { lastSignInOf } from '../../platform/identity/last-sign-in';
import { addDays, marketInstant } from '../../platform/market/market-calendar';
import { decodeOpaqueCursor, encodeOpaqueCursor, refusedCursor } from '../../platform/paging/keyset';
import { profileNamesQuery } from '../account-profile/public';
import { heldPositionOf, positionTotalsOf } from '../market-value-history/public';

/*
 * The advanced search over a book (issue 28 part 2): ONE statement per page, whatever the book's size. The book's
 * clients (platform/identity/book) are joined to their account, their record's names (account-profile), their total
 * assets and latest valuation (the wealth area's positions, summed exactly in SQL) and their last sign-in (the login
 * audit), as one derived table `client`; the criteria filter it, the sort key and the code order it, and a page is the
 * rows past the last page's (key, code, source), read pageSize + 1 at a time (keyset paging, never OFFSET).
 */

const dayMs = 86_400_000;

/** Sorts last in ascending order: a client without a questionnaire. */
const noExpiry = '9999-12-31T23:59:59.999Z';

export type SearchRequest = {
  readonly scope: BookScope;
  readonly criteria: ClientSearchCriteria;
  readonly now: Date;
  readonly timeZone: string;
};

/** The book's clients, once each: a client two advisors in view share is listed under the first by code. */
function distinctBookClients(db: Kysely<Database>, scope: BookScope) {
  return db
    .selectFrom(bookClientsQuery(db, scope).as('link'))
    .select((eb) => [
      'link.account_code',
      'link.source',
      eb.fn.min<string>('link.advisor_account_code').as('advisor_account_code'),
    ])
    .groupBy(['link.account_code', 'link.source']);
}

/** The place of a risk level on the scale (None 0 … Locked 6), as SQL. */
function riskRankOf(reference: RawBuilder<string>): RawBuilder<number> {
  const cases = riskLevels.map((level, rank) => sql`when ${sql.lit(level)} then ${sql.lit(rank)}`);
  return sql<number>`(case ${reference} ${sql.join(cases, sql` `)} else 0 end)`;
}

/** One row per client of the book, with every column a criterion or a sort key reads. */
function clientsOf(db: Kysely<Database>, scope: BookScope) {
  return db
    .selectFrom(distinctBookClients(db, scope).as('book'))
    .innerJoin('account as a', (join) =>
      join.onRef('a.account_code', '=', 'book.account_code').onRef('a.source', '=', 'book.source'),
    )
    .leftJoin(profileNamesQuery(db).as('record'), (join) =>
      join.onRef('record.account_code', '=', 'book.account_code').onRef('record.source', '=', 'book.source'),
    )
    .leftJoin(positionTotalsOf(db, bookClientsQuery(db, scope)).as('assets'), (join) =>
      join.onRef('assets.account_code', '=', 'book.account_code').onRef('assets.source', '=', 'book.source'),
    )
    .select((eb) => [
      'book.account_code',
      'book.source',
      'book.advisor_account_code',
      'a.display_name',
      'a.is_professional_investor',
      'a.risk_level',
      'a.risk_profile_expires_at',
      'record.name_chinese',
      eb.fn.coalesce('record.name_english', 'a.display_name').as('name_english'),
      eb.fn.coalesce('record.account_type', 'a.client_type').as('account_type'),
      sql<string | number>`coalesce(${eb.ref('assets.total_assets')}, 0)`.as('total_assets'),
      'assets.valued_at',
      lastSignInOf(db, { accountCode: 'book.account_code', source: 'book.source' }).as('last_login_at'),
      sql<string>`lower(${eb.fn.coalesce('record.name_english', 'a.display_name')})`.as('name_key'),
      riskRankOf(sql.ref('a.risk_level')).as('risk_rank'),
      sql<string>`coalesce(${eb.ref('a.risk_profile_expires_at')}, ${noExpiry})`.as('expiry_key'),
    ]);
}

/** The sort key of each sort, over the `client` derived table (a client never signed in sorts first, as ''). */
const sortKeys = {
  code: sql.ref<string>('client.account_code'),
  name: sql.ref<string>('client.name_key'),
  totalAssets: sql.ref<string | number>('client.total_assets'),
  riskLevel: sql.ref<number>('client.risk_rank'),
  questionnaireExpiry: sql.ref<string>('client.expiry_key'),
  lastLogin: sql<string>`coalesce(${sql.ref('client.last_login_at')}, '')`,
} as const satisfies Record<ClientSearchCriteria['sortBy'], Expression<unknown>>;

/** The first instant of a Hong Kong day, and of the day after another. */
function dayRange(timeZone: string, from: string | undefined, to: string | undefined) {
  return {
    from: from === undefined ? undefined : marketInstant(from, '00:00', timeZone).toISOString(),
    before: to === undefined ? undefined : marketInstant(addDays(to, 1), '00:00', timeZone).toISOString(),
  };
}

/** The status of a questionnaire ending at `expiresAt`, seen at `now` with an expiring window of `days`. */
export function questionnaireStatusOf(expiresAt: string | null, now: Date, days: number): QuestionnaireStatus {
  if (expiresAt === null) return 'none';
  const end = Date.parse(expiresAt);
  if (end <= now.getTime()) return 'expired';
  return end <= now.getTime() + days * dayMs ? 'expiring' : 'valid';
}

/** The criteria's filter over the `client` derived table, one SQL condition. */
function matching(db: Kysely<Database>, request: SearchRequest) {
  const { criteria, now, timeZone } = request;
  const dialect = dialectOf(db);
  const nowText = now.toISOString();
  const windowEnd = new Date(now.getTime() + criteria.expiringWithinDays * dayMs).toISOString();
  return db
    .selectFrom(clientsOf(db, request.scope).as('client'))
    .selectAll('client')
    .where((eb) => {
      const conditions: Expression<SqlBool>[] = [];
      if (criteria.codePrefix !== undefined) {
        const prefix = startingWith(criteria.codePrefix.toUpperCase());
        conditions.push(sql<SqlBool>`${eb.ref('client.account_code')} like ${prefix} escape '\\'`);
      }
      if (criteria.name !== undefined) {
        const pattern = containingLowercase(criteria.name);
        conditions.push(
          eb.or([
            sql<SqlBool>`lower(${eb.ref('client.name_english')}) like ${pattern} escape '\\'`,
            sql<SqlBool>`lower(${eb.ref('client.display_name')}) like ${pattern} escape '\\'`,
            sql<SqlBool>`lower(coalesce(${eb.ref('client.name_chinese')}, '')) like ${pattern} escape '\\'`,
          ]),
        );
      }
      if (criteria.accountTypes.length > 0) {
        conditions.push(eb('client.account_type', 'in', [...criteria.accountTypes]));
      }
      if (criteria.professionalInvestor !== undefined) {
        conditions.push(eb('client.is_professional_investor', '=', criteria.professionalInvestor ? 1 : 0));
      }
      if (criteria.riskLevels.length > 0) {
        conditions.push(eb('client.risk_level', 'in', [...criteria.riskLevels]));
      }
      if (criteria.questionnaireStatuses.length > 0) {
        const expiry = eb.ref('client.risk_profile_expires_at');
        const byStatus = {
          none: eb(expiry, 'is', null),
          expired: eb(expiry, '<=', nowText),
          expiring: eb.and([eb(expiry, '>', nowText), eb(expiry, '<=', windowEnd)]),
          valid: eb(expiry, '>', windowEnd),
        } as const;
        conditions.push(eb.or(criteria.questionnaireStatuses.map((status) => byStatus[status])));
      }
      const expires = dayRange(timeZone, criteria.questionnaireExpiresFrom, criteria.questionnaireExpiresTo);
      if (expires.from !== undefined) conditions.push(eb('client.risk_profile_expires_at', '>=', expires.from));
      if (expires.before !== undefined) {
        conditions.push(eb('client.risk_profile_expires_at', '<', expires.before));
      }
      if (criteria.holdingId !== undefined) {
        const held = heldPositionOf(
          db,
          { accountCode: 'client.account_code', source: 'client.source' },
          criteria.holdingId,
        );
        conditions.push(eb.exists(held));
      }
      if (criteria.totalAssetsMin !== undefined) {
        conditions.push(eb(eb.ref('client.total_assets'), '>=', sumOperand(dialect, criteria.totalAssetsMin)));
      }
      if (criteria.totalAssetsMax !== undefined) {
        conditions.push(eb(eb.ref('client.total_assets'), '<=', sumOperand(dialect, criteria.totalAssetsMax)));
      }
      const signIn = dayRange(timeZone, criteria.lastLoginFrom, criteria.lastLoginTo);
      if (signIn.from !== undefined) conditions.push(eb('client.last_login_at', '>=', signIn.from));
      if (signIn.before !== undefined) conditions.push(eb('client.last_login_at', '<', signIn.before));
      return eb.and(conditions);
    });
}

/** Where a page continues: past the row of this sort value, code and source, in this sort. */
type SearchPosition = {
  readonly sortBy: ClientSearchCriteria['sortBy'];
  readonly direction: ClientSearchCriteria['direction'];
  readonly key: string | number;
  readonly code: string;
  readonly source: LoginSource;
};

function readPosition(value: unknown): SearchPosition | undefined {
  if (!Array.isArray(value) || value.length !== 5) return undefined;
  const [sortBy, direction, key, code, source] = value as unknown[];
  const sortKnown = typeof sortBy === 'string' && Object.hasOwn(sortKeys, sortBy);
  const keyKnown = typeof key === 'string' || (typeof key === 'number' && Number.isInteger(key));
  if (!sortKnown || (direction !== 'asc' && direction !== 'desc') || !keyKnown) return undefined;
  if (typeof code !== 'string' || (source !== 'gateway' && source !== 'fos')) return undefined;
  if (sortBy === 'totalAssets' && !(typeof key === 'string' && /^-?\d+(\.\d+)?$/.test(key))) return undefined;
  return { sortBy: sortBy as SearchPosition['sortBy'], direction, key, code, source };
}

/** The cursor of a page continuing past `row` in the criteria's sort. */
function cursorAfter(row: SearchedClient, criteria: ClientSearchCriteria, dialect: DatabaseDialect): string {
  const keyOf: Record<ClientSearchCriteria['sortBy'], string | number> = {
    code: row.account_code,
    name: row.name_key,
    totalAssets: sumToDecimal(dialect, row.total_assets),
    riskLevel: Number(row.risk_rank),
    questionnaireExpiry: row.expiry_key,
    lastLogin: row.last_login_at ?? '',
  };
  return encodeOpaqueCursor([
    criteria.sortBy,
    criteria.direction,
    keyOf[criteria.sortBy],
    row.account_code,
    row.source,
  ]);
}

/** The criteria's rows in their order, past `cursor` when given (refused when it is not one of this sort's). */
function ordered(db: Kysely<Database>, request: SearchRequest, cursor: string | undefined) {
  const { criteria } = request;
  const dialect = dialectOf(db);
  const key = sortKeys[criteria.sortBy];
  const direction = criteria.direction;
  let query = matching(db, request);
  if (cursor !== undefined) {
    const after = decodeOpaqueCursor(cursor, readPosition);
    if (after.sortBy !== criteria.sortBy || after.direction !== direction) throw refusedCursor();
    const past = sql.raw(direction === 'desc' ? '<' : '>');
    const value = criteria.sortBy === 'totalAssets' ? sumOperand(dialect, String(after.key)) : sql`${after.key}`;
    query =
      criteria.sortBy === 'code'
        ? query.where(sql<SqlBool>`(client.account_code, client.source) ${past} (${after.code}, ${after.source})`)
        : query.where(
            sql<SqlBool>`(${key}, client.account_code, client.source) ${past} (${value}, ${after.code}, ${after.source})`,
          );
  }
  if (criteria.sortBy !== 'code') query = query.orderBy(key, direction);
  return query.orderBy('client.account_code', direction).orderBy('client.source', direction);
}

export type SearchedClient = Awaited<ReturnType<ReturnType<typeof matching>['execute']>>[number];

/** One page of the search: at most `pageSize` rows and the cursor past the last (null when no more follow). */
export async function searchPage(
  db: Kysely<Database>,
  request: SearchRequest,
  page: { readonly cursor?: string | undefined; readonly pageSize: number },
): Promise<{ rows: SearchedClient[]; nextCursor: string | null }> {
  const rows = await ordered(db, request, page.cursor)
    .limit(page.pageSize + 1)
    .execute();
  const shown = rows.slice(0, page.pageSize);
  const last = shown.at(-1);
  return {
    rows: shown,
    nextCursor:
      rows.length > page.pageSize && last !== undefined ? cursorAfter(last, request.criteria, dialectOf(db)) : null,
  };
}

/** Every row of the search in its order, at most `limit` (an export). */
export async function searchAll(
  db: Kysely<Database>,
  request: SearchRequest,
  limit: number,
): Promise<SearchedClient[]> {
  return ordered(db, request, undefined).limit(limit).execute();
}

/** A searched client as the search lists it. */
export function clientRowOf(
  row: SearchedClient,
  request: Pick<SearchRequest, 'scope' | 'now' | 'criteria'>,
  dialect: DatabaseDialect,
): ClientSearchRow {
  const advisor = request.scope.advisors.find((candidate) => candidate.accountCode === row.advisor_account_code);
  return {
    accountCode: row.account_code,
    source: row.source,
    names: { english: row.name_english, chinese: row.name_chinese },
    accountType: row.account_type,
    professionalInvestor: row.is_professional_investor === 1,
    riskLevel: isRiskLevel(row.risk_level) ? row.risk_level : 'None',
    questionnaire: {
      status: questionnaireStatusOf(row.risk_profile_expires_at, request.now, request.criteria.expiringWithinDays),
      expiresAt: row.risk_profile_expires_at,
    },
    totalAssets: sumToDecimal(dialect, row.total_assets),
    valuedAt: row.valued_at ?? null,
    lastLoginAt: row.last_login_at ?? null,
    advisor: { accountCode: row.advisor_account_code, displayName: advisor?.displayName ?? '' },
  };
}
