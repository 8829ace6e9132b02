import { getBrand } from '@portal/contract/brands';
import { allowedDocumentTypes } from '@portal/contract/domain/file-type';
import { assetCategories, assetHoldingService, maximumAssetAttachmentBytes } from '@portal/contract';
import { implementService, type OperationContext } from '../../platform/http/rpc';
import type { Config } from '../../platform/runtime/config';
import { currencyPrecisions } from '../../platform/money/currency-rates';
import {
  addAttachment,
  addHolding,
  deleteHolding,
  linkHolding,
  recordValuation,
  removeAttachment,
  restoreHolding,
  setHoldingStatus,
  updateHolding,
  type AssetHoldingDependencies,
} from './holding-changes';
import { holdingDetail, holdingsOf, ownedHoldingOrThrow, todayOf, type HoldingAccount } from './holdings';
import { linkableInstruments } from './linked-prices';

/** What the other assets need, from an operation's context (or the platform's, for the area). */
export function assetHoldingDependenciesOf(
  context: Pick<OperationContext, 'db' | 'events' | 'clock'> & { readonly config: Pick<Config, 'portalVariant'> },
): AssetHoldingDependencies {
  return {
    config: context.config,
    db: context.db,
    clock: context.clock,
    events: context.events,
    brand: getBrand(context.config.portalVariant),
  };
}

function accountOf(input: { accountCode: string; source: 'gateway' | 'fos' }): HoldingAccount {
  return { accountCode: input.accountCode.toUpperCase(), source: input.source };
}

/** The asset-holding service (issue 26 part 1): see holding-changes.ts for the rules. */
export const assetHoldingImplementation = implementService(assetHoldingService, {
  assetHoldingTerms: async (_input, context) => {
    const deps = assetHoldingDependenciesOf(context);
    const precisions = await currencyPrecisions(deps.db);
    return {
      categories: [...assetCategories],
      currencies: [...precisions].map(([code, precision]) => ({ code, precision })),
      attachmentTypes: [...allowedDocumentTypes],
      maximumAttachmentBytes: maximumAssetAttachmentBytes,
      today: todayOf(deps),
      instruments: await linkableInstruments(deps),
    };
  },
  myAssetHoldings: async (input, context) => ({
    holdings: await holdingsOf(assetHoldingDependenciesOf(context), accountOf(input), input),
  }),
  assetHolding: async (input, context) => {
    const deps = assetHoldingDependenciesOf(context);
    return holdingDetail(deps, await ownedHoldingOrThrow(deps.db, accountOf(input), input.holdingId));
  },
  addAssetHolding: async (input, context) =>
    addHolding(assetHoldingDependenciesOf(context), accountOf(input), input.holding, input.attachments),
  updateAssetHolding: async (input, context) =>
    updateHolding(assetHoldingDependenciesOf(context), accountOf(input), input.holdingId, input.changes),
  recordAssetValuation: async (input, context) =>
    recordValuation(assetHoldingDependenciesOf(context), accountOf(input), input.holdingId, input),
  setAssetHoldingStatus: async (input, context) =>
    setHoldingStatus(assetHoldingDependenciesOf(context), accountOf(input), input.holdingId, input.status),
  deleteAssetHolding: async (input, context) =>
    deleteHolding(assetHoldingDependenciesOf(context), accountOf(input), input.holdingId),
  restoreAssetHolding: async (input, context) =>
    restoreHolding(assetHoldingDependenciesOf(context), accountOf(input), input.holdingId),
  linkAssetHolding: async (input, context) =>
    linkHolding(assetHoldingDependenciesOf(context), accountOf(input), input.holdingId, input.link),
  addAssetAttachment: async (input, context) =>
    addAttachment(assetHoldingDependenciesOf(context), accountOf(input), input.holdingId, input.attachment),
  removeAssetAttachment: async (input, context) =>
    removeAttachment(assetHoldingDependenciesOf(context), accountOf(input), input.holdingId, input.attachmentId),
});
