import {
  accountProfileService,
  maximumProfileChangesListed,
  maximumProfileProofBytes,
  profileProofTypes,
} from '@portal/contract';
import { getBrand } from '@portal/contract/brands';
import { brandFeatures, offers } from '@portal/contract/domain/brand-features';
import { databaseDialectOf } from '../../platform/db/db';
import { AppError } from '../../platform/http/errors';
import { implementService, type OperationContext } from '../../platform/http/rpc';
import type { AccountProfileDependencies } from './account-profile-dependencies';
import { decideChange } from './change-decisions';
import { submitChange } from './change-submission';
import { changeRequestsOf, findProfile, holdersOf, toChangeRequest, toProfile } from './profile-record';

/** What the record's operations need, from an operation's context (or the server's own, for the job). */
export function accountProfileDependenciesOf(
  context: Pick<OperationContext, 'config' | 'db' | 'clock' | 'messaging'>,
): AccountProfileDependencies {
  return {
    db: context.db,
    dialect: databaseDialectOf(context.config),
    clock: context.clock,
    brand: getBrand(context.config.portalVariant),
    messaging: context.messaging,
  };
}

function accountOf(input: { accountCode: string; source: 'gateway' | 'fos' }) {
  return { accountCode: input.accountCode.toUpperCase(), source: input.source };
}

/** The client's record and its change requests (issue 17 part 1, ADR 038). */
export const accountProfileImplementation = implementService(accountProfileService, {
  accountInformation: async (input, context) => {
    const { db, brand } = accountProfileDependenciesOf(context);
    const account = accountOf(input);
    const row = await findProfile(db, account);
    if (row === undefined) throw AppError.notFound('This account has no record here.');
    const [holders, changes] = await Promise.all([
      holdersOf(db, account),
      changeRequestsOf(db, account, maximumProfileChangesListed),
    ]);
    return {
      profile: toProfile(row, holders),
      editable:
        offers(brand.flags, brandFeatures.accountInformationEdit) &&
        (context.actor?.advisorAccountCode ?? null) === null,
      proofTypes: [...profileProofTypes],
      maximumProofBytes: maximumProfileProofBytes,
      changeRequests: changes.map(toChangeRequest),
    };
  },

  submitInformationChange: async (input, context) => {
    if (context.actor === undefined) throw AppError.unauthenticated();
    return { request: await submitChange(accountProfileDependenciesOf(context), context.actor, input) };
  },

  decideInformationChange: async (input, context) => ({
    request: await decideChange(
      accountProfileDependenciesOf(context),
      input.requestId,
      input.decision,
      input.reason,
      context.actor?.accountCode ?? 'operator',
      context.actor,
    ),
  }),
});
