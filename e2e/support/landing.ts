import { expect, type Page } from '@playwright/test';
import { demoLandingPaths, type DemoAccountCode } from './login';

/** The area each landing page belongs to, as its heading names it (en, zh-HK). */
const landingAreas = {
  '/funds/dashboard': { en: 'Funds', 'zh-HK': '基金' },
  '/cryptos/dashboard': { en: 'Crypto', 'zh-HK': '虛擬資產' },
  '/advisors/dashboard': { en: 'Advisor dashboard', 'zh-HK': '顧問主頁' },
  '/cryptos/vaOrder': { en: 'Virtual-asset orders', 'zh-HK': '代客戶買賣虛擬資產' },
  '/admins/account': { en: 'Admin', 'zh-HK': '管理' },
} as const;

const logOutLabel = { en: 'Log out', 'zh-HK': '登出' } as const;

export type LandingLanguage = 'en' | 'zh-HK';

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The account is signed in and on its landing page (SPEC §2 Redirect after login): the URL, the page's heading
 * naming its area, and the signed-in header's 'Log out'.
 */
export async function expectLandedAs(page: Page, accountCode: DemoAccountCode, language: LandingLanguage = 'en') {
  const path = demoLandingPaths[accountCode];
  await expect(page).toHaveURL(new RegExp(`${escaped(path)}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(landingAreas[path][language]);
  await expect(page.getByRole('link', { name: logOutLabel[language], exact: true }).first()).toBeVisible();
}
