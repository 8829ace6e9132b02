import { describe, expect, it } from 'vitest';
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
});
