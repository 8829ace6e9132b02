import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { KnowledgeDeclaration } from '@portal/contract';
import {
  knowledgeCriteria,
  knowledgeKinds,
  showsKnowledge,
  type KnowledgeCriterion,
  type KnowledgeKind,
} from '@portal/contract/domain/suitability/knowledge-declarations';
import type { Database } from '../../platform/db/db';
import type { AccountKey } from './questionnaires';

/*
 * The knowledge declarations of /accounts/riskCheck (issue 17 part 3a, ADR 037): each one kept with its time; the
 * newest of a kind counts. Other services ask `hasVirtualAssetKnowledge` / `hasDerivativeKnowledge` (public.ts).
 */

type Executor = Kysely<Database> | Transaction<Database>;

function criteriaOf(text: string): KnowledgeCriterion[] {
  const listed = text.split(',');
  return knowledgeCriteria.filter((criterion) => listed.includes(criterion));
}

async function newestOf(db: Executor, account: AccountKey, kind: KnowledgeKind) {
  return db
    .selectFrom('knowledge_declaration')
    .select(['criteria', 'declared_at'])
    .where('account_code', '=', account.accountCode.toUpperCase())
    .where('source', '=', account.source)
    .where('kind', '=', kind)
    .orderBy('declared_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The newest declaration of each kind (an empty one, never declared, when there is none). */
export async function declarationsOf(db: Executor, account: AccountKey): Promise<KnowledgeDeclaration[]> {
  const declarations: KnowledgeDeclaration[] = [];
  for (const kind of knowledgeKinds) {
    const row = await newestOf(db, account, kind);
    const criteria = row === undefined ? [] : criteriaOf(row.criteria);
    declarations.push({ kind, criteria, hasKnowledge: showsKnowledge(criteria), declaredAt: row?.declared_at ?? null });
  }
  return declarations;
}

export async function declareKnowledge(
  db: Kysely<Database>,
  account: AccountKey,
  declaration: { readonly kind: KnowledgeKind; readonly criteria: readonly KnowledgeCriterion[] },
  at: Date,
): Promise<void> {
  await db
    .insertInto('knowledge_declaration')
    .values({
      id: randomUUID(),
      account_code: account.accountCode.toUpperCase(),
      source: account.source,
      kind: declaration.kind,
      criteria: knowledgeCriteria.filter((criterion) => declaration.criteria.includes(criterion)).join(','),
      declared_at: at.toISOString(),
    })
    .execute();
}

/** Whether the account's newest declaration of `kind` shows knowledge (false when it never declared). */
export async function hasKnowledge(db: Executor, account: AccountKey, kind: KnowledgeKind): Promise<boolean> {
  const row = await newestOf(db, account, kind);
  return row !== undefined && showsKnowledge(criteriaOf(row.criteria));
}
