// @vitest-environment jsdom
// The shared step-up dialog (ADR 036) live in jsdom over a fake network: the password asked for, a wrong one kept in
// the dialog with the catalogue's words, the right one handing the grant to the page; a code sent by SMS named by its
// masked number; a cancel answering null.
import { Button } from '@mantine/core';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Api } from '../shared/api/api-client';
import { fakeServer } from '../shared/api/fake-server';
import { useStepUp } from '../shared/step-up/use-step-up';
import { buttonNamesIn } from './testing/accessible-names';
import { click, mount, settle, typeInto, type Mounted } from './testing/mount';

function Page({ api }: { readonly api: Api }) {
  const stepUp = useStepUp(api);
  const [outcome, setOutcome] = useState('none');
  return (
    <>
      <Button onClick={() => void stepUp.ask('contactChange').then((token) => setOutcome(token ?? 'cancelled'))}>
        Change my e-mail
      </Button>
      <p data-testid="outcome">{outcome}</p>
      {stepUp.dialog}
    </>
  );
}

let mounted: Mounted | undefined;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
});

const button = (name: string) =>
  [...document.body.querySelectorAll('button')].find((element) => element.textContent?.trim() === name);
const bodyText = () => (document.body.textContent ?? '').replace(/\s+/g, ' ');

describe('the step-up dialog', () => {
  it('asks for the password, keeps a wrong one in the dialog and hands the grant over for the right one', async () => {
    const { api, calls } = fakeServer({
      '/api/stepUp/stepUpChallenge': {
        status: 200,
        body: { action: 'contactChange', channel: 'password', lockedUntil: null },
      },
      '/api/stepUp/confirmStepUp': (body) =>
        (body as { password?: string }).password === 'right'
          ? { status: 200, body: { stepUpToken: 'grant-token', expirationTime: '2026-11-27T08:05:00.000Z' } }
          : { status: 422, body: { code: 'STEP_UP_FAILED', message: 'no', details: { result: 'stepUpFailed' } } },
    });
    mounted = await mount(<Page api={api} />, { namespaces: ['stepUp'] });
    await click(button('Change my e-mail'));
    await settle(() => expect(bodyText()).toContain('enter your login password to continue'));
    // One button is named 'Cancel'; the close icon is 'Close' (issue 25: both were 'Cancel').
    expect(buttonNamesIn(document.body).filter((name) => name === 'Cancel')).toHaveLength(1);
    expect(buttonNamesIn(document.body)).toContain('Close');
    const password = document.body.querySelector<HTMLInputElement>('input[type="password"]');
    await click(button('Confirm'));
    await settle(() => expect(bodyText()).toContain('Enter it to continue.'));
    expect(calls.filter((call) => call.path.endsWith('confirmStepUp'))).toHaveLength(0);

    await typeInto(password as HTMLInputElement, 'wrong');
    await click(button('Confirm'));
    await settle(() => expect(bodyText()).toContain('The confirmation is not correct. Please try again.'));
    expect(mounted.text()).toContain('none');

    await typeInto(
      document.body.querySelector<HTMLInputElement>('input[type="password"]') as HTMLInputElement,
      'right',
    );
    await click(button('Confirm'));
    await settle(() => expect(document.body.querySelector('[data-testid="outcome"]')?.textContent).toBe('grant-token'));
    expect(calls.at(-1)?.body).toEqual({ action: 'contactChange', password: 'right' });
  });

  it('names where an SMS code went, sends the code typed, and answers null on cancel', async () => {
    const { api, calls } = fakeServer({
      '/api/stepUp/stepUpChallenge': {
        status: 200,
        body: {
          action: 'contactChange',
          channel: 'sms',
          destination: '+852 ****4567',
          expirationTime: '2026-11-27T08:05:00.000Z',
          resendAvailableAt: '2026-11-27T08:01:00.000Z',
          lockedUntil: null,
        },
      },
    });
    mounted = await mount(<Page api={api} />, { namespaces: ['stepUp'] });
    await click(button('Change my e-mail'));
    await settle(() => expect(bodyText()).toContain('We sent a 6-digit code by SMS to +852 ****4567.'));
    expect(bodyText()).toContain('The code expires at 16:05.');
    await click(button('Cancel'));
    await settle(() => expect(document.body.querySelector('[data-testid="outcome"]')?.textContent).toBe('cancelled'));
    expect(calls.map((call) => call.path)).toEqual(['/api/stepUp/stepUpChallenge']);
  });
});
