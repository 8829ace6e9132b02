/* What the bank accounts page reads once and hands to its parts: the accounts, the banks and currencies a new one may
 * have, and what the client may change. */
import type { Api } from '../../../shared/api/api-client';
import type { AccountKey } from '../accounts-api';

export type BankAccountOverview = Awaited<ReturnType<Api['accountBank']['bankAccountOverview']>>;

/** What the page gives the list and the form: the account, its overview, and the step-up both changes ask for. */
export type BankAccountSectionProps = {
  readonly account: AccountKey;
  readonly overview: BankAccountOverview;
  readonly askStepUp: () => Promise<string | null>;
};
