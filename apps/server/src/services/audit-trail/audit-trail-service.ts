import type { ZodType } from 'zod';
import { auditDetailSchema, auditTrailService, type AuditDetail, type AuditTrailEntry } from '@portal/contract';
import { shortSessionId } from '@portal/contract/domain/audit-trail';
import { isRole } from '@portal/contract/domain/roles';
import { auditEntriesOf } from '../../platform/audit/audit-trail';
import { AppError } from '../../platform/http/errors';
import { implementService } from '../../platform/http/rpc';
import { decodeOpaqueCursor, encodeOpaqueCursor } from '../../platform/paging/keyset';

/*
 * The client reads its own audit trail (issue 28 part 6, ADR 059): what advisors and admins did on its account,
 * newest first, keyset paged by the order the entries were written in. Entries are written by the actions themselves
 * (platform/audit); this area only reads them. An advisee session is refused: an advisor does not read the trail as
 * the client it acts for (the operation's ownAccountCode already refuses any other account).
 */

/** The message of the refusal of an advisee session. */
export const adviseeSessionRefusal = "The audit trail is the client's to read, not its advisor's.";

/** A page's cursor: the sequence of the last entry shown. */
function sequenceOf(cursor: string): number {
  return decodeOpaqueCursor(cursor, (value) =>
    typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : undefined,
  );
}

/** A stored detail as the wire carries it: the fields it knows, each checked; a field it does not know is left out. */
function detailOf(stored: Readonly<Record<string, unknown>> | null): AuditDetail | null {
  if (stored === null) return null;
  const fields: Readonly<Record<string, ZodType>> = auditDetailSchema.shape;
  const detail: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(fields)) {
    if (stored[key] === undefined) continue;
    const field = schema.safeParse(stored[key]);
    if (field.success) detail[key] = field.data;
  }
  return auditDetailSchema.parse(detail);
}

export const auditTrailImplementation = implementService(auditTrailService, {
  listAuditTrail: async (input, context) => {
    const actor = context.actor;
    if (actor === undefined) throw AppError.unauthenticated();
    if (actor.advisorAccountCode !== null) throw AppError.forbidden(adviseeSessionRefusal);
    const account = { accountCode: input.accountCode.toUpperCase(), source: input.source };
    const before = input.cursor === undefined ? undefined : sequenceOf(input.cursor);
    const rows = await auditEntriesOf(context.db, account, { limit: input.pageSize + 1, before });
    const page = rows.slice(0, input.pageSize);
    const actorCodes = [...new Set(page.map((row) => row.actorAccountCode))];
    const names = new Map(
      actorCodes.length === 0
        ? []
        : (
            await context.db
              .selectFrom('account')
              .select(['account_code', 'display_name'])
              .where('account_code', 'in', actorCodes)
              .execute()
          ).map((row) => [row.account_code, row.display_name]),
    );
    const entries = page.map((row): AuditTrailEntry => ({
      entryId: row.id,
      time: row.at,
      action: row.action,
      actor: {
        accountCode: row.actorAccountCode,
        displayName: names.get(row.actorAccountCode) ?? null,
        role: isRole(row.actorRole) ? row.actorRole : 'advisor',
      },
      session: row.sessionId === null ? null : shortSessionId(row.sessionId),
      subject: row.subject,
      before: detailOf(row.before),
      after: detailOf(row.after),
    }));
    const last = page.at(-1);
    return {
      entries,
      nextCursor: rows.length > input.pageSize && last !== undefined ? encodeOpaqueCursor(last.seq) : null,
    };
  },
});
