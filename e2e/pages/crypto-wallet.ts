import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { webClientHeaders } from '../support/login';

/* The crypto wallet pages (issue 18 parts 4 and 6, ADR 043) and their dev support, as the journeys drive them. */

const vaHeaders = { ...webClientHeaders, 'x-portal-account': 'V20001', 'x-portal-source': 'fos' };

export type SimulatedDeposit = { id: string; counterpartyAddress: string; transactionHash: string; status: string };

/** The custody simulator's incoming transfer (no fromAddress: a fresh sender the client never declared). */
export async function simulateCryptoDeposit(
  request: APIRequestContext,
  transfer: { asset: string; network: string; amount: string; fromAddress?: string },
): Promise<SimulatedDeposit> {
  const answer = await request.post('/api/_dev/cryptoDeposits/simulate', {
    headers: webClientHeaders,
    data: { accountCode: 'V20001', source: 'fos', ...transfer },
  });
  if (!answer.ok()) throw new Error(`simulate answered ${answer.status()}: ${await answer.text()}`);
  return ((await answer.json()) as { deposit: SimulatedDeposit }).deposit;
}

/** Runs the crediting job now (after the server clock was moved). */
export async function advanceCryptoDeposits(request: APIRequestContext): Promise<{ credited: number; held: number }> {
  const answer = await request.post('/api/_dev/cryptoDeposits/advance', { headers: webClientHeaders });
  if (!answer.ok()) throw new Error(`advance answered ${answer.status()}: ${await answer.text()}`);
  return (await answer.json()) as { credited: number; held: number };
}

/** V20001's quantity of an asset as the crypto portfolio gives it (exact decimal text). */
export async function cryptoQuantityOf(request: APIRequestContext, asset: string): Promise<string> {
  const answer = await request.post('/api/cryptoOrder/cryptoPortfolio', {
    headers: vaHeaders,
    data: { accountCode: 'V20001', source: 'fos' },
  });
  if (!answer.ok()) throw new Error(`cryptoPortfolio answered ${answer.status()}: ${await answer.text()}`);
  const { holdings } = (await answer.json()) as { holdings: { asset: string; quantity: string }[] };
  return holdings.find((holding) => holding.asset === asset)?.quantity ?? '0';
}

export class CryptoDepositPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/cryptos/deposit');
  }

  heading(): Locator {
    return this.page.getByRole('heading', { name: 'Deposit virtual assets', level: 1 });
  }

  address(): Locator {
    return this.page.getByTestId('deposit-address');
  }

  qrCode(): Locator {
    return this.page.getByTestId('deposit-qr');
  }

  warnings(): Locator {
    return this.page.getByTestId('deposit-warnings');
  }

  deposit(id: string): Locator {
    return this.page.locator(`[data-testid="deposit-row"][data-deposit-id="${id}"]`);
  }

  dialog(): Locator {
    return this.page.getByTestId('originator-dialog');
  }
}

export class CryptoWalletManagementPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/cryptos/walletManagement');
  }

  heading(): Locator {
    return this.page.getByRole('heading', { name: 'Declared wallets', level: 1 });
  }

  async declare(network: string, address: string, label: string): Promise<void> {
    await this.page.getByTestId('wallet-network').selectOption(network);
    await this.page.getByTestId('wallet-address').fill(address);
    await this.page.getByTestId('wallet-label').fill(label);
    await this.page.getByTestId('declare-wallet').click();
  }

  wallet(label: string): Locator {
    return this.page.getByTestId('wallet-card').filter({ hasText: label });
  }
}
