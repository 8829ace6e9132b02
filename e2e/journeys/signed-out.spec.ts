import { expect, test } from '../support/fixtures';

test.describe('a visitor who has not signed in', () => {
  test('is sent to the login page from the home page and from a guarded area', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/users\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();

    await page.goto('/funds/dashboard');
    await expect(page).toHaveURL(/\/users\/login$/);
  });

  test('sees the not-found screen on an unknown path, with a way home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveURL(/\/no\/such\/page$/);
    await expect(page.getByRole('link', { name: /home/i }).first()).toBeVisible();
  });

  test('gets JSON, not the app, for an unknown API path', async ({ request }) => {
    const response = await request.post('/api/nothing/here', { data: {} });
    expect(response.status()).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  test('sees "Unexpected Application Error!" when a page cannot load even after one reload', async ({ page }) => {
    let loginChunkRequests = 0;
    await page.route(/\/_build\/login-page-[^/]*\.js$/, (route) => {
      loginChunkRequests += 1;
      return route.abort('failed');
    });
    const documentLoads: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document' && request.frame() === page.mainFrame())
        documentLoads.push(request.url());
    });

    await page.goto('/users/login');
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    // Loaded once, reloaded once for the failed chunk, and never again: no reload loop.
    expect(documentLoads.filter((url) => url.endsWith('/users/login'))).toHaveLength(2);
    // The chunk was really asked for on both loads (a modulepreload may ask twice per load).
    expect(loginChunkRequests).toBeGreaterThanOrEqual(2);
    await page.waitForTimeout(1_500);
    expect(documentLoads.filter((url) => url.endsWith('/users/login'))).toHaveLength(2);
  });
});
