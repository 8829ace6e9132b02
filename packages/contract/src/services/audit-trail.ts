import { z } from 'zod';
import {
  adviseeSessionEndReasons,
  auditActions,
  auditDecisions,
  auditOrderMarkets,
  auditRequestKinds,
  maximumAuditTrailPageSize,
} from '../domain/audit-trail';
import { roleSchema } from '../domain/roles-schema';
import { decimalString, defineService } from '../rpc';
import { accountCodeSchema, instantSchema, loginSourceSchema } from './account';
import { profileChangeFields } from './account-profile';
import { fundNamesSchema } from './fund-definition';

/**
 * What an entry says changed, field by field (issue 28 part 6, ADR 059): for an order its market, kind, instrument
 * and terms; for an amendment only the fields that changed, before and after; for a cancellation the status; for a
 * closed advisee session why it ended. Every field is optional: an entry carries the ones its action has. A note's
 * text is never here.
 */
export const auditDetailSchema = z.object({
  market: z.enum(auditOrderMarkets).optional(),
  /** subscription, redemption or switch (a fund order); limit, market ... (a stock or crypto order's type). */
  orderKind: z.string().max(32).optional(),
  /** The fund id, the stock code or the virtual asset. */
  instrument: z.string().max(64).optional(),
  /** The instrument's names in the three languages, where it has them (funds, stocks). */
  instrumentNames: fundNamesSchema.optional(),
  /** Buy (B) or sell (S); a fund subscription buys, a redemption or switch sells. */
  side: z.enum(['B', 'S']).optional(),
  /** Shares, units or the asset's quantity. */
  quantity: decimalString.optional(),
  /** An amount of money (a fund subscription's), in `currency`. */
  amount: decimalString.optional(),
  currency: z.string().max(8).optional(),
  price: decimalString.optional(),
  /** A fund switch's targets. */
  targets: z.array(z.object({ instrument: z.string().max(64), percent: z.number() })).optional(),
  /** The order's status (a cancellation: before and after). */
  status: z.string().max(32).optional(),
  /** Why an advisee session ended (adviseeSessionClosed). */
  endReason: z.enum(adviseeSessionEndReasons).optional(),
  /** The client's request an admin decided (requestDecided), and the decision. */
  request: z.enum(auditRequestKinds).optional(),
  decision: z.enum(auditDecisions).optional(),
  /** The personal details a decided change was about: their names only, never their values. */
  fields: z.array(z.enum(profileChangeFields)).max(profileChangeFields.length).optional(),
});
export type AuditDetail = z.infer<typeof auditDetailSchema>;

/** One entry of the trail as the client reads it. */
export const auditTrailEntrySchema = z.object({
  entryId: z.string(),
  time: instantSchema,
  action: z.enum(auditActions),
  /** Who did it: the advisor (also in an advisee session: the advisor, not the client) or the admin. */
  actor: z.object({ accountCode: z.string(), displayName: z.string().nullable(), role: roleSchema }),
  /** The session it was done in, in its short form (shortSessionId); null where none was recorded. */
  session: z.string().nullable(),
  /** What it was done to: the order id (orders), the note id (notes); null for a session's entries. */
  subject: z.string().nullable(),
  before: auditDetailSchema.nullable(),
  after: auditDetailSchema.nullable(),
});
export type AuditTrailEntry = z.infer<typeof auditTrailEntrySchema>;

/** A page of the trail: newest first; `nextCursor` passed back gives the next page, null on the last. */
export const auditTrailPageSchema = z.object({
  entries: z.array(auditTrailEntrySchema),
  nextCursor: z.string().nullable(),
});
export type AuditTrailPage = z.infer<typeof auditTrailPageSchema>;

/** The client's own audit trail (issue 28 part 6, ADR 059): what an advisor or an admin did on its account. */
export const auditTrailService = defineService('auditTrail', {
  listAuditTrail: {
    auth: { kind: 'session' },
    actsFor: 'ownAccountCode',
    summary: `What advisors and admins did on the caller's own account (orders placed, amended, cancelled; advisee sessions opened and closed; notes, without their text; the client's requests an admin decided), newest first; keyset paged, at most ${String(maximumAuditTrailPageSize)} a page. The account's own session only: another account is 403, and so is an advisee session (an advisor does not read the trail as the client).`,
    input: z
      .object({
        accountCode: accountCodeSchema,
        source: loginSourceSchema,
        cursor: z.string().max(200).optional(),
        pageSize: z.number().int().min(1).max(maximumAuditTrailPageSize).default(20),
      })
      .strict(),
    output: auditTrailPageSchema,
  },
});
