import type { LoginFailureCode } from '@portal/contract';
import type { AccountTable } from '../../platform/identity/identity-tables';

/**
 * The status of an account that blocks a login whose credentials were right, if any (SPEC §8 V, S, G): the same for a
 * password login and a session login.
 */
export function statusFailure(account: Pick<AccountTable, 'status'>): LoginFailureCode | undefined {
  switch (account.status) {
    case 'active':
      return undefined;
    case 'suspended':
      return 'S';
    case 'dormant':
      return 'G';
    default:
      return 'V';
  }
}
