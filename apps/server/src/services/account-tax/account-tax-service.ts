import { getBrand } from '@portal/contract/brands';
import { accountTaxService } from '@portal/contract';
import { AppError } from '../../platform/http/errors';
import { implementService, type OperationContext } from '../../platform/http/rpc';
import type { Actor } from '../../platform/identity/sessions';
import { certifyTaxStatus, taxStatusOf, type TaxAccountKey } from './tax-status';

function accountOf(input: { accountCode: string; source: TaxAccountKey['source'] }): TaxAccountKey {
  return { accountCode: input.accountCode.toUpperCase(), source: input.source };
}

function actorOf(context: OperationContext): Actor {
  if (context.actor === undefined) throw AppError.unauthenticated();
  return context.actor;
}

async function accountNameOf(context: OperationContext, account: TaxAccountKey): Promise<string> {
  const row = await context.db
    .selectFrom('account')
    .select('display_name')
    .where('account_code', '=', account.accountCode)
    .where('source', '=', account.source)
    .executeTakeFirst();
  return row?.display_name ?? '';
}

/** The tax self-certification (issue 17 part 3, ADR 039). */
export const accountTaxImplementation = implementService(accountTaxService, {
  taxStatus: async (input, context) => {
    const account = accountOf(input);
    const actor = actorOf(context);
    const editable = getBrand(context.config.portalVariant).flags.taxStatusEditable;
    return {
      taxStatus: await taxStatusOf(context.db, account),
      editable,
      mayChange:
        editable &&
        actor.advisorAccountCode === null &&
        actor.accountCode === account.accountCode &&
        actor.source === account.source,
      accountName: await accountNameOf(context, account),
    };
  },

  certifyTaxStatus: async (input, context) => ({
    taxStatus: await certifyTaxStatus(context, actorOf(context), accountOf(input), input),
  }),
});
