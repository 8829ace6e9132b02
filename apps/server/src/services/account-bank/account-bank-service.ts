import { getBrand } from '@portal/contract/brands';
import { accountBankService, bankStatementTypes, maximumBankStatementBytes } from '@portal/contract';
import { fpsProxyTypes, hongKongBanks } from '@portal/contract/domain/accounts/hong-kong-banks';
import { AppError } from '../../platform/http/errors';
import { implementService, type OperationContext } from '../../platform/http/rpc';
import type { Actor } from '../../platform/identity/sessions';
import {
  accountNameOf,
  addBankAccount,
  removeBankAccount,
  reviewBankAccount,
  type AccountBankDependencies,
} from './bank-account-changes';
import { bankAccountRowsOf, bankAccountViews, type AccountKey } from './bank-accounts';

/** What bank account changes need, from an operation's context or the server's own (start.ts, the job). */
export function accountBankDependenciesOf(
  context: Pick<OperationContext, 'config' | 'db' | 'clock' | 'messaging'> & {
    readonly log: AccountBankDependencies['log'];
  },
): AccountBankDependencies {
  return {
    db: context.db,
    clock: context.clock,
    brand: getBrand(context.config.portalVariant),
    messaging: context.messaging,
    log: context.log,
  };
}

function accountOf(input: { accountCode: string; source: AccountKey['source'] }): AccountKey {
  return { accountCode: input.accountCode.toUpperCase(), source: input.source };
}

function actorOf(context: OperationContext): Actor {
  if (context.actor === undefined) throw AppError.unauthenticated();
  return context.actor;
}

/** The client's own session on its own account: the one that may change bank accounts (and the brand allows it). */
function mayChange(deps: AccountBankDependencies, actor: Actor, account: AccountKey): boolean {
  return (
    deps.brand.flags.bankAccountEditable &&
    actor.advisorAccountCode === null &&
    actor.accountCode === account.accountCode &&
    actor.source === account.source
  );
}

/** Registered bank accounts (issue 17 part 3, ADR 039): see bank-account-changes.ts for the rules. */
export const accountBankImplementation = implementService(accountBankService, {
  bankAccountOverview: async (input, context) => {
    const deps = accountBankDependenciesOf(context);
    const account = accountOf(input);
    const changeable = mayChange(deps, actorOf(context), account);
    const rows = await bankAccountRowsOf(deps.db, account);
    return {
      bankAccounts: await bankAccountViews(deps.db, rows, changeable),
      banks: hongKongBanks.map((bank) => ({
        bankCode: bank.bankCode,
        name: bank.name,
        accountNumberDigits: bank.accountNumberDigits,
      })),
      currencies: [...deps.brand.cashCurrencies],
      accountName: await accountNameOf(deps.db, account),
      editable: deps.brand.flags.bankAccountEditable,
      mayChange: changeable,
      statementTypes: [...bankStatementTypes],
      maximumStatementBytes: maximumBankStatementBytes,
      fpsProxyTypes: [...fpsProxyTypes],
    };
  },

  addBankAccount: async (input, context) => {
    const deps = accountBankDependenciesOf(context);
    const row = await addBankAccount(deps, actorOf(context), accountOf(input), input);
    const [view] = await bankAccountViews(deps.db, [row], true);
    if (view === undefined) throw new Error('The bank account just added has no view');
    return { bankAccount: view };
  },

  removeBankAccount: async (input, context) => {
    const deps = accountBankDependenciesOf(context);
    const row = await removeBankAccount(
      deps,
      actorOf(context),
      accountOf(input),
      input.bankAccountId,
      input.stepUpToken,
    );
    const [view] = await bankAccountViews(deps.db, [row], true);
    if (view === undefined) throw new Error('The bank account just removed has no view');
    return { bankAccount: view };
  },

  reviewBankAccount: async (input, context) => {
    const deps = accountBankDependenciesOf(context);
    const row = await reviewBankAccount(
      deps,
      input.bankAccountId,
      input.decision,
      input.reason,
      actorOf(context).accountCode,
      actorOf(context),
    );
    const [view] = await bankAccountViews(deps.db, [row], false);
    if (view === undefined) throw new Error('The bank account just reviewed has no view');
    return { bankAccount: view };
  },
});
