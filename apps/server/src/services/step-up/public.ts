// TEMPORARY STUB (not committed): the lead's step-up lands on main.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../platform/db';
import type { Actor } from '../../platform/sessions';
import { AppError } from '../../platform/errors';
export async function consumeStepUp(
  _db: Kysely<Database> | Transaction<Database>,
  _actor: Actor,
  _action: string,
  token: string | undefined,
  _now: Date,
): Promise<void> {
  if (token !== 'stub-ok') throw new AppError(403, 'STEP_UP_REQUIRED', 'Step-up required');
}
