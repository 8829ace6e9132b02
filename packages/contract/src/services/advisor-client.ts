import { z } from 'zod';
import {
  clientSortKeys,
  defaultClientNotePageSize,
  defaultClientPageSize,
  defaultExpiringWithinDays,
  maximumClientNoteLength,
  maximumClientNotePageSize,
  maximumClientPageSize,
  maximumExpiringWithinDays,
  maximumInstrumentChoices,
  maximumSavedSearchNameLength,
  questionnaireStatuses,
  searchableHoldingAreas,
} from '../domain/advisor-client';
import { brandFeatures } from '../domain/brand-features';
import { ExactDecimal } from '../domain/decimal-value';
import { riskLevels } from '../domain/fund';
import { languageSchema } from '../domain/language-schema';
import { rankOf } from '../domain/roles';
import { csvExportSchema, decimalString, defineService } from '../rpc';
import { accountCodeSchema, instantSchema, loginSourceSchema } from './account';
import { accountTypes } from './account-profile';
import { currencyCodeSchema } from './currency';
import { calendarDaySchema, fundNamesSchema } from './fund-definition';
import { netWorthSchema, portfolioHoldingAreas } from './market-value-history';
import { riskQuestionnaireExpirySchema } from './suitability';

/*
 * The advisor desk's clients (issue 28 parts 2 and 3; SPEC §2 Advisor area: advancedSearch, details; §3 Linkage,
 * managerEnabled; §6 ranks): an advisor searches its book (a manager the books of the advisors under it, one advisor
 * at a time with `advisorCode`), saves named searches, exports a search as CSV, and reads one client's details and
 * keeps dated notes on them. Every operation needs an advisor's rank and the brand's advisorEnabled (404 FEATURE_OFF
 * elsewhere). A client outside the caller's book, or on another source than its advisor's, answers 404 exactly as a
 * code that does not exist; a plain client, an admin and a session opened as an advisee are refused (403). Money is a
 * decimal string in the brand's first reporting currency.
 */

/** A manager's filter: one advisor under them (an advisor may name only itself). */
const advisorFilterShape = { advisorCode: accountCodeSchema.optional() };

const operationBase = {
  auth: { kind: 'rank', minimumRank: rankOf.advisor },
  feature: brandFeatures.advisorDesk,
} as const;

/** A non-negative amount typed in a range filter: at most two decimals, below a trillion. */
const amountFilter = z
  .string()
  .trim()
  .regex(/^(0|[1-9]\d{0,11})(\.\d{1,2})?$/, 'An amount such as 250000 or 1250.50, below a trillion');

/** The holdings filter's instrument: a holding id of the wealth area (`fund:F0001`, `stock:HKEX-00700`, `crypto:BTC`). */
export const searchableHoldingIdSchema = z
  .string()
  .trim()
  .max(80)
  .regex(/^(fund|stock|crypto):[A-Za-z0-9._:-]{1,70}$/, 'Not a fund, stock or virtual asset of the book');

/** Text a person types into a search box: trimmed, printable, at most 100 characters. */
const typedSearchText = z
  .string()
  .trim()
  .min(1, 'Type at least one character')
  .max(100, 'At most 100 characters')
  .refine((text) => !/\p{Cc}/u.test(text), 'Control characters are not accepted');

const sortDirectionSchema = z.enum(['asc', 'desc']);

const clientSearchFields = z
  .object({
    /** The start of the client's account code (C100 finds C10001 and C10002). */
    codePrefix: z
      .string()
      .trim()
      .max(32)
      .regex(/^[A-Za-z0-9._-]+$/, 'An account code has only letters, digits and . _ -')
      .optional(),
    /** Part of the client's name, English or Chinese, any case. */
    name: typedSearchText.optional(),
    accountTypes: z.array(z.enum(accountTypes)).max(accountTypes.length).default([]),
    /** True: professional investors only; false: the others only; absent: both. */
    professionalInvestor: z.boolean().optional(),
    riskLevels: z.array(z.enum(riskLevels)).max(riskLevels.length).default([]),
    questionnaireStatuses: z.array(z.enum(questionnaireStatuses)).max(questionnaireStatuses.length).default([]),
    /** What `expiring` means: the questionnaire ends within this many days from now. */
    expiringWithinDays: z.number().int().min(1).max(maximumExpiringWithinDays).default(defaultExpiringWithinDays),
    /** The Hong Kong day the questionnaire ends (its first day no longer valid), from and to, both included. */
    questionnaireExpiresFrom: calendarDaySchema.optional(),
    questionnaireExpiresTo: calendarDaySchema.optional(),
    /** Clients who hold this fund, stock or virtual asset at their latest valuation. */
    holdingId: searchableHoldingIdSchema.optional(),
    /** Total assets (every holding, in the reporting currency), both ends included. */
    totalAssetsMin: amountFilter.optional(),
    totalAssetsMax: amountFilter.optional(),
    /** The last successful sign-in of the client itself (not an advisee session), as Hong Kong days, both included. */
    lastLoginFrom: calendarDaySchema.optional(),
    lastLoginTo: calendarDaySchema.optional(),
    sortBy: z.enum(clientSortKeys).default('code'),
    direction: sortDirectionSchema.default('asc'),
  })
  .strict();

/** Each range's start at most its end, said on the end's field. */
function checkRanges(criteria: z.output<typeof clientSearchFields>, context: z.RefinementCtx): void {
  const ranges = [
    ['questionnaireExpiresFrom', 'questionnaireExpiresTo', 'The end is before the start'],
    ['lastLoginFrom', 'lastLoginTo', 'The end is before the start'],
  ] as const;
  for (const [from, to, message] of ranges) {
    const start = criteria[from];
    const end = criteria[to];
    if (start !== undefined && end !== undefined && end < start)
      context.addIssue({ code: 'custom', path: [to], message });
  }
  const { totalAssetsMin: min, totalAssetsMax: max } = criteria;
  if (min !== undefined && max !== undefined && new ExactDecimal(max).lessThan(min)) {
    context.addIssue({ code: 'custom', path: ['totalAssetsMax'], message: 'The maximum is below the minimum' });
  }
}

/** What a search looks for and how it is ordered: what a saved search keeps. */
export const clientSearchCriteriaSchema = clientSearchFields.superRefine(checkRanges);
export type ClientSearchCriteria = z.output<typeof clientSearchCriteriaSchema>;
export type ClientSearchCriteriaInput = z.input<typeof clientSearchCriteriaSchema>;

export const clientNamesSchema = z.object({
  /** The English name: the broker's record's, else the account's display name. */
  english: z.string(),
  chinese: z.string().nullable(),
});

export const deskAdvisorSchema = z.object({ accountCode: z.string(), displayName: z.string() });

export const clientQuestionnaireSchema = z.object({
  status: z.enum(questionnaireStatuses),
  /** The first instant it is no longer valid; null without an approved questionnaire. */
  expiresAt: instantSchema.nullable(),
});

/** One client as the search lists it. */
export const clientSearchRowSchema = z.object({
  accountCode: z.string(),
  source: loginSourceSchema,
  names: clientNamesSchema,
  /** SPEC §3 account type: the broker's record's, else the account's client type. */
  accountType: z.string(),
  professionalInvestor: z.boolean(),
  riskLevel: z.enum(riskLevels),
  questionnaire: clientQuestionnaireSchema,
  /** The sum of the client's holdings at their latest valuation; '0' with none. */
  totalAssets: decimalString,
  /** The latest valuation of the client's holdings; null before the first. */
  valuedAt: instantSchema.nullable(),
  lastLoginAt: instantSchema.nullable(),
  /** The client's advisor (a manager sees several books). */
  advisor: deskAdvisorSchema,
});
export type ClientSearchRow = z.infer<typeof clientSearchRowSchema>;

export const clientSearchPageSchema = z.object({
  /** Who is searching: an advisor its own book, a manager the books of the advisors under it. */
  viewerRole: z.enum(['advisor', 'manager']),
  /** The advisors whose books the caller may search (a manager's filter offers them), whatever advisorCode says. */
  advisors: z.array(deskAdvisorSchema),
  /** The currency of every total: the brand's first reporting currency. */
  reportingCurrency: currencyCodeSchema,
  rows: z.array(clientSearchRowSchema),
  /** The next page's cursor (the last row's sort value and code); null on the last page. */
  nextCursor: z.string().nullable(),
});
export type ClientSearchPage = z.infer<typeof clientSearchPageSchema>;

export const heldInstrumentSchema = z.object({
  holdingId: z.string(),
  area: z.enum(searchableHoldingAreas),
  names: fundNamesSchema,
  /** Clients of the book who hold it. */
  holders: z.number().int().min(0),
});
export type HeldInstrument = z.infer<typeof heldInstrumentSchema>;

export const savedClientSearchIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'Not a saved search id');

export const savedClientSearchNameSchema = z
  .string()
  .trim()
  .min(1, 'Give the search a name')
  .max(maximumSavedSearchNameLength, `A name has at most ${maximumSavedSearchNameLength} characters`)
  .refine((text) => !/\p{Cc}/u.test(text), 'Control characters are not accepted');

export const savedClientSearchSchema = z.object({
  searchId: savedClientSearchIdSchema,
  name: z.string(),
  criteria: clientSearchCriteriaSchema,
  createdAt: instantSchema,
  updatedAt: instantSchema,
});
export type SavedClientSearch = z.infer<typeof savedClientSearchSchema>;

export const clientProfileSchema = z.object({
  accountCode: z.string(),
  source: loginSourceSchema,
  displayName: z.string(),
  names: clientNamesSchema,
  accountType: z.string(),
  professionalInvestor: z.boolean(),
  /** The login account's status: active, inactive, suspended, dormant. */
  status: z.string(),
  /** The contact details as the client's own information page shows them (the record's, else the login's). */
  email: z.string().nullable(),
  phone: z.string().nullable(),
  createdAt: instantSchema,
  lastLoginAt: instantSchema.nullable(),
  advisor: deskAdvisorSchema,
});
export type ClientProfile = z.infer<typeof clientProfileSchema>;

/** One risk questionnaire the client submitted, without its answers. */
export const questionnaireHistoryItemSchema = z.object({
  questionnaireId: z.string(),
  version: z.number().int(),
  riskLevel: z.enum(riskLevels),
  score: z.number().int(),
  maximumScore: z.number().int(),
  status: z.enum(['pending', 'approved', 'rejected']),
  submittedAt: instantSchema,
  decidedAt: instantSchema.nullable(),
  expiresAt: instantSchema.nullable(),
  /** The approved questionnaire whose level applies now. */
  inForce: z.boolean(),
});
export type QuestionnaireHistoryItem = z.infer<typeof questionnaireHistoryItemSchema>;

export const clientDetailsSchema = z.object({
  profile: clientProfileSchema,
  riskLevel: z.enum(riskLevels),
  questionnaire: riskQuestionnaireExpirySchema,
  /** Newest first. */
  questionnaires: z.array(questionnaireHistoryItemSchema),
  /** The caller may open an advisee session of this client (its own advisee; never a manager). */
  canActForClient: z.boolean(),
});
export type ClientDetails = z.infer<typeof clientDetailsSchema>;

/** An order of the client's, of whichever area, as the details page lists it. */
export const clientOrderSchema = z.object({
  area: z.enum(portfolioHoldingAreas),
  orderId: z.string(),
  placedAt: instantSchema,
  /** The fund, stock or pair, and its names. */
  instrumentId: z.string(),
  names: fundNamesSchema,
  /** subscribe, redeem, switchIn, switchOut (funds); B or S (stocks); buy or sell (virtual assets). */
  side: z.string(),
  status: z.string(),
  /** Units, shares or coins where the order counts them; null for an amount. */
  quantity: decimalString.nullable(),
  /** The money where the order counts it, or its value at its price; null when not known yet. */
  amount: decimalString.nullable(),
  currency: z.string().nullable(),
  /** The advisor who placed it in an advisee session; null when the client did. */
  placedByAdvisor: z.string().nullable(),
});
export type ClientOrder = z.infer<typeof clientOrderSchema>;

export const clientCashBalanceSchema = z.object({
  currency: z.string(),
  available: decimalString,
  onHold: decimalString,
});

export const clientActivitySchema = z.object({
  /** The newest of each area's orders, newest first. */
  orders: z.array(clientOrderSchema),
  cash: z.array(clientCashBalanceSchema),
});
export type ClientActivity = z.infer<typeof clientActivitySchema>;

export const clientNoteIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'Not a note id');

/** A note's text: plain text, never rendered as HTML; line breaks kept, other control characters refused. */
export const clientNoteTextSchema = z
  .string()
  .trim()
  .min(1, 'Write the note')
  .max(maximumClientNoteLength, `A note has at most ${maximumClientNoteLength} characters`)
  .refine((text) => !/[^\P{Cc}\n\r\t]/u.test(text), 'Control characters are not accepted');

export const clientNoteSchema = z.object({
  noteId: clientNoteIdSchema,
  text: z.string(),
  author: deskAdvisorSchema,
  createdAt: instantSchema,
  /** Null until edited. */
  editedAt: instantSchema.nullable(),
  /** The caller wrote it: only its author edits or deletes a note. */
  own: z.boolean(),
});
export type ClientNote = z.infer<typeof clientNoteSchema>;

const clientKeyShape = { ...advisorFilterShape, accountCode: accountCodeSchema };

export const advisorClientService = defineService('advisorClient', {
  searchClients: {
    ...operationBase,
    summary:
      "The book's clients matching every given criterion (code prefix, name in English or Chinese, account type, " +
      'professional investor, risk levels, questionnaire status and expiry, a held fund, stock or virtual asset, a ' +
      'range of total assets, a range of last sign-in), sorted by the chosen key then by code, keyset-paged by the ' +
      `cursor of the last page (at most ${maximumClientPageSize} a page). A manager's advisorCode narrows it to one book.`,
    input: z
      .object({
        ...advisorFilterShape,
        criteria: clientSearchCriteriaSchema,
        cursor: z.string().min(1).max(600).optional(),
        pageSize: z.number().int().min(1).max(maximumClientPageSize).default(defaultClientPageSize),
      })
      .strict(),
    output: clientSearchPageSchema,
  },
  exportClientSearch: {
    ...operationBase,
    summary:
      'Every client a search matches (not one page), in its order, as CSV with the headers in the given language; ' +
      'text that a spreadsheet would run as a formula is defused.',
    input: z.object({ ...advisorFilterShape, criteria: clientSearchCriteriaSchema, language: languageSchema }).strict(),
    output: csvExportSchema,
  },
  bookInstruments: {
    ...operationBase,
    summary:
      "The funds, stocks and virtual assets the book's clients hold (for the holdings filter), most held first, " +
      `those whose name or id contains the text when given; at most ${maximumInstrumentChoices}.`,
    input: z
      .object({
        ...advisorFilterShape,
        text: typedSearchText.optional(),
        limit: z.number().int().min(1).max(maximumInstrumentChoices).default(20),
      })
      .strict(),
    output: z.object({ instruments: z.array(heldInstrumentSchema) }),
  },
  savedClientSearches: {
    ...operationBase,
    summary: "The caller's own saved searches (an advisor's, or a manager's), by name.",
    input: z.object({}).strict(),
    output: z.object({ searches: z.array(savedClientSearchSchema) }),
  },
  saveClientSearch: {
    ...operationBase,
    summary: 'Saves a named search (its criteria and order) for the caller; a name the caller uses already is 409.',
    input: z.object({ name: savedClientSearchNameSchema, criteria: clientSearchCriteriaSchema }).strict(),
    output: savedClientSearchSchema,
  },
  renameClientSearch: {
    ...operationBase,
    summary: "Renames one of the caller's saved searches (404 for another's); a name in use is 409.",
    input: z.object({ searchId: savedClientSearchIdSchema, name: savedClientSearchNameSchema }).strict(),
    output: savedClientSearchSchema,
  },
  deleteClientSearch: {
    ...operationBase,
    summary: "Deletes one of the caller's saved searches (404 for another's).",
    input: z.object({ searchId: savedClientSearchIdSchema }).strict(),
    output: z.object({ deleted: z.literal(true) }),
  },
  clientDetails: {
    ...operationBase,
    summary:
      "One client of the caller's book: the record (names, account type, status, contact, created, last sign-in), " +
      'the risk level with the questionnaire in force and every questionnaire submitted, and whether the caller may ' +
      'act for the client.',
    input: z.object(clientKeyShape).strict(),
    output: clientDetailsSchema,
  },
  clientPortfolio: {
    ...operationBase,
    summary:
      "One client's holdings across every area as the wealth area values them now (its one portfolio), with the " +
      'allocation, in the brand’s first reporting currency.',
    input: z.object(clientKeyShape).strict(),
    output: netWorthSchema,
  },
  clientActivity: {
    ...operationBase,
    summary: "One client's newest fund, stock and virtual-asset orders, and its cash balances.",
    input: z.object(clientKeyShape).strict(),
    output: clientActivitySchema,
  },
  clientNotes: {
    ...operationBase,
    summary:
      "The notes the client's advisors keep on them, newest first, keyset-paged. Visible to the client's advisor and " +
      "the advisor's manager only; never to the client.",
    input: z
      .object({
        ...clientKeyShape,
        cursor: z.string().min(1).max(300).optional(),
        pageSize: z.number().int().min(1).max(maximumClientNotePageSize).default(defaultClientNotePageSize),
      })
      .strict(),
    output: z.object({ notes: z.array(clientNoteSchema), nextCursor: z.string().nullable() }),
  },
  addClientNote: {
    ...operationBase,
    summary: 'Adds a dated note on a client of the book; the audit trail records it (without its text).',
    input: z.object({ ...clientKeyShape, text: clientNoteTextSchema }).strict(),
    output: clientNoteSchema,
  },
  editClientNote: {
    ...operationBase,
    summary: "Changes the text of one of the caller's own notes (403 for another's); audited without the text.",
    input: z.object({ ...clientKeyShape, noteId: clientNoteIdSchema, text: clientNoteTextSchema }).strict(),
    output: clientNoteSchema,
  },
  deleteClientNote: {
    ...operationBase,
    summary: "Deletes one of the caller's own notes (kept, marked deleted; 403 for another's); audited.",
    input: z.object({ ...clientKeyShape, noteId: clientNoteIdSchema }).strict(),
    output: z.object({ deleted: z.literal(true) }),
  },
});
