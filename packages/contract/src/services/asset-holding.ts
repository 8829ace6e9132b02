import { z } from 'zod';
import { brandFeatures } from '../domain/brand-features';
import {
  assetCategories,
  assetInstrumentKinds,
  assetStatuses,
  maximumAssetNameLength,
  maximumAssetNotesLength,
} from '../domain/asset-holding';
import { allowedDocumentTypes } from '../domain/file-type';
import { decimalString, defineService } from '../rpc';
import { accountCodeSchema, instantSchema, loginSourceSchema } from './account';
import { calendarDaySchema } from './fund-definition';

/**
 * Other assets (issue 26 part 1; SPEC §2 Assets holdings, §3 asset categories and statuses, §5 document types, §7
 * asset-holding): what a client keeps elsewhere (a flat, a car, a bond at another bank), valued by hand over time with
 * every valuation kept, or linked to a stock or crypto pair the portal quotes (value = quantity × last price). Every
 * operation needs the brand's assetEnabled (404 FEATURE_OFF otherwise) and acts for the client's account; another
 * client's holding answers as a missing one (404). Input the rules refuse (a future valuation date, an unknown
 * currency, an attachment that is not what it says) answers 400 VALIDATION_FAILED with the field in `fieldErrors`.
 */

const accountKeyShape = { accountCode: accountCodeSchema, source: loginSourceSchema.default('gateway') };

export const assetCategorySchema = z.enum(assetCategories);
export const assetStatusSchema = z.enum(assetStatuses);
export const assetInstrumentKindSchema = z.enum(assetInstrumentKinds);

export const assetHoldingIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'Not a holding id');
export const assetAttachmentIdSchema = assetHoldingIdSchema;

/** A figure a client types: a canonical plain decimal that is not negative ('0', '12.5'; never '-1', '1e3', '01'). */
const nonNegativeDecimal = z
  .string()
  .trim()
  .regex(/^(0|[1-9]\d*)(\.\d+)?$/, 'Must be zero or more, written as a plain number such as 1250000 or 12.5');

/** The longest base64 an attachment may carry (a 6 MB file): somewhat over 5 MB is decoded and refused as too large. */
export const maximumAssetAttachmentBase64Length = Math.ceil((6 * 1024 * 1024) / 3) * 4;
/** The most attachments one add call carries. */
export const maximumAssetAttachmentsPerAdd = 3;

export const assetAttachmentUploadSchema = z
  .object({
    fileName: z.string().trim().min(1).max(200),
    /** The file's bytes in base64; its type is recognised from them (SPEC §5), never from the name. */
    content: z
      .string()
      .max(maximumAssetAttachmentBase64Length, 'The attachment is far larger than 5 MB')
      .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'The attachment is not base64'),
  })
  .strict();
export type AssetAttachmentUpload = z.infer<typeof assetAttachmentUploadSchema>;

export const assetAttachmentSchema = z.object({
  attachmentId: assetAttachmentIdSchema,
  fileName: z.string(),
  fileType: z.enum(allowedDocumentTypes),
  sizeBytes: z.number().int().nonnegative(),
  uploadedAt: instantSchema,
  /** GET: the file's bytes, for the holding's owner (or an advisor acting for them) only. */
  downloadUrl: z.string(),
});
export type AssetAttachment = z.infer<typeof assetAttachmentSchema>;

export const assetInstrumentLinkSchema = z
  .object({
    kind: assetInstrumentKindSchema,
    /** A stock id (HKEX-00700) or a crypto pair id (BTC-USD). */
    instrumentId: z.string().trim().min(1).max(32),
  })
  .strict();
export type AssetInstrumentLink = z.infer<typeof assetInstrumentLinkSchema>;

/** An instrument a holding may follow: a stock (where stocks are on) or a crypto pair (where crypto is). */
export const assetLinkableInstrumentSchema = z.object({
  kind: assetInstrumentKindSchema,
  instrumentId: z.string(),
  code: z.string(),
  name: z.string(),
  currency: z.string(),
});
export type AssetLinkableInstrument = z.infer<typeof assetLinkableInstrumentSchema>;

/** A linked holding's price: the instrument's last price, when it was, its currency. */
export const assetLinkedPriceSchema = z.object({
  kind: assetInstrumentKindSchema,
  instrumentId: z.string(),
  /** The instrument's name in English (the web shows its code beside it). */
  name: z.string(),
  code: z.string(),
  lastPrice: decimalString,
  priceAt: instantSchema,
});
export type AssetLinkedPrice = z.infer<typeof assetLinkedPriceSchema>;

export const assetHoldingSchema = z.object({
  holdingId: assetHoldingIdSchema,
  name: z.string(),
  category: assetCategorySchema,
  currency: z.string(),
  status: assetStatusSchema,
  /** How many units (shares, coins, ounces); null where the holding is valued as a whole (a flat, a car). */
  quantity: decimalString.nullable(),
  /** The holding's value now: quantity × last price when linked, else the latest valuation. */
  value: decimalString,
  /** The day the value is of (the latest valuation's), or the price's day when linked. */
  valuationDate: calendarDaySchema,
  /** When the value is of: the price's time when linked, else null (a valuation is of a day). */
  valuedAt: instantSchema.nullable(),
  /** What it cost in all, in its currency; null when not told. */
  cost: decimalString.nullable(),
  purchaseDate: calendarDaySchema.nullable(),
  notes: z.string(),
  link: assetLinkedPriceSchema.nullable(),
  attachmentCount: z.number().int().nonnegative(),
  createdAt: instantSchema,
  updatedAt: instantSchema,
  deletedAt: instantSchema.nullable(),
});
export type AssetHolding = z.infer<typeof assetHoldingSchema>;

export const assetValuationSchema = z.object({
  valuationDate: calendarDaySchema,
  value: decimalString,
  quantity: decimalString.nullable(),
  recordedAt: instantSchema,
});
export type AssetValuation = z.infer<typeof assetValuationSchema>;

export const assetHoldingDetailSchema = z.object({
  holding: assetHoldingSchema,
  /** Every valuation, oldest first. */
  valuations: z.array(assetValuationSchema),
  attachments: z.array(assetAttachmentSchema),
});
export type AssetHoldingDetail = z.infer<typeof assetHoldingDetailSchema>;

/** What a holding is made with and edited to. */
const holdingFieldsShape = {
  name: z.string().trim().min(1, 'Enter a name').max(maximumAssetNameLength),
  category: assetCategorySchema,
  currency: z
    .string()
    .trim()
    .regex(/^[A-Z]{3}$/, 'Must be a currency code such as HKD'),
  cost: nonNegativeDecimal.nullable().default(null),
  purchaseDate: calendarDaySchema.nullable().default(null),
  notes: z.string().max(maximumAssetNotesLength).default(''),
};

const holdingKeyShape = { ...accountKeyShape, holdingId: assetHoldingIdSchema };

const operationBase = { auth: { kind: 'session' }, feature: brandFeatures.assets, actsFor: 'accountCode' } as const;

/** The body of a call carrying attachments: their base64 and room for the rest. */
export const assetAttachmentBodyLimitBytes = maximumAssetAttachmentBase64Length + 64 * 1024;

export const assetHoldingService = defineService('assetHolding', {
  assetHoldingTerms: {
    ...operationBase,
    summary:
      'What the add form offers: the categories, the currencies, the attachment types and size, the quotable instruments.',
    input: z.object(accountKeyShape).strict(),
    output: z.object({
      categories: z.array(assetCategorySchema),
      currencies: z.array(z.object({ code: z.string(), precision: z.number().int().nonnegative() })),
      attachmentTypes: z.array(z.enum(allowedDocumentTypes)),
      maximumAttachmentBytes: z.number().int().positive(),
      today: calendarDaySchema,
      /** What a holding may be linked to on this brand (stocks where stocks are on, crypto pairs where crypto is). */
      instruments: z.array(assetLinkableInstrumentSchema),
    }),
  },
  myAssetHoldings: {
    ...operationBase,
    summary: 'The client’s other assets, newest first: active and inactive ones, or those of one status or category.',
    input: z
      .object({
        ...accountKeyShape,
        status: assetStatusSchema.optional(),
        category: assetCategorySchema.optional(),
      })
      .strict(),
    output: z.object({ holdings: z.array(assetHoldingSchema) }),
  },
  assetHolding: {
    ...operationBase,
    summary: 'One holding with its valuation history and attachments.',
    input: z.object(holdingKeyShape).strict(),
    output: assetHoldingDetailSchema,
  },
  addAssetHolding: {
    ...operationBase,
    bodyLimitBytes: maximumAssetAttachmentsPerAdd * maximumAssetAttachmentBase64Length + 64 * 1024,
    summary:
      'Adds a holding (active) with its first valuation: a value, or a quantity and value; optional attachments ' +
      '(SPEC §5 document types by content, at most 5 MB each).',
    input: z
      .object({
        ...accountKeyShape,
        holding: z
          .object({
            ...holdingFieldsShape,
            quantity: nonNegativeDecimal.nullable().default(null),
            value: nonNegativeDecimal,
            valuationDate: calendarDaySchema,
          })
          .strict(),
        attachments: z.array(assetAttachmentUploadSchema).max(maximumAssetAttachmentsPerAdd).default([]),
      })
      .strict(),
    output: assetHoldingDetailSchema,
  },
  updateAssetHolding: {
    ...operationBase,
    summary: 'Edits a holding’s name, category, currency, cost, purchase date and notes (not a deleted one).',
    input: z.object({ ...holdingKeyShape, changes: z.object(holdingFieldsShape).strict() }).strict(),
    output: assetHoldingDetailSchema,
  },
  recordAssetValuation: {
    ...operationBase,
    summary:
      'Records a new valuation (value, and quantity where the holding counts units) of a day not in the future nor ' +
      'before the purchase date; a valuation of a day already valued replaces it.',
    input: z
      .object({
        ...holdingKeyShape,
        value: nonNegativeDecimal,
        quantity: nonNegativeDecimal.nullable().default(null),
        valuationDate: calendarDaySchema,
      })
      .strict(),
    output: assetHoldingDetailSchema,
  },
  setAssetHoldingStatus: {
    ...operationBase,
    summary: 'Makes a holding active or inactive (an inactive one is left out of the portfolio).',
    input: z.object({ ...holdingKeyShape, status: z.enum(['active', 'inactive']) }).strict(),
    output: assetHoldingDetailSchema,
  },
  deleteAssetHolding: {
    ...operationBase,
    summary: 'Deletes a holding softly: it is kept, with status deleted, and restoreAssetHolding undoes it.',
    input: z.object(holdingKeyShape).strict(),
    output: assetHoldingDetailSchema,
  },
  restoreAssetHolding: {
    ...operationBase,
    summary: 'Undoes a delete: the holding gets back the status it had.',
    input: z.object(holdingKeyShape).strict(),
    output: assetHoldingDetailSchema,
  },
  linkAssetHolding: {
    ...operationBase,
    summary:
      'Links a holding with a quantity to a stock (stock, etf) or a crypto pair (cryptocurrencies) the portal quotes, ' +
      'or unlinks it (null). A linked holding takes the instrument’s currency and its value follows the last price.',
    input: z.object({ ...holdingKeyShape, link: assetInstrumentLinkSchema.nullable() }).strict(),
    output: assetHoldingDetailSchema,
  },
  addAssetAttachment: {
    ...operationBase,
    bodyLimitBytes: assetAttachmentBodyLimitBytes,
    summary: 'Adds an attachment to a holding (SPEC §5 document types by content, at most 5 MB, 10 per holding).',
    input: z.object({ ...holdingKeyShape, attachment: assetAttachmentUploadSchema }).strict(),
    output: assetHoldingDetailSchema,
  },
  removeAssetAttachment: {
    ...operationBase,
    summary: 'Removes an attachment from a holding.',
    input: z.object({ ...holdingKeyShape, attachmentId: assetAttachmentIdSchema }).strict(),
    output: assetHoldingDetailSchema,
  },
});

/** Where an attachment's bytes are served (GET, the owner's session): `/api/assetHolding/attachment/<attachmentId>`. */
export const assetAttachmentRoute = '/api/assetHolding/attachment/:attachmentId';
export function assetAttachmentUrl(attachmentId: string): string {
  return `/api/assetHolding/attachment/${encodeURIComponent(attachmentId)}`;
}
