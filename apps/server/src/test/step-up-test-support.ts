import { demoPassword } from '../db/seed/demo-accounts';
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
