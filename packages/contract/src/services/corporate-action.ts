import { z } from 'zod';
import { brandFeatures } from '../domain/brand-features';
import { clientReferenceSchema } from '../domain/order/client-reference';
import { decimalString, defineService } from '../rpc';
import { accountCodeSchema, instantSchema, loginSourceSchema } from './account';
import { currencyCodeSchema } from './currency';
import { calendarDaySchema, fundNamesSchema } from './fund-definition';

/**
 * Corporate actions (issue 15 part 7): cash dividends, bonus shares, splits and consolidations applied to the
 * client's positions on their dates, and rights issues and scrip dividends with an election before the deadline. A
 * refused election answers 422 with `code` the name of `domain/order/corporate-action-results` ('electionClosed' …).
 */

const accountKeyShape = { accountCode: accountCodeSchema, source: loginSourceSchema.default('gateway') };

export const corporateActionKinds = [
  'cashDividend',
  'bonusShares',
  'split',
  'consolidation',
  'rightsIssue',
  'scripDividend',
] as const;
export type CorporateActionKind = (typeof corporateActionKinds)[number];

/** Rights: subscribe (a quantity); scrip dividend: cash or shares. */
export const corporateActionElections = ['subscribe', 'cash', 'shares'] as const;
export type CorporateActionElection = (typeof corporateActionElections)[number];

export const corporateActionIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'Not a corporate action id');

export const corporateActionEntitlementSchema = z.object({
  heldQuantity: decimalString,
  /** Bonus shares, rights, scrip shares, or a split's or consolidation's new quantity. */
  entitledQuantity: decimalString,
  /** A dividend's cash (a scrip dividend's cash option). */
  entitledCash: decimalString,
  election: z.enum(corporateActionElections).nullable(),
  electedQuantity: decimalString.nullable(),
  /** The cash held for a rights subscription. */
  holdAmount: decimalString.nullable(),
  electedAt: instantSchema.nullable(),
  /** Applied: cash in (positive) or out (negative), shares in or out. */
  cashAmount: decimalString.nullable(),
  sharesAmount: decimalString.nullable(),
  appliedAt: instantSchema.nullable(),
});

export const corporateActionSchema = z.object({
  actionId: corporateActionIdSchema,
  stockId: z.string(),
  code: z.string(),
  names: fundNamesSchema,
  kind: z.enum(corporateActionKinds),
  currency: currencyCodeSchema,
  cashPerShare: decimalString.nullable(),
  ratioNew: z.number().int().positive().nullable(),
  ratioOld: z.number().int().positive().nullable(),
  /** The rights subscription price, or the scrip reference price. */
  price: decimalString.nullable(),
  exDate: calendarDaySchema,
  payDate: calendarDaySchema,
  electionDeadline: instantSchema.nullable(),
  /** What the client may elect now: none, or the choices. */
  electable: z.array(z.enum(corporateActionElections)),
  status: z.enum(['announced', 'recorded', 'applied']),
  /** The client's entitlement once holders were recorded (null before the ex-date or when it held none). */
  entitlement: corporateActionEntitlementSchema.nullable(),
  /** Before the record: the shares the client holds now, which the action would apply to. */
  heldNow: decimalString,
});
export type CorporateAction = z.infer<typeof corporateActionSchema>;

export const corporateActionService = defineService('corporateAction', {
  listCorporateActions: {
    auth: { kind: 'session' },
    feature: brandFeatures.corporateActions,
    actsFor: 'accountCode',
    summary:
      'The corporate actions on the stocks the account holds or held at their record, newest ex-date first, with ' +
      'its entitlement, election and what was applied.',
    input: z.object({ ...accountKeyShape }).strict(),
    output: z.object({ actions: z.array(corporateActionSchema) }),
  },
  electCorporateAction: {
    auth: { kind: 'session' },
    feature: brandFeatures.corporateActions,
    actsFor: 'accountCode',
    summary:
      'Elects on a rights issue (subscribe a quantity of shares up to the entitlement: the cash is held until the ' +
      'pay date) or a scrip dividend (cash or shares) before the deadline; once per entitlement.',
    input: z
      .object({
        ...accountKeyShape,
        clientReference: clientReferenceSchema,
        actionId: corporateActionIdSchema,
        election: z.enum(corporateActionElections),
        /** Rights: the shares subscribed. */
        quantity: decimalString.optional(),
      })
      .strict(),
    output: z.object({ action: corporateActionSchema, replayed: z.boolean() }),
  },
});
