import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { webClientHeaders } from '../support/login';

/** The IPO page (/stocks/ipo): the lists, an offering's detail and ticket, my applications. */
export class IpoPage {
  constructor(readonly page: Page) {}

  offering(offeringId: string): Locator {
    return this.page.getByTestId(`offering-${offeringId}`);
  }

  get detail(): Locator {
    return this.page.getByTestId('offering-detail');
  }

  get ticket(): Locator {
    return this.page.getByTestId('ipo-ticket');
  }

  get review(): Locator {
    return this.page.getByTestId('review');
  }

  get confirmStep(): Locator {
    return this.page.getByTestId('confirm-step');
  }

  get submit(): Locator {
    return this.page.getByTestId('submit-order');
  }

  get placed(): Locator {
    return this.page.getByTestId('order-placed');
  }

  application(applicationId: string): Locator {
    return this.page.getByTestId(`application-${applicationId}`);
  }
}

/** The corporate action page (/stocks/corporateAction). */
export class CorporateActionPage {
  constructor(readonly page: Page) {}

  action(actionId: string): Locator {
    return this.page.getByTestId(`action-${actionId}`);
  }
}

async function devPost(request: APIRequestContext, path: string): Promise<unknown> {
  const answer = await request.post(path, { headers: webClientHeaders, data: {} });
  if (!answer.ok()) throw new Error(`${path} answered ${answer.status()}: ${await answer.text()}`);
  return answer.json();
}

/** A demo offering open from the server's present (dev support); its id. */
export async function openDemoOffering(request: APIRequestContext): Promise<string> {
  const answer = await devPost(request, '/api/_dev/stockIpo/openOffering');
  return String(Reflect.get(answer as object, 'offeringId'));
}

/** Runs the IPO lifecycle job now (dev support). */
export async function advanceIpos(request: APIRequestContext): Promise<void> {
  await devPost(request, '/api/_dev/stockIpo/advance');
}

/** A demo rights issue on C10001's SHKP holding dated from the server's present (dev support); its id. */
export async function openDemoRightsIssue(request: APIRequestContext): Promise<string> {
  const answer = await devPost(request, '/api/_dev/corporateActions/rightsIssue');
  return String(Reflect.get(answer as object, 'actionId'));
}

/** Runs the corporate action lifecycle job now (dev support). */
export async function advanceCorporateActions(request: APIRequestContext): Promise<void> {
  await devPost(request, '/api/_dev/corporateActions/advance');
}
