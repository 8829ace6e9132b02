import type { Page } from '@playwright/test';
import { PortalShell } from '../pages/portal-shell';
import { expect, test } from '../support/fixtures';

/** The texts chunks the page fetches from now on, by name (`texts-<area>-<language>`, ADR 027). */
function textsFetched(page: Page): { names: string[] } {
  const fetched = { names: [] as string[] };
  page.on('request', (request) => {
    const name = /\/_build\/texts-(.+)-[\w-]{8}\.js$/.exec(new URL(request.url()).pathname)?.[1];
    if (name !== undefined) fetched.names.push(name);
  });
  return fetched;
}

/**
 * Records every text the page shows that has the shape of a translation key ('search.title'), from the first paint
 * on and across navigations: a key that flashes while texts load is caught even if it is gone by the time an
 * assertion looks.
 */
async function watchForKeys(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('reportKeyShown', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    const keyShape = /^[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9]+)+$/;
    const report = (text: string) => Reflect.get(window, 'reportKeyShown')(text);
    const check = (node: Node) => {
      const text = node.textContent?.trim() ?? '';
      if (node.nodeType === Node.TEXT_NODE && keyShape.test(text)) report(text);
    };
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        if (mutation.type === 'characterData') check(mutation.target);
        mutation.addedNodes.forEach((added) => {
          check(added);
          const walker = document.createTreeWalker(added, NodeFilter.SHOW_TEXT);
          for (let text = walker.nextNode(); text; text = walker.nextNode()) check(text);
        });
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return seen;
}

test.describe('texts per area (ADR 027)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('switching language on an area page shows that area’s texts in the new language, fetched for that area only', async ({
    page,
    signIn,
  }) => {
    const keysShown = await watchForKeys(page);
    const fetched = textsFetched(page);
    const shell = new PortalShell(page);
    await signIn('C10001');

    await page.goto('/funds/search');
    await expect(page.getByRole('heading', { name: 'Fund search', level: 1 })).toBeVisible();
    await expect(page.getByTestId('search-total')).toHaveText(/^Funds found: \d+$/);
    expect(fetched.names).toContain('funds-research-en');
    // The search page is fund research only: the trading texts wait for a trading page.
    expect(fetched.names.filter((name) => name.startsWith('funds-trading'))).toEqual([]);

    fetched.names.length = 0;
    await shell.languageSelect(shell.desktopHeader).selectOption('zh-HK');
    await expect(page.getByRole('heading', { name: '基金搜尋', level: 1 })).toBeVisible();
    await expect(page.getByTestId('search-total')).toHaveText(/^找到基金：\d+$/);
    expect(await shell.documentLanguage()).toBe('zh-HK');
    // The areas in use, in the new language only.
    expect(fetched.names).toEqual(expect.arrayContaining(['first-load-zh-hk', 'funds-research-zh-hk']));
    expect(fetched.names.filter((name) => !name.endsWith('-zh-hk'))).toEqual([]);

    // Another area opened in the language shown comes in that language.
    fetched.names.length = 0;
    await page.goto('/funds/dashboard');
    await expect(page.getByRole('heading', { name: '基金總覽', level: 1 })).toBeVisible();
    expect(fetched.names).toContain('funds-trading-zh-hk');
    expect(fetched.names.filter((name) => !name.endsWith('-zh-hk'))).toEqual([]);

    fetched.names.length = 0;
    await shell.languageSelect(shell.desktopHeader).selectOption('zh-CN');
    await expect(page.getByRole('heading', { name: '基金总览', level: 1 })).toBeVisible();
    expect(fetched.names).toEqual(expect.arrayContaining(['funds-trading-zh-cn', 'funds-research-zh-cn']));

    await shell.languageSelect(shell.desktopHeader).selectOption('en');
    await expect(page.getByRole('heading', { name: 'Funds dashboard', level: 1 })).toBeVisible();

    expect(keysShown).toEqual([]);
  });
});
