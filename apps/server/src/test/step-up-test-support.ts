import type { Kysely } from 'kysely';
import type { StepUpAction } from '@portal/contract/domain/step-up';
import { createEmbeddedMessaging } from '../adapters/messaging/embedded-messaging';
import { demoPassword } from '../db/seed/demo-accounts';
import type { Clock } from '../platform/runtime/clock';
import type { Config } from '../platform/runtime/config';
import type { Database } from '../platform/db/db';
import { createPasswordHasher } from '../platform/identity/passwords';
import { confirmStepUp, type StepUpActor, type StepUpDependencies } from '../services/step-up/step-up';
import type { SignedIn } from './sign-in';
import type { TestApp } from './test-app';

/** A step-up grant for an action, as the dialog gets one: the challenge, then the account's password. */
export async function grantStepUp(testApp: Pick<TestApp, 'app'>, as: SignedIn, action: string): Promise<string> {
  const challenge = await testApp.app.inject({
    method: 'POST',
    url: '/api/stepUp/stepUpChallenge',
    headers: as.headers,
    payload: { action },
  });
  if (challenge.statusCode !== 200) throw new Error(`No step-up challenge: ${challenge.statusCode} ${challenge.body}`);
  const confirmed = await testApp.app.inject({
    method: 'POST',
    url: '/api/stepUp/confirmStepUp',
    headers: as.headers,
    payload: { action, password: demoPassword },
  });
  if (confirmed.statusCode !== 200) throw new Error(`Step-up failed: ${confirmed.statusCode} ${confirmed.body}`);
  return confirmed.json<{ stepUpToken: string }>().stepUpToken;
}

/** What the step-up functions need in a test: the database, the test's password hasher, the messaging simulator. */
export function stepUpTestDependencies(
  db: Kysely<Database>,
  config: Pick<Config, 'nodeEnv'>,
  clock: Clock,
): StepUpDependencies {
  return {
    db,
    passwords: createPasswordHasher(config),
    messaging: createEmbeddedMessaging({ db, clock, log: { info: () => undefined } }),
  };
}

/** A session of an account for a test of a service's functions: a grant names its session by id, no row needed. */
export function testSessionOf(account: Pick<StepUpActor, 'accountCode' | 'source'>): StepUpActor {
  const { accountCode, source } = account;
  return { sessionId: `test-session-${accountCode}`, accountCode, source, advisorAccountCode: null };
}

/**
 * A step-up grant for an action, given by the step-up service's own function as the dialog's confirmation gets one:
 * the account's password, in the actor's session. For an account that step-up asks for its password (no SMS, e-mail
 * or authenticator factor).
 */
export async function grantStepUpTo(
  deps: StepUpDependencies,
  actor: StepUpActor,
  action: StepUpAction,
  now: Date,
): Promise<string> {
  const { stepUpToken } = await confirmStepUp(deps, actor, action, { password: demoPassword }, now);
  return stepUpToken;
}
