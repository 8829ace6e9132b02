import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { webClientHeaders } from '../support/login';

/** A PDF of about 2 KB (the back office reads proofs of 1 KB and more; ADR 038), made here rather than kept as a file. */
export function makeProofPdf(): Buffer {
  return Buffer.concat([Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1'), Buffer.alloc(2048, 0x20)]);
}

/** Runs the record's back office now (dev support), after the clock was moved. */
export async function runProfileBackOffice(request: APIRequestContext): Promise<void> {
  const answer = await request.post('/api/_dev/accountProfile/advance', { headers: webClientHeaders, data: {} });
  if (!answer.ok()) throw new Error(`The back office answered ${answer.status()}: ${await answer.text()}`);
}

type OutboxMessage = { channel: string; destination: string; body: string };

/** The simulated SMS and e-mail sent to an account (dev support). */
export async function outboxOf(request: APIRequestContext, accountCode: string): Promise<OutboxMessage[]> {
  const answer = await request.get(`/api/_dev/outbox?accountCode=${accountCode}`, { headers: webClientHeaders });
  if (!answer.ok()) throw new Error(`The outbox answered ${answer.status()}: ${await answer.text()}`);
  const body = (await answer.json()) as { messages: OutboxMessage[] };
  return body.messages;
}

/** /accounts/information: the record, its sections' Edit buttons, the change form and the requests. */
export class AccountInformationPage {
  constructor(private readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { name: 'Account information', level: 1 });
  }

  get email(): Locator {
    return this.page.getByTestId('record-email');
  }

  get editContact(): Locator {
    return this.page.getByRole('button', { name: 'Edit contact details' });
  }

  field(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  get proof(): Locator {
    return this.page.getByTestId('change-proof');
  }

  get review(): Locator {
    return this.page.getByTestId('review-change');
  }

  get confirm(): Locator {
    return this.page.getByTestId('change-confirm');
  }

  get send(): Locator {
    return this.page.getByTestId('send-change');
  }

  get sent(): Locator {
    return this.page.getByTestId('change-sent');
  }

  get requests(): Locator {
    return this.page.getByTestId('change-request');
  }
}
