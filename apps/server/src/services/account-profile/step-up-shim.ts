import type { Transaction } from 'kysely';
import type { Database } from '../../platform/db';
import { AppError } from '../../platform/errors';
import type { Actor } from '../../platform/sessions';

/** Stand-in for step-up's consumeStepUp until the lead's "Step-up grants" lands on main (replaced at the merge). */
export async function consumeStepUp(
  _trx: Transaction<Database>,
  _actor: Actor,
  _action: 'contactChange',
  token: string | undefined,
  _now: Date,
): Promise<void> {
  if (token !== 'test-step-up') {
    throw new AppError(403, 'STEP_UP_REQUIRED', 'Confirm with your password or a one-time code first.');
  }
}
