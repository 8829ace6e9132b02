import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { cashDepositBackOfficeJob } from './services/cash-deposit/dev-support';
import { cashWithdrawalJob } from './services/cash-withdrawal/dev-support';
import { accountBankBackOfficeJob } from './services/account-bank/dev-support';
import { accountProfileBackOfficeJob } from './services/account-profile/dev-support';
import { stockMatchingJob } from './services/stock-order/dev-support';
import { clientHeaders } from './test/sign-in';
import { createTestDatabase } from './test/test-app';
import { startServer } from './start';

describe('startServer', () => {
  it('migrates, seeds and listens on a free port, answers over HTTP, and closes cleanly', async () => {
    const { config, database, dispose } = await createTestDatabase({ env: { PORT: '0' } });
    await database.close();
    const server = await startServer(config, { logger: false });
    try {
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const response = await fetch(`${server.url}/api/currency/searchCurrencies`, {
        method: 'POST',
        headers: { ...clientHeaders, 'content-type': 'application/json' },
        body: JSON.stringify({ language: 'en' }),
      });
      expect(response.status).toBe(200);
      const { currencies } = (await response.json()) as { currencies: { code: string }[] };
      expect(currencies.map((currency) => currency.code)).toEqual(['HKD', 'USD', 'CNY', 'EUR', 'JPY', 'GBP']);
    } finally {
      await server.close();
      await server.close();
      await dispose();
    }
    await expect(
      fetch(`${server.url}/api/example/alive`, { method: 'POST', headers: clientHeaders }),
    ).rejects.toThrow();
  });

  it('refuses a production start on the simulators unless it is a demonstration, which runs no back-office job by default', async () => {
    const production = { PORT: '0', NODE_ENV: 'production', PORTAL_DEV_SUPPORT: 'off' };
    const refused = await createTestDatabase({ env: production });
    await refused.database.close();
    try {
      await expect(startServer(refused.config, { logger: false })).rejects.toThrow(
        /^The stock gateway is the simulator .*: set PORTAL_DEMONSTRATION=on to run a demonstration/,
      );
    } finally {
      await refused.dispose();
    }

    const { config, database, dispose } = await createTestDatabase({
      env: { ...production, PORTAL_DEMONSTRATION: 'on' },
    });
    await database.close();
    let logged = '';
    const logger = pino(
      { level: 'info' },
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          logged += chunk.toString();
          done();
        },
      }),
    );
    const server = await startServer(config, { logger });
    try {
      const started = /Scheduler started with \d+ job\(s\): ([^."]*)/.exec(logged)?.[1]?.split(', ') ?? [];
      expect(started).toContain(stockMatchingJob.name);
      // PORTAL_BACK_OFFICE is the operator in production: deposits, withdrawals, bank accounts and change requests wait.
      for (const job of [
        cashDepositBackOfficeJob,
        cashWithdrawalJob,
        accountBankBackOfficeJob,
        accountProfileBackOfficeJob,
      ]) {
        expect(started).not.toContain(job.name);
      }
    } finally {
      await server.close();
      await dispose();
    }
  });
});
